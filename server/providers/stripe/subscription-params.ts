/**
 * The Stripe parameters of a pause, a resume and a custom coupon. Stripe has no scheduled pause, and its
 * pause differs by plan:
 *
 * - A pause of a monthly (or weekly) plan pauses collection now with `void`: the period already paid runs its
 *   course, the renewals inside the pause are drawn up and voided, and collection resumes at `resumes_at` on
 *   the plan's own billing dates.
 * - A soft pause (annual and quarterly plans, spec §4: access until the term end, then paused until the resume
 *   date) must move the renewal, not void it: voiding the annual renewal inside a one-month pause would give
 *   the next eleven months away, the billing anchor staying where it was. So it ends the trial of a
 *   subscription that has none at the resume date: `trial_end` = `resumes_at` with no proration, so the term
 *   the customer paid for runs on to its end (and beyond it, unbilled, through the pause), and the first
 *   invoice after it is the next full term from the resume date. The widget sees it as a soft pause
 *   (map-customer.ts `softPauseOf`), never as a trial.
 *
 * When the pause starts (the widget's pauseDate and pause-wall start) and a soft pause's term end and resume
 * date have no Stripe field, so they go to the subscription's metadata.
 */
import type Stripe from 'stripe';
import type { Coupon, Subscription } from '../../../contract/schemas/index.ts';
import type { PauseChange } from '../billing-provider.ts';
import { META } from './map-customer.ts';

export function pauseParams(change: PauseChange): Stripe.SubscriptionUpdateParams {
  const { resumes_at: resumesAt, resumption_term_end: termEnd } = change.pauseCollection;
  const metadata = {
    [META.pauseDate]: String(Math.floor(change.startsAt.getTime() / 1000)),
    [META.pauseWallStartDate]: change.startsAt.toISOString(),
    [META.resumptionTermEnd]: termEnd ? String(termEnd) : '',
    [META.renewalMovedTo]: termEnd && resumesAt ? String(resumesAt) : '',
  };
  if (termEnd && resumesAt) return { trial_end: resumesAt, proration_behavior: 'none', metadata };
  return {
    pause_collection: { behavior: 'void', ...(resumesAt ? { resumes_at: resumesAt } : {}) },
    metadata,
  };
}

/** What we kept of a pause, cleared (an empty value removes a metadata key at Stripe). */
const PAUSE_META_CLEARED = {
  [META.pauseDate]: '',
  [META.pauseWallStartDate]: '',
  [META.resumptionTermEnd]: '',
  [META.renewalMovedTo]: '',
};

/**
 * Ends the pause of `subscription` (as map-customer.ts mapped it) at `now`. A pause of collection is cleared.
 * A soft pause moves the renewal back: to the term end the customer paid for while it lies ahead (billing
 * goes on as if nothing was paused; the trial to it is still ours, so the widget sees no trial), else to now
 * (the next term starts today and is invoiced now).
 */
export function resumeParams(
  subscription: Subscription | undefined,
  now: Date,
): Stripe.SubscriptionUpdateParams {
  const termEnd = subscription?.pause_collection?.resumption_term_end ?? null;
  if (!subscription?.metadata[META.renewalMovedTo] || termEnd === null)
    return { pause_collection: '', metadata: PAUSE_META_CLEARED };
  if (termEnd > Math.floor(now.getTime() / 1000))
    return {
      trial_end: termEnd,
      proration_behavior: 'none',
      metadata: { ...PAUSE_META_CLEARED, [META.renewalMovedTo]: String(termEnd) },
    };
  return { trial_end: 'now', proration_behavior: 'none', metadata: PAUSE_META_CLEARED };
}

/** A custom-amount discount as a Stripe coupon. */
export function buildCoupon(coupon: Coupon): Stripe.CouponCreateParams {
  return {
    ...(coupon.percent_off !== null ? { percent_off: coupon.percent_off } : {}),
    ...(coupon.amount_off !== null
      ? { amount_off: coupon.amount_off, currency: coupon.currency ?? undefined }
      : {}),
    duration: coupon.duration,
    ...(coupon.duration === 'repeating' ? { duration_in_months: coupon.duration_in_months ?? 1 } : {}),
    ...(coupon.name ? { name: coupon.name } : {}),
  };
}
