/**
 * Which customer intent last changed a Stripe subscription. A retry that takes over a dead instance's
 * Idempotency-Key asks the provider whether that intent's change was made (BillingProvider
 * `subscriptionChangedUnder`); Stripe cannot say which key changed an object, so each change leaves a mark
 * in the subscription's metadata, in the same write: a hash of our key (the key names the app and the
 * customer; the hash keeps it out of the widget's data). An immediate cancel is a DELETE, which takes no
 * metadata, so its mark is written first and counts only once the subscription is canceled.
 */
import { createHash } from 'node:crypto';
import type { Subscription } from '../../../contract/schemas/index.ts';

export const CHANGE_MARK_KEY = 'holdfast_change';

/** What the marked intent does: an update is made with its mark; a cancel is made after it. */
export type ChangeKind = 'update' | 'cancel';

export function changeMark(kind: ChangeKind, idempotencyKey: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 32);
  return `${kind}:${digest}`;
}

/** The subscription the intent under `idempotencyKey` changed, or null when it changed none (yet). */
export function changedUnder(
  subscriptions: readonly Subscription[],
  idempotencyKey: string,
): Subscription | null {
  for (const subscription of subscriptions) {
    const mark = subscription.metadata[CHANGE_MARK_KEY];
    if (mark === changeMark('update', idempotencyKey)) return subscription;
    if (mark === changeMark('cancel', idempotencyKey) && subscription.status === 'canceled')
      return subscription;
  }
  return null;
}
