/** What a subscription's invoice comes to: its items, its prorations, less its discounts in force. */
import type Stripe from 'stripe';
import type { FakeState } from '../state.ts';

export function itemsSubtotal(subscription: Stripe.Subscription): number {
  return subscription.items.data.reduce(
    (sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    0,
  );
}

/** The subscription's discount objects still in force at `at` (a repeating coupon ends). */
export function discountsInForce(
  state: FakeState,
  subscription: Stripe.Subscription,
  at: number,
): Stripe.Discount[] {
  return subscription.discounts
    .map((entry) => state.discounts.get(typeof entry === 'string' ? entry : entry.id))
    .filter(
      (discount): discount is Stripe.Discount => !!discount && (discount.end === null || discount.end > at),
    );
}

export function couponOf(state: FakeState, discount: Stripe.Discount): Stripe.Coupon | undefined {
  const coupon = discount.source.coupon;
  return typeof coupon === 'string' ? state.coupons.get(coupon) : (coupon ?? undefined);
}

/** Each discount's amount off `subtotal`, applied in order, never below zero. */
export function discountAmounts(
  state: FakeState,
  discounts: Stripe.Discount[],
  subtotal: number,
  currency: string,
): { discount: string; amount: number }[] {
  let left = subtotal;
  const out: { discount: string; amount: number }[] = [];
  for (const discount of discounts) {
    const coupon = couponOf(state, discount);
    if (!coupon) continue;
    let amount = 0;
    if (coupon.percent_off !== null) amount = Math.round((left * coupon.percent_off) / 100);
    else if (coupon.amount_off !== null && coupon.currency === currency) amount = coupon.amount_off;
    amount = Math.min(amount, left);
    left -= amount;
    out.push({ discount: discount.id, amount });
  }
  return out;
}
