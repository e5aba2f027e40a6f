import type { Coupon } from '../../../contract/schemas/index.ts';
import { DiscountRequestSchema } from '../../../contract/schemas/index.ts';
import { usesCustomAmountDiscount } from '../../../renderer/domain/providers.ts';
import { applyDiscount, customAmountCoupon } from '../../../renderer/domain/subscription-changes.ts';
import type { AppState } from '../app-state.ts';
import { fromUnixSeconds } from '../clock.ts';
import type { Caller } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, parsePayload } from '../responses.ts';
import { offerAction } from './subscription-action.ts';

/** Test mode may apply test coupons as well as live ones (spec §6); live mode only live ones. */
export function findCoupon(app: AppState, mode: Caller['mode'], id: string): Coupon | null {
  const pool = mode === 'TEST' ? [...app.testCoupons, ...app.coupons] : app.coupons;
  return pool.find((coupon) => coupon.id === id) ?? null;
}

/**
 * POST /api/orgs/{appId}/stripe/discount: the coupon becomes the subscription's discount from now on. Custom-amount
 * providers send no coupon but customerAmount and customDuration; the simulator applies them as an amount_off
 * coupon of that many months. Neither a coupon nor a complete custom amount is a 400.
 */
export const postDiscount = offerAction((context, subscription) => {
  const payload = parsePayload(DiscountRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const { coupon: couponId, customerAmount, customDuration } = payload.value;
  let coupon: Coupon;
  if (couponId != null) {
    const found = findCoupon(context.app, context.caller.mode, couponId);
    if (found === null) return fail(404, MESSAGES.couponNotFound(couponId));
    const expired = found.redeemBy != null && fromUnixSeconds(found.redeemBy) < context.now;
    if (!found.valid || expired) return fail(400, MESSAGES.couponInvalid(found.id));
    coupon = structuredClone(found);
  } else {
    if (
      !usesCustomAmountDiscount(context.caller.provider) ||
      customerAmount == null ||
      customDuration == null
    ) {
      return fail(400, MESSAGES.discountNeedsCouponOrAmount);
    }
    const currency = subscription.items.data[0]?.price.currency ?? null;
    coupon = customAmountCoupon(context.newId('custom'), customerAmount, customDuration, currency);
  }
  applyDiscount(subscription, context.newId('di'), coupon, context.now);
  return null;
});
