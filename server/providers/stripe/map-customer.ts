/**
 * Today's Stripe API onto the contract's customer shape (contract/schemas/customer.ts): the billing period
 * from the subscription's items, the discount from `discounts[]` (the contract holds one: the first in
 * force), the card from the customer's invoice default, the pause from `pause_collection` plus what we
 * keep in metadata (when a pause starts, the soft pause's term end).
 */
import type Stripe from 'stripe';
import type { BillingInterval } from '../../../contract/schemas/common.ts';
import { PAUSE_BEHAVIORS } from '../../../contract/schemas/customer.ts';
import type {
  Card,
  Coupon,
  Customer,
  Discount,
  FailedInvoice,
  Subscription,
} from '../../../contract/schemas/index.ts';

/** Metadata keys we keep on a Stripe subscription for what Stripe has no field for. */
export const META = {
  pauseDate: 'holdfast_pause_date',
  resumptionTermEnd: 'holdfast_resumption_term_end',
  pauseWallStartDate: 'pauseWallStartDate',
  trialExtended: 'holdfast_trial_extended',
  /** The `trial_end` we set to move a renewal (a soft pause, or its early resume: subscription-params.ts). */
  renewalMovedTo: 'holdfast_renewal_moved_to',
} as const;

const INTERVALS: Readonly<Record<Stripe.Price.Recurring.Interval, BillingInterval>> = {
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

function pauseBehavior(behavior: string): (typeof PAUSE_BEHAVIORS)[number] {
  return PAUSE_BEHAVIORS.find((known) => known === behavior) ?? 'void';
}

function couponDuration(duration: string): Coupon['duration'] {
  return duration === 'forever' || duration === 'repeating' ? duration : 'once';
}

function numberOr(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function mapCoupon(coupon: Stripe.Coupon): Coupon {
  return {
    id: coupon.id,
    name: coupon.name,
    percent_off: coupon.percent_off,
    amount_off: coupon.amount_off,
    duration: couponDuration(coupon.duration),
    duration_in_months: coupon.duration_in_months,
    maxRedemptions: coupon.max_redemptions,
    valid: coupon.valid,
    redeemBy: coupon.redeem_by,
    created: coupon.created,
    currency: coupon.currency,
  };
}

export function mapDiscount(discount: Stripe.Discount): Discount | null {
  const coupon = discount.source.coupon;
  if (!coupon || typeof coupon === 'string') return null;
  return { id: discount.id, coupon: mapCoupon(coupon), start: discount.start, end: discount.end };
}

export function mapCard(method: Stripe.PaymentMethod | string | null | undefined): Card | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** Expansions a subscription needs to map: its discounts (with coupons) and its prices' products. */
export const SUBSCRIPTION_EXPAND = ['discounts', 'items.data.price.product'] as const;

/** Whether the subscription's trial is the one we set to move its renewal (subscription-params.ts). */
function isMovedRenewal(subscription: Stripe.Subscription): boolean {
  const movedTo = numberOr(subscription.metadata[META.renewalMovedTo]);
  return movedTo !== null && subscription.trial_end === movedTo;
}

/**
 * When we moved the subscription's renewal by a trial: the renewal's time while that trial runs; null once
 * it has ended (Stripe then bills the next term) or when the trial is a real one.
 */
function renewalMovedTo(subscription: Stripe.Subscription): number | null {
  return isMovedRenewal(subscription) && subscription.status === 'trialing' ? subscription.trial_end : null;
}

/** The soft pause a subscription is in: its renewal moved to the resume date, with the term end we kept. */
export function softPauseOf(
  subscription: Stripe.Subscription,
): { resumesAt: number; termEnd: number } | null {
  const resumesAt = renewalMovedTo(subscription);
  const termEnd = numberOr(subscription.metadata[META.resumptionTermEnd]);
  return resumesAt !== null && termEnd !== null ? { resumesAt, termEnd } : null;
}

function pauseCollectionOf(subscription: Stripe.Subscription): Subscription['pause_collection'] {
  const soft = softPauseOf(subscription);
  if (soft) return { behavior: 'void', resumes_at: soft.resumesAt, resumption_term_end: soft.termEnd };
  const pause = subscription.pause_collection;
  if (!pause) return null;
  // A term end kept beside a moved renewal is that soft pause's, left behind when its trial ended: a pause
  // of collection set later (in Stripe's dashboard) is not soft. Without one, a term end marks a soft pause
  // kept the earlier way (pause_collection with the term end in metadata, as the demo's seed has them).
  const movedRenewal = subscription.metadata[META.renewalMovedTo];
  return {
    behavior: pauseBehavior(pause.behavior),
    resumes_at: pause.resumes_at,
    resumption_term_end: movedRenewal ? null : numberOr(subscription.metadata[META.resumptionTermEnd]),
  };
}

export function mapSubscription(subscription: Stripe.Subscription): Subscription {
  const first = subscription.items.data[0];
  const meta = subscription.metadata;
  // A moved renewal is a trial at Stripe (subscription-params.ts); the widget sees an active subscription,
  // paused while it is a soft pause, and never a trial (not even an ended one: Stripe keeps trial_end).
  const soft = renewalMovedTo(subscription) !== null;
  const ourTrial = isMovedRenewal(subscription);
  const pauseCollection = pauseCollectionOf(subscription);
  // Stripe drops a discount from the list when it ends; the contract holds one: the first.
  const discount = subscription.discounts.find((d): d is Stripe.Discount => typeof d !== 'string');
  return {
    id: subscription.id,
    status: soft ? 'active' : subscription.status,
    start_date: subscription.start_date,
    current_period_start: first?.current_period_start ?? subscription.start_date,
    current_period_end: first?.current_period_end ?? subscription.start_date,
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at,
    items: {
      data: subscription.items.data.map((item) => ({
        id: item.id,
        created: item.created,
        price: {
          id: item.price.id,
          active: item.price.active,
          unit_amount: item.price.unit_amount,
          amount: null,
          billing_scheme: item.price.billing_scheme,
          currency: item.price.currency,
          recurring: {
            interval: INTERVALS[item.price.recurring?.interval ?? 'month'] ?? 'MONTH',
            interval_count: item.price.recurring?.interval_count ?? 1,
          },
          product:
            typeof item.price.product === 'object' && !item.price.product.deleted
              ? { name: item.price.product.name }
              : null,
          nickname: item.price.nickname,
        },
        type: null,
        quantity: item.quantity ?? 1,
      })),
    },
    pause_collection: pauseCollection,
    trial_start: ourTrial ? null : subscription.trial_start,
    trial_end: ourTrial ? null : subscription.trial_end,
    discount: discount ? mapDiscount(discount) : null,
    metadata: { ...meta },
    pauseDate: pauseCollection ? numberOr(meta[META.pauseDate]) : null,
    resumptionPreview: resumptionPreview(subscription, pauseCollection?.resumes_at ?? null),
  };
}

/**
 * What the first invoice after a pause will ask (the pause wall's next charge): the items at their prices,
 * less the discount still in force when collection resumes. Computed from the subscription rather than
 * Stripe's invoice preview, which prices the next period as if it started now, not at `resumes_at`.
 */
export function resumptionPreview(
  subscription: Stripe.Subscription,
  resumesAt: number | null,
): Subscription['resumptionPreview'] {
  const first = subscription.items.data[0];
  if (!(subscription.pause_collection || softPauseOf(subscription)) || !first) return null;
  const gross = subscription.items.data.reduce(
    (sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    0,
  );
  const inForce = subscription.discounts
    .filter((d): d is Stripe.Discount => typeof d !== 'string')
    .map((d) => ({ end: d.end, coupon: d.source.coupon }))
    .find(
      (d) =>
        typeof d.coupon === 'object' &&
        d.coupon &&
        (d.end === null || (resumesAt !== null && d.end > resumesAt)),
    );
  const coupon = inForce && typeof inForce.coupon === 'object' ? inForce.coupon : null;
  let amountDue = gross;
  if (coupon?.percent_off) amountDue = Math.round(gross * (1 - coupon.percent_off / 100));
  else if (coupon?.amount_off) amountDue = Math.max(0, gross - coupon.amount_off);
  return { amountDue, currency: first.price.currency };
}

export function mapCustomer(customer: Stripe.Customer, subscriptions: Stripe.Subscription[]): Customer {
  return {
    id: customer.id,
    email: customer.email,
    name: customer.name ?? null,
    created: customer.created,
    discount: customer.discount ? mapDiscount(customer.discount) : null,
    stripeAccountId: null,
    metadata: { ...customer.metadata },
    subscriptions: { data: subscriptions.map(mapSubscription) },
    primaryInvoiceCard: mapCard(customer.invoice_settings.default_payment_method),
  };
}

/** An open invoice with failed attempts, with the card the last attempt met (from its PaymentIntent). */
export function mapFailedInvoice(invoice: Stripe.Invoice): FailedInvoice {
  const intent = invoice.payments?.data
    .map((payment) => payment.payment.payment_intent)
    .find((pi): pi is Stripe.PaymentIntent => !!pi && typeof pi !== 'string');
  const card = mapCard(intent?.last_payment_error?.payment_method ?? intent?.payment_method ?? null);
  return {
    id: invoice.id,
    attemptCount: invoice.attempt_count,
    dueDate: invoice.due_date ?? invoice.next_payment_attempt ?? invoice.created,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    charge: card ? { payment_method_details: { card } } : null,
  };
}
