import { validPlans } from '../valid-plans.ts';
import { LIVE_AND_PREVIEW, type SkipCheck } from './checks.ts';
import type { OfferTypeRules } from './offer-type.ts';

/** Plan-change offer visibility (spec §5): skipped when no valid plan remains (kept in TEST with test plans). */
const planChangeChecks = [
  {
    reason: 'plan-change-no-valid-plans',
    relaxed: LIVE_AND_PREVIEW,
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
] as const satisfies readonly SkipCheck<'PLAN_CHANGE'>[];

/** The plan change offer: the customer picks one of its plans (spec §4 update-plan). */
export const planChangeType = {
  checks: planChangeChecks,
  tag: { icon: 'plans', label: 'stepTag.planChange' },
  action: { text: 'action.planChange', complete: 'PLAN_CHANGED', confetti: true },
  sessionOutcome: 'plan_changed',
} as const satisfies OfferTypeRules<'PLAN_CHANGE'>;
