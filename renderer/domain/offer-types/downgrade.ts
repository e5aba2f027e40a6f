import type { Mode, Plan } from '../../../contract/schemas/index.ts';
import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { validPlans } from '../valid-plans.ts';
import { ALWAYS_CHECKED, type SkipCheck } from './checks.ts';
import type { OfferTypeRules } from './offer-type.ts';

interface PlanCatalog {
  offerPlans: readonly Plan[];
  testPlans: readonly Plan[];
  mode: Mode;
}

/**
 * The plans a downgrade offer's plan is looked up in: the organisation's, and in TEST mode its test plans
 * too (the offer names one plan, with no test selector; the backend's update-plan looks in both alike).
 */
function downgradePool(catalog: PlanCatalog): readonly Plan[] {
  return catalog.mode === 'TEST' ? [...catalog.testPlans, ...catalog.offerPlans] : catalog.offerPlans;
}

/** The downgrade offer's plan, or null when the catalog has no such plan. */
export function downgradePlan(offer: OfferOf<'DOWNGRADE'>, catalog: PlanCatalog): Plan | null {
  return downgradePool(catalog).find((plan) => plan.id === offer.downgradeConfig.planId) ?? null;
}

/**
 * Downgrade offer visibility (beyond the spec): skipped unless its plan is a valid plan for this customer by
 * the plan-change rules (an organisation plan, not the current one, in the subscription's currency unless
 * preview, the same interval for BRAINTREE). Checked in every mode: the offer names one plan, not a choice.
 */
const downgradeChecks = [
  {
    reason: 'downgrade-plan-not-valid',
    relaxed: ALWAYS_CHECKED,
    applies: (offer, c) =>
      validPlans({
        planIds: [offer.downgradeConfig.planId],
        offerPlans: c.offerPlans,
        testPlans: downgradePool(c),
        subscription: c.subscription,
        provider: c.provider,
        mode: c.mode,
        preview: c.preview,
      }).plans.length === 0,
  },
] as const satisfies readonly SkipCheck<'DOWNGRADE'>[];

/**
 * The downgrade offer (beyond the spec): moves the subscription to the business's free (or cheaper) plan
 * through update-plan, instead of cancelling. A plan change to the dashboard and to the host.
 */
export const downgradeType = {
  checks: downgradeChecks,
  tag: { icon: 'plans', label: 'stepTag.downgrade' },
  action: { text: 'action.downgrade', complete: 'DOWNGRADED', confetti: true },
  sessionOutcome: 'plan_changed',
  grantsPlan: (offer) => offer.downgradeConfig.planId,
} as const satisfies OfferTypeRules<'DOWNGRADE'>;
