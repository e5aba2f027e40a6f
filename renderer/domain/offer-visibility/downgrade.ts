import { validPlans } from '../valid-plans.ts';
import type { SkipCheck } from './checks.ts';

/**
 * Downgrade offer visibility (beyond the spec): skipped unless its plan is a valid plan for this customer by
 * the plan-change rules (an organisation plan, not the current one, in the subscription's currency; in TEST
 * mode a test plan). Unlike plan change it holds in TEST mode too: the offer names one plan, not a choice.
 */
export const downgradeChecks: readonly SkipCheck<'DOWNGRADE'>[] = [
  {
    reason: 'downgrade-plan-not-valid',
    applies: (offer, c) =>
      validPlans({
        planIds: [offer.downgradeConfig.planId],
        offerPlans: c.offerPlans,
        testPlans: c.testPlans,
        subscription: c.subscription,
        provider: c.provider,
        mode: c.mode,
        preview: c.preview,
      }).plans.length === 0,
  },
];
