/**
 * Plan settings that would show a customer a price other than the one they are charged. A plan setting's
 * `priceOverride` is display-only (spec §3 Plan settings): the plan-change card shows it instead of the
 * plan's price, but the plan change charges the plan's `unit_amount`, so an override that differs is charged
 * only when the business arranges it (a plan whose price is the override, or a coupon applied by its own
 * `handlePlanChange`). And an `msrp` is shown struck through as the "was" price, so one not above the price
 * shown reads as a saving that is not there. Neither is refused: the spec allows both, and a host may charge
 * the override itself; the seed loader reports them so the operator sees them (server/main.ts logs them).
 */
import type { Plan, PlanSetting } from '../../contract/schemas/index.ts';

/** One sentence per plan setting whose shown price the plan does not charge, or whose msrp is no saving. */
export function planSettingWarnings(settings: readonly PlanSetting[], plans: readonly Plan[]): string[] {
  const warnings: string[] = [];
  for (const setting of settings) {
    const plan = plans.find((candidate) => candidate.id === setting.planId);
    // A setting for a plan the app does not sell is never shown (the card lists the app's plans).
    if (!plan) continue;
    const shown = setting.priceOverride ?? plan.unit_amount;
    if (setting.priceOverride != null && setting.priceOverride !== plan.unit_amount)
      warnings.push(
        `Plan setting ${plan.id}: priceOverride ${setting.priceOverride} is shown, but switching to the plan charges its unit_amount ${plan.unit_amount} (${plan.currency}); charge the override (a plan at that price, or a coupon) or remove it.`,
      );
    if (setting.msrp != null && setting.msrp <= shown)
      warnings.push(
        `Plan setting ${plan.id}: msrp ${setting.msrp} is struck through as the "was" price but is not above the price shown (${shown} ${plan.currency}).`,
      );
  }
  return warnings;
}
