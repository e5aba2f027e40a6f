import type { OfferOf } from '../../../contract/schemas/offer.ts';
import { downgradePlan } from '../../domain/offer-visibility/downgrade.ts';
import { notify } from '../callbacks.ts';
import { hostCustomer } from './host-customer.ts';
import { acceptedOfferOf, runAction } from './run-action.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

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
    accepted: acceptedOfferOf(offer),
    offerOptions: {
      pauseInterval: null,
      pauseDuration: null,
      pauseEndDate: null,
      newPlanId: planId,
      newPlanPrice: plan?.unit_amount ?? null,
    },
    errorKey: 'error.downgrade',
    perform: (idempotencyKey) => runtime.api.updatePlan({ planId }, { idempotencyKey }),
    handler: runtime.options.handlePlanChange
      ? () => runtime.options.handlePlanChange?.(hostCustomer(), { planId })
      : null,
    complete: () => ({ kind: 'DOWNGRADED', planId }),
    notifyHost: () => notify(runtime.options, 'onPlanChange', hostCustomer(), { planId }),
  });
}
