/**
 * The parameters subscription create and update share: `items[]`, `discounts[]` (today's API: a list of
 * `{coupon}` / `{discount}` that replaces the subscription's discounts — the legacy `coupon` parameter is
 * gone), `trial_end`, `pause_collection`, `default_payment_method`.
 */
import type Stripe from 'stripe';
import type { Ctx } from '../engine.ts';
import { invalidParam, unknownParam } from '../errors.ts';
import type { Param } from '../form-params.ts';
import { buildDiscount } from '../objects/subscription.ts';
import { getObject } from '../state.ts';
import { asObject, optBool, optInt, optString } from './params.ts';

export interface ItemChange {
  id: string | null;
  price: Stripe.Price | null;
  quantity: number | null;
  deleted: boolean;
}

export function readItems(ctx: Ctx, value: Param[]): ItemChange[] {
  return value.map((entry, index) => {
    const path = `items[${index}]`;
    const item = asObject(entry, path);
    for (const key of Object.keys(item))
      if (!['id', 'price', 'quantity', 'deleted', 'metadata'].includes(key))
        throw unknownParam(`${path}[${key}]`);
    const priceId = optString(item, 'price', `${path}[price]`);
    const price = priceId ? getObject(ctx.state, 'prices', priceId, `${path}[price]`) : null;
    if (price && !price.recurring)
      throw invalidParam(
        `${path}[price]`,
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
      );
    const quantity = optInt(item, 'quantity', `${path}[quantity]`) ?? null;
    if (quantity !== null && quantity < 0)
      throw invalidParam(`${path}[quantity]`, 'This value must be greater than or equal to 0.');
    return {
      id: optString(item, 'id', `${path}[id]`) ?? null,
      price,
      quantity,
      deleted: optBool(item, 'deleted', `${path}[deleted]`) ?? false,
    };
  });
}

/** Every price of a subscription bills in one currency. */
export function checkCurrency(price: Stripe.Price, currency: string, param: string): void {
  if (price.currency !== currency)
    throw invalidParam(
      param,
      `The price specified (${price.id}) uses currency \`${price.currency}\`, but this subscription uses \`${currency}\`. All prices on a subscription must use the same currency.`,
    );
}

/**
 * The discount ids the subscription will hold: kept ones (`{discount}`) and new ones from coupons
 * (`{coupon}`), built now. Validates everything before anything is stored.
 */
export function readDiscounts(
  ctx: Ctx,
  value: Param[] | '',
  subscription: {
    id: string;
    customer: string;
    currency: string;
    discounts: Array<string | Stripe.Discount>;
  },
): { ids: string[]; created: Stripe.Discount[] } {
  if (value === '') return { ids: [], created: [] };
  const current = subscription.discounts.map((d) => (typeof d === 'string' ? d : d.id));
  const ids: string[] = [];
  const created: Stripe.Discount[] = [];
  value.forEach((entry, index) => {
    const path = `discounts[${index}]`;
    const spec = asObject(entry, path);
    for (const key of Object.keys(spec))
      if (!['coupon', 'discount'].includes(key)) throw unknownParam(`${path}[${key}]`);
    const couponId = optString(spec, 'coupon', `${path}[coupon]`);
    const discountId = optString(spec, 'discount', `${path}[discount]`);
    if (discountId) {
      if (!current.includes(discountId))
        throw invalidParam(
          `${path}[discount]`,
          `The discount ${discountId} is not applied to this subscription.`,
        );
      ids.push(discountId);
      return;
    }
    if (!couponId) throw invalidParam(path, 'Each discount needs a coupon or a discount.');
    const coupon = getObject(ctx.state, 'coupons', couponId, `${path}[coupon]`);
    if (!coupon.valid) throw invalidParam(`${path}[coupon]`, `Coupon ${couponId} is no longer valid.`);
    if (coupon.amount_off !== null && coupon.currency !== subscription.currency)
      throw invalidParam(
        `${path}[coupon]`,
        `The coupon ${coupon.id} is in ${coupon.currency}, which does not match the subscription's currency (${subscription.currency}).`,
      );
    const discount = buildDiscount({
      coupon,
      customer: subscription.customer,
      subscription: subscription.id,
      start: ctx.state.now,
    });
    created.push(discount);
    ids.push(discount.id);
  });
  return { ids, created };
}

/** Stores the discounts read by readDiscounts and counts the coupons' redemptions. */
export function storeDiscounts(ctx: Ctx, created: Stripe.Discount[]): void {
  for (const discount of created) {
    ctx.state.discounts.set(discount.id, discount);
    const coupon = discount.source.coupon;
    if (coupon && typeof coupon !== 'string') {
      const stored = ctx.state.coupons.get(coupon.id);
      if (stored) stored.times_redeemed += 1;
    }
  }
}

const PAUSE_BEHAVIORS = ['keep_as_draft', 'mark_uncollectible', 'void'] as const;

export function readPauseCollection(
  ctx: Ctx,
  value: Param | undefined,
): Stripe.Subscription.PauseCollection | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const spec = asObject(value, 'pause_collection');
  for (const key of Object.keys(spec))
    if (!['behavior', 'resumes_at'].includes(key)) throw unknownParam(`pause_collection[${key}]`);
  const behavior = optString(spec, 'behavior', 'pause_collection[behavior]');
  if (!behavior || !(PAUSE_BEHAVIORS as readonly string[]).includes(behavior))
    throw invalidParam(
      'pause_collection[behavior]',
      `Invalid pause_collection[behavior]: must be one of ${PAUSE_BEHAVIORS.join(', ')}`,
    );
  const resumesAt = optInt(spec, 'resumes_at', 'pause_collection[resumes_at]') ?? null;
  if (resumesAt !== null && resumesAt <= ctx.state.now)
    throw invalidParam('pause_collection[resumes_at]', 'pause_collection[resumes_at] must be in the future.');
  return { behavior: behavior as Stripe.Subscription.PauseCollection.Behavior, resumes_at: resumesAt };
}

/** `trial_end`: 'now' or a future unix time. */
export function readTrialEnd(ctx: Ctx, value: Param | undefined): 'now' | number | undefined {
  if (value === undefined) return undefined;
  if (value === 'now') return 'now';
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) <= ctx.state.now)
    throw invalidParam('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
  return Number(value);
}

/** The customer's attached payment method to charge this subscription's invoices to. */
export function readDefaultPaymentMethod(
  ctx: Ctx,
  value: string | undefined,
  customer: string,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const method = getObject(ctx.state, 'paymentMethods', value, 'default_payment_method');
  if (method.customer !== customer)
    throw invalidParam(
      'default_payment_method',
      `The customer does not have a payment method with the ID ${value}. The payment method must be attached to the customer.`,
      'resource_missing',
    );
  return method.id;
}
