/**
 * POST /api/orgs/{appId}/stripe/pause: the pause rule both backends apply (renderer/domain/pause-plan.ts):
 * from the period end, for the chosen length or until the chosen date, soft for annual and quarterly.
 */
import { PauseRequestSchema } from '../../../contract/schemas/index.ts';
import { planPause } from '../../../renderer/domain/pause-plan.ts';
import { applyPause } from '../../../renderer/domain/subscription-changes.ts';
import { fail, parsePayload } from '../responses.ts';
import { offerAction } from './subscription-action.ts';

export const postPause = offerAction((context, subscription) => {
  const payload = parsePayload(PauseRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const plan = planPause(subscription, payload.value, context.now);
  if (!plan.ok) return fail(400, plan.message);
  applyPause(subscription, plan, context.now);
  return null;
});
