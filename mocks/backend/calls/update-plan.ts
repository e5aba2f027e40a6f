import type { Plan } from '../../../contract/schemas/index.ts';
import { UpdatePlanRequestSchema } from '../../../contract/schemas/index.ts';
import { applyPlanChange } from '../../../renderer/domain/subscription-changes.ts';
import type { AppState } from '../app-state.ts';
import type { Caller } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, parsePayload } from '../responses.ts';
import { offerAction } from './subscription-action.ts';

/** Test mode may switch to test plans as well as live ones (spec §6). */
export function findPlan(app: AppState, mode: Caller['mode'], id: string): Plan | null {
  const pool = mode === 'TEST' ? [...app.testPlans, ...app.offerPlans] : app.offerPlans;
  return pool.find((plan) => plan.id === id) ?? null;
}

/** POST /api/orgs/{appId}/stripe/update-plan: the subscription's (first) item switches to the plan's price. */
export const postUpdatePlan = offerAction((context, subscription) => {
  const payload = parsePayload(UpdatePlanRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const plan = findPlan(context.app, context.caller.mode, payload.value.planId);
  if (plan === null) return fail(404, MESSAGES.planNotFound(payload.value.planId));
  const item = subscription.items.data[0];
  if (item?.price.id === plan.id) return fail(400, MESSAGES.alreadyOnPlan);
  applyPlanChange(subscription, plan, context.newId('si'));
  return null;
});
