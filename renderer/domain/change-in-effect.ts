import type { Subscription } from '../../contract/schemas/index.ts';

/** Cancelled: at the period end (cancel_at_period_end), or at once. */
const cancelled = (subscription: Subscription | null) =>
  !!subscription && (!!subscription.cancel_at_period_end || subscription.status === 'canceled');

/**
 * Whether the change an action asked for is in effect, read from the subscription before the action
 * and after it failed (the customer re-read). A customer can always cancel: a failed offer action must not
 * strand them on an error when the change is there after all — because its answer was lost after the backend
 * acted (the retries ran out), or because another tab made the same change first and this one was refused
 * (a 403 for the discount cooldown). Each rule asks for a change that was not there before, so a discount or
 * pause the customer already had does not count.
 */
export const CHANGE_IN_EFFECT = {
  /** A discount that was not there before, of the coupon asked for (null: a custom amount, any new one). */
  discount(before: Subscription | null, after: Subscription | null, couponId: string | null): boolean {
    const discount = after?.discount;
    const earlier = before?.discount;
    if (!discount) return false;
    // A discount's id is optional on the wire: the same id, coupon and start is the one that was there.
    const same =
      !!earlier &&
      earlier.id === discount.id &&
      earlier.coupon.id === discount.coupon.id &&
      earlier.start === discount.start;
    return !same && (couponId === null || discount.coupon.id === couponId);
  },
  /** A pause where there was none. */
  pause(before: Subscription | null, after: Subscription | null): boolean {
    return !before?.pause_collection && !!after?.pause_collection;
  },
  /** The trial ends later than it did. */
  trialExtension(before: Subscription | null, after: Subscription | null): boolean {
    return !!after?.trial_end && after.trial_end > (before?.trial_end ?? 0);
  },
  /** The subscription is on the plan asked for, and was not. */
  plan(before: Subscription | null, after: Subscription | null, planId: string): boolean {
    const planOf = (subscription: Subscription | null) => subscription?.items.data[0]?.price.id;
    return planOf(after) === planId && planOf(before) !== planId;
  },
  /**
   * Cancelled, and was not. Asked only after the cancel got no answer (the backend may have cancelled before its
   * answer was lost): a refused cancel keeps the spec's error, whatever another tab did.
   */
  cancel(before: Subscription | null, after: Subscription | null): boolean {
    return cancelled(after) && !cancelled(before);
  },
} as const;
