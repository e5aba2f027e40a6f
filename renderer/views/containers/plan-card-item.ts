import type { BillingInterval, Plan } from '../../../contract/schemas/index.ts';
import { formatPlanPrice, pricePerInterval } from '../../domain/money.ts';
import { fillPlaceholdersAsText } from '../../domain/templates.ts';
import type { MessageKey, Translator } from '../../i18n/index.ts';
import type { FlowData } from '../../state/flow/store.ts';
import type { PlanCardItem } from '../offers/plan-card.tsx';
import type { FlowUi } from './ui-context.tsx';

const PER_INTERVAL = {
  DAY: 'price.per.day',
  WEEK: 'price.per.week',
  MONTH: 'price.per.month',
  YEAR: 'price.per.year',
} as const satisfies Record<BillingInterval, MessageKey>;

function priceText(t: Translator, plan: Plan, minor: number): string {
  const piece = pricePerInterval(minor, plan.currency, plan.recurring, t.locale);
  return t(PER_INTERVAL[piece.interval], { price: piece.amount, count: piece.count });
}

/**
 * A plan's card (plan-change and downgrade offers): its name, price per interval and the organisation's plan
 * settings (nick, list price, display price, tagline, features). `freeLabel`, when given, stands for a price of 0.
 */
export function planCardItem(ui: FlowUi, data: FlowData, plan: Plan, freeLabel?: string): PlanCardItem {
  const settings = data.orgPlanSettings.find((s) => s.planId === plan.id);
  const override = settings?.priceOverride;
  return {
    id: plan.id,
    name: fillPlaceholdersAsText(settings?.nick || plan.product.name || plan.id, ui.values),
    price: freeLabel && plan.unit_amount === 0 ? freeLabel : priceText(ui.t, plan, plan.unit_amount),
    ...(settings?.msrp != null ? { msrp: formatPlanPrice(settings.msrp, plan.currency, ui.t.locale) } : {}),
    ...(override != null ? { priceOverride: priceText(ui.t, plan, override) } : {}),
    ...(settings?.tagline ? { tagline: settings.tagline } : {}),
    features: settings?.features ?? [],
  };
}
