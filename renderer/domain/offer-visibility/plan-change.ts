import { validPlans } from '../valid-plans.ts';
import type { SkipCheck } from './checks.ts';

/** Plan-change offer visibility (spec §5): skipped when no valid plan remains (kept in TEST with test plans). */
export const planChangeChecks: readonly SkipCheck<'PLAN_CHANGE'>[] = [
  {
    reason: 'plan-change-no-valid-plans',
    applies: (offer, c) =>
      validPlans({
        planIds: offer.planChangeConfig.options,
        offerPlans: c.offerPlans,
        testPlans: c.testPlans,
        subscription: c.subscription,
        provider: c.provider,
        mode: c.mode,
        preview: c.preview,
      }).plans.length === 0,
  },
];
