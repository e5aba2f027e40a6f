/**
 * Subscriptions as today's API shapes them: the billing period on each item
 * (`items.data[].current_period_start/end`, not on the subscription), `discounts[]` (ids of discount
 * objects; never the legacy `discount`), `pause_collection`, `cancel_at_period_end`, `trial_end`.
 */
import type Stripe from 'stripe';
import { newId } from '../ids.ts';
import { listOf } from '../state.ts';
import { planOf } from './catalog.ts';

export interface ItemInput {
  id?: string;
  price: Stripe.Price;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  now: number;
}

export function buildItem(subscription: string, input: ItemInput): Stripe.SubscriptionItem {
  return {
    id: input.id ?? newId('subscriptionItem'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.now,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(input.price),
    price: input.price,
    quantity: input.quantity,
    subscription,
    tax_rates: [],
  };
}

export interface SubscriptionInput {
  id?: string;
  customer: string;
  items: Omit<ItemInput, 'periodStart' | 'periodEnd' | 'now'>[];
  status: Stripe.Subscription.Status;
  periodStart: number;
  periodEnd: number;
  startDate: number;
  trialStart?: number | null;
  trialEnd?: number | null;
  defaultPaymentMethod?: string | null;
  metadata?: Stripe.Metadata;
  now: number;
}

export function buildSubscription(input: SubscriptionInput): Stripe.Subscription {
  const id = input.id ?? newId('subscription');
  const items = input.items.map((item) =>
    buildItem(id, { ...item, periodStart: input.periodStart, periodEnd: input.periodEnd, now: input.now }),
  );
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.periodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.now,
    currency: items[0]?.price.currency ?? 'usd',
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod ?? null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: listOf(items, `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata ?? {},
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.startDate,
    status: input.status,
    test_clock: null,
    transfer_data: null,
    trial_end: input.trialEnd ?? null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: input.trialStart ?? null,
  };
}

/** The period every item shares (Stripe bills one subscription's items together in classic mode). */
export function periodOf(subscription: Stripe.Subscription): { start: number; end: number } {
  const first = subscription.items.data[0];
  return { start: first?.current_period_start ?? 0, end: first?.current_period_end ?? 0 };
}

export function setPeriod(subscription: Stripe.Subscription, start: number, end: number): void {
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

export function buildDiscount(input: {
  coupon: Stripe.Coupon;
  customer: string;
  subscription: string | null;
  start: number;
}): Stripe.Discount {
  const { coupon } = input;
  const end =
    coupon.duration === 'repeating' && coupon.duration_in_months
      ? addMonthsSeconds(input.start, coupon.duration_in_months)
      : null;
  return {
    id: newId('discount'),
    object: 'discount',
    checkout_session: null,
    customer: input.customer,
    customer_account: null,
    end,
    invoice: null,
    invoice_item: null,
    promotion_code: null,
    source: { coupon, type: 'coupon' },
    start: input.start,
    subscription: input.subscription,
    subscription_item: null,
  };
}

/** Calendar months later, the day clamped to the month's end (Jan 31 + 1 month = Feb 28/29), UTC. */
export function addMonthsSeconds(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
