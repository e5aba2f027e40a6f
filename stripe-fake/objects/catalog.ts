/** Products, prices (and the legacy `plan` view of a price that subscription items still carry), coupons. */
import Stripe from 'stripe';
import { newId } from '../ids.ts';

export function buildProduct(input: { id?: string; name: string; now: number }): Stripe.Product {
  return {
    id: input.id ?? newId('product'),
    object: 'product',
    active: true,
    created: input.now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    tax_details: null,
    type: 'service',
    updated: input.now,
    url: null,
  };
}

export interface PriceInput {
  id?: string;
  product: string;
  unitAmount: number;
  currency: string;
  interval: Stripe.Price.Recurring.Interval;
  intervalCount: number;
  nickname?: string | null;
  now: number;
}

export function buildPrice(input: PriceInput): Stripe.Price {
  return {
    id: input.id ?? newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: input.now,
    currency: input.currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: {
      interval: input.interval,
      interval_count: input.intervalCount,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: input.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(input.unitAmount),
  };
}

/** The `plan` a subscription item still carries beside its `price` (Stripe's older name for the same). */
export function planOf(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring?.interval ?? 'month',
    interval_count: recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export interface CouponInput {
  id?: string;
  name?: string | null;
  percentOff?: number | null;
  amountOff?: number | null;
  currency?: string | null;
  duration: Stripe.Coupon.Duration;
  durationInMonths?: number | null;
  now: number;
}

export function buildCoupon(input: CouponInput): Stripe.Coupon {
  return {
    id: input.id ?? newId('coupon'),
    object: 'coupon',
    amount_off: input.amountOff ?? null,
    created: input.now,
    currency: input.currency ? input.currency.toLowerCase() : null,
    duration: input.duration,
    duration_in_months: input.duration === 'repeating' ? (input.durationInMonths ?? null) : null,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    name: input.name ?? null,
    percent_off: input.percentOff ?? null,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
}
