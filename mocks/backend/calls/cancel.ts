import { CancelRequestSchema } from '../../../contract/schemas/index.ts';
import { toUnixSeconds } from '../clock.ts';
import { parsePayload } from '../responses.ts';
import { subscriptionAction } from './subscription-action.ts';

/**
 * POST /api/orgs/{appId}/stripe/cancel: at the period end by default (cancel_at_period_end), or at once
 * with `cancelAtPeriodEnd: false` (status canceled, any pause dropped).
 */
export const postCancel = subscriptionAction((context, subscription) => {
  const payload = parsePayload(CancelRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  subscription.canceled_at = toUnixSeconds(context.now);
  if (payload.value.cancelAtPeriodEnd) {
    subscription.cancel_at_period_end = true;
    return null;
  }
  subscription.status = 'canceled';
  subscription.cancel_at_period_end = false;
  subscription.pause_collection = null;
  subscription.pauseDate = null;
  return null;
});
