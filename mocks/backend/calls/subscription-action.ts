import { refusesOffers } from '../../../contract/cancel-scheduled.ts';
import type { Subscription } from '../../../contract/schemas/index.ts';
import type { CustomerRecord } from '../app-state.ts';
import { type CallContext, type CallHandler, targetSubscription } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, ok } from '../responses.ts';
import type { MockResponse } from '../types.ts';
import { withCustomer } from './with-customer.ts';

/** What an action does to the subscription; it answers an error or mutates the subscription in place. */
export type SubscriptionChange = (
  context: CallContext,
  subscription: Subscription,
  record: CustomerRecord,
) => MockResponse | null;

/** The answer of every action: the changed subscription (contract/schemas ActionAnswerSchema). */
export function actionAnswer(subscription: Subscription): MockResponse {
  return ok({ subscription });
}

/**
 * A subscription action (spec §7 stripe/*): finds the subscription the request names (else the customer's
 * first), refuses one that is already canceled, applies the change and answers the changed subscription.
 */
export function subscriptionAction(
  change: SubscriptionChange,
  pickId: (context: CallContext) => string | null = (context) => context.caller.subscriptionId,
): CallHandler {
  return withCustomer((context, record) => {
    const subscription = targetSubscription(record, pickId(context));
    if (subscription === null) return fail(404, MESSAGES.noSubscription);
    if (subscription.status === 'canceled') return fail(400, MESSAGES.subscriptionCanceled);
    return change(context, subscription, record) ?? actionAnswer(subscription);
  });
}

/**
 * A subscription action that accepts an offer: also refuses a subscription already set to cancel (400). The
 * check reads the customer's live record and the change follows in the same synchronous step, so two tabs'
 * actions cannot interleave here as they can on the server (which reads the subscription again under the
 * customer's one-at-a-time claim, services/money-actions.ts).
 */
export function offerAction(change: SubscriptionChange): CallHandler {
  return subscriptionAction((context, subscription, record) =>
    refusesOffers(subscription) ? fail(400, MESSAGES.cancelScheduled) : change(context, subscription, record),
  );
}
