import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { downgradePlan } from '../../domain/offer-types/downgrade.ts';
import { planSwitch } from './plan-switch.ts';
import { acceptedOfferOf, runAction } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

declare module './store.ts' {
  interface OfferCompleteScreens {
    /** A DOWNGRADE offer moved the subscription to its plan. */
    DOWNGRADED: { planId: string };
  }
}

/**
 * Accept the downgrade offer: the subscription moves to the offer's plan through update-plan, the call of
 * plan change (spec §7 stripe/update-plan). To the host a downgrade is a plan change: its handlePlanChange
 * and onPlanChange receive the plan id.
 */
export function acceptDowngrade(offer: OfferOf<'DOWNGRADE'>): Promise<void> {
  const runtime = flowRuntime();
  if (!runtime) return Promise.resolve();
  const { planId } = offer.downgradeConfig;
  const data = flow.data;
  const plan = data ? downgradePlan(offer, { ...data, mode: runtime.options.mode }) : null;
  return runAction({
    kind: 'DOWNGRADE',
    ...planSwitch(runtime, planId, plan),
    accepted: acceptedOfferOf(offer),
    errorKey: 'error.downgrade',
    complete: () => ({ kind: 'DOWNGRADED', planId }),
  });
}
