import type { Plan } from '../../../contract/schemas/catalog.ts';
import type { Subscription } from '../../../contract/schemas/index.ts';
import { CHANGE_IN_EFFECT } from '../../domain/change-in-effect.ts';
import { notify } from '../callbacks.ts';
import { hostCustomer } from './host-customer.ts';
import type { FlowRuntime } from './runtime.ts';

/**
 * What a move to `planId` through update-plan runs (spec §7 stripe/update-plan), the same for the plan-change
 * offer and the downgrade: the session's offer options, the call, the host's handlePlanChange in its place, and
 * onPlanChange after.
 */
export function planSwitch(runtime: FlowRuntime, planId: string, plan: Plan | null) {
  return {
    offerOptions: {
      pauseInterval: null,
      pauseDuration: null,
      pauseEndDate: null,
      newPlanId: planId,
      newPlanPrice: plan?.unit_amount ?? null,
    },
    perform: (idempotencyKey: string) => runtime.api.updatePlan({ planId }, { idempotencyKey }),
    handler: runtime.options.handlePlanChange
      ? () => runtime.options.handlePlanChange?.(hostCustomer(), { planId })
      : null,
    notifyHost: () => notify(runtime.options, 'onPlanChange', hostCustomer(), { planId }),
    inEffect: (before: Subscription | null, after: Subscription) =>
      CHANGE_IN_EFFECT.plan(before, after, planId),
  };
}
