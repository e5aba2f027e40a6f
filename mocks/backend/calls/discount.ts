import { addMonths } from 'date-fns';
import type { Coupon } from '../../../renderer/api/schemas/index.ts';
import { DiscountRequestSchema } from '../../../renderer/api/schemas/index.ts';
import type { AppState } from '../app-state.ts';
import { fromUnixSeconds, toUnixSeconds } from '../clock.ts';
import type { Caller } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, parsePayload } from '../responses.ts';
import { subscriptionAction } from './subscription-action.ts';

/** Test mode may apply test coupons as well as live ones (spec §6); live mode only live ones. */
export function findCoupon(app: AppState, mode: Caller['mode'], id: string): Coupon | null {
  const pool = mode === 'TEST' ? [...app.testCoupons, ...app.coupons] : app.coupons;
  return pool.find((coupon) => coupon.id === id) ?? null;
}

/**
 * When an applied coupon stops applying: never for `forever`; a month after the start for `once` (the
 * simulator's stand-in for "the next invoice"); `duration_in_months` after the start for `repeating`.
 */
export function discountEnd(coupon: Coupon, start: Date): Date | null {
  if (coupon.duration === 'forever') return null;
  if (coupon.duration === 'once') return addMonths(start, 1);
  return addMonths(start, coupon.duration_in_months ?? 1);
}

/** POST /api/orgs/{appId}/stripe/discount: the coupon becomes the subscription's discount from now on. */
export const postDiscount = subscriptionAction((context, subscription) => {
  const payload = parsePayload(DiscountRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const coupon = findCoupon(context.app, context.caller.mode, payload.value.coupon);
  if (coupon === null) return fail(404, MESSAGES.couponNotFound(payload.value.coupon));
  const expired = coupon.redeemBy != null && fromUnixSeconds(coupon.redeemBy) < context.now;
  if (!coupon.valid || expired) return fail(400, MESSAGES.couponInvalid(coupon.id));
  const end = discountEnd(coupon, context.now);
  subscription.discount = {
    id: context.newId('di'),
    coupon: structuredClone(coupon),
    start: toUnixSeconds(context.now),
    end: end ? toUnixSeconds(end) : null,
  };
  return null;
});
