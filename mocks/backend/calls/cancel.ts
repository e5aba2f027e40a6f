import { CancelRequestSchema } from '../../../contract/schemas/index.ts';
import { applyCancel } from '../../../renderer/domain/subscription-changes.ts';
import { parsePayload } from '../responses.ts';
import { subscriptionAction } from './subscription-action.ts';

/**
 * POST /api/orgs/{appId}/stripe/cancel: at the period end by default (cancel_at_period_end), or at once
 * with `cancelAtPeriodEnd: false` (status canceled, any pause dropped).
 */
export const postCancel = subscriptionAction((context, subscription) => {
  const payload = parsePayload(CancelRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  applyCancel(subscription, payload.value.cancelAtPeriodEnd, context.now);
  return null;
});
