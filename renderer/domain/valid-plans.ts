import type { Mode, Plan, Provider, Subscription } from '../../contract/schemas/index.ts';
import { billingPeriod } from './subscription.ts';

/**
 * Braintree cannot move a subscription to a plan with another billing period, so plans with a different interval
 * are not offered to its customers (spec §5).
 */
const SAME_INTERVAL_ONLY_PROVIDER: Provider = 'BRAINTREE';

/** Why an offered plan id is not a valid plan. */
export type PlanExclusion = 'current-plan' | 'not-an-org-plan' | 'different-currency' | 'different-interval';

export interface ValidPlansInput {
  /** The offer's plan ids: planChangeConfig.options, or the dynamic plan ids already resolved by the caller. */
  planIds: readonly string[];
  /** The organisation's plans (embed answer offerPlans). */
  offerPlans: readonly Plan[];
  /** The organisation's test plans, used instead in TEST mode. */
  testPlans: readonly Plan[];
  subscription: Subscription;
  provider: Provider;
  mode: Mode;
  /** Preview shows plans in every currency (spec §6). */
  preview: boolean;
}

export interface ValidPlans {
  /** In the offer's order, without duplicates. */
  plans: Plan[];
  excluded: { planId: string; reason: PlanExclusion }[];
}

function isCurrentPlan(planId: string, subscription: Subscription): boolean {
  return subscription.items.data.some((item) => item.price.id === planId);
}

function exclusionOf(planId: string, plan: Plan | undefined, input: ValidPlansInput): PlanExclusion | null {
  const { subscription } = input;
  if (isCurrentPlan(planId, subscription)) return 'current-plan';
  if (!plan) return 'not-an-org-plan';
  const currency = subscription.items.data[0]?.price.currency;
  if (!input.preview && currency !== undefined && plan.currency !== currency) return 'different-currency';
  if (input.provider === SAME_INTERVAL_ONLY_PROVIDER) {
    const period = billingPeriod(subscription);
    if (
      period &&
      (plan.recurring.interval !== period.interval || plan.recurring.interval_count !== period.count)
    ) {
      return 'different-interval';
    }
  }
  return null;
}

/**
 * The valid plans of a plan-change offer (spec §5): the offered plans minus the current plan (any item's price),
 * plans not among the organisation's plans (its test plans in TEST mode), plans in another currency than the
 * subscription (unless preview), and for BRAINTREE plans with a different billing interval (interval and count).
 */
export function validPlans(input: ValidPlansInput): ValidPlans {
  const orgPlans = input.mode === 'TEST' ? input.testPlans : input.offerPlans;
  const plans: Plan[] = [];
  const excluded: ValidPlans['excluded'] = [];
  for (const planId of new Set(input.planIds)) {
    const plan = orgPlans.find((candidate) => candidate.id === planId);
    const reason = exclusionOf(planId, plan, input);
    if (reason) excluded.push({ planId, reason });
    else if (plan) plans.push(plan);
  }
  return { plans, excluded };
}
