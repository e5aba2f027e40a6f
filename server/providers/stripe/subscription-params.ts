/**
 * The Stripe parameters of a pause, a resume and a custom coupon. Stripe has no scheduled pause:
 * collection pauses now with `void` (the period already paid runs its course; renewals inside the pause are
 * drawn up and voided) and resumes at `resumes_at`. When the pause starts (the widget's pauseDate and
 * pause-wall start) and a soft pause's term end (annual and quarterly plans: access until the term end,
 * spec §4) have no Stripe field, so they go to the subscription's metadata.
 */
import type Stripe from 'stripe';
import type { Coupon } from '../../../contract/schemas/index.ts';
import type { PauseChange } from '../billing-provider.ts';
import { META } from './map-customer.ts';

export function pauseParams(change: PauseChange): Stripe.SubscriptionUpdateParams {
  const { resumes_at: resumesAt, resumption_term_end: termEnd } = change.pauseCollection;
  return {
    pause_collection: { behavior: 'void', ...(resumesAt ? { resumes_at: resumesAt } : {}) },
    metadata: {
      [META.pauseDate]: String(Math.floor(change.startsAt.getTime() / 1000)),
      [META.pauseWallStartDate]: change.startsAt.toISOString(),
      [META.resumptionTermEnd]: termEnd ? String(termEnd) : '',
    },
  };
}

/** Clears the pause and what we kept of it (an empty value removes a metadata key at Stripe). */
export const RESUME_PARAMS: Stripe.SubscriptionUpdateParams = {
  pause_collection: '',
  metadata: { [META.pauseDate]: '', [META.pauseWallStartDate]: '', [META.resumptionTermEnd]: '' },
};

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
