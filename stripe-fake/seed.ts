/**
 * Seeding in one call (the control API's POST /__fake/seed): products, prices, coupons, customers (with a
 * card on file from a test token), subscriptions in any state (active, trialing, past due, paused, set to
 * cancel, with discounts) and invoices (open with failed attempts on a declining card, or paid). Seeded
 * objects take the ids given (so fixtures and the demo can name them) and raise no events.
 */
import type Stripe from 'stripe';
import { createCoupon, createPrice, createProduct } from './api/catalog.ts';
import { resolvePaymentMethod } from './billing/cards.ts';
import { periodEndAfter } from './billing/periods.ts';
import { type Ctx, snapshot } from './engine.ts';
import type { ParamObject } from './form-params.ts';
import { buildCustomer } from './objects/customer.ts';
import { buildInvoice, buildInvoicePayment, buildPaymentIntent } from './objects/invoice.ts';
import { buildDiscount, buildSubscription } from './objects/subscription.ts';
import { getObject } from './state.ts';
import { chargeDecline, DECLINES } from './test-cards.ts';

export interface FakeSeed {
  products?: { id?: string; name: string }[];
  prices?: {
    id?: string;
    product: string;
    unit_amount: number;
    currency: string;
    recurring: { interval: Stripe.Price.Recurring.Interval; interval_count?: number };
    nickname?: string;
  }[];
  coupons?: {
    id: string;
    name?: string;
    percent_off?: number;
    amount_off?: number;
    currency?: string;
    duration: Stripe.Coupon.Duration;
    duration_in_months?: number;
  }[];
  customers?: {
    id?: string;
    email?: string;
    name?: string;
    metadata?: Record<string, string>;
    /** A test token (`pm_card_visa`, …): attached and made the default for invoices. */
    payment_method?: string;
  }[];
  subscriptions?: {
    id?: string;
    customer: string;
    items: { price: string; quantity?: number }[];
    status?: Stripe.Subscription.Status;
    current_period_start?: number;
    current_period_end?: number;
    start_date?: number;
    trial_end?: number;
    cancel_at_period_end?: boolean;
    pause_collection?: { behavior: Stripe.Subscription.PauseCollection.Behavior; resumes_at?: number };
    discounts?: { coupon: string }[];
    metadata?: Record<string, string>;
  }[];
  invoices?: {
    id?: string;
    customer: string;
    subscription?: string;
    amount_due: number;
    currency?: string;
    status?: 'open' | 'paid';
    attempt_count?: number;
    due_date?: number;
    /** The test token of the card the failed attempts were made with. */
    payment_method?: string;
  }[];
}

export interface SeedResult {
  customers: string[];
  subscriptions: string[];
  invoices: string[];
  prices: string[];
}

/** A params object in form shape, so seeding goes through the same checks the API runs. */
function form(value: Record<string, unknown>): ParamObject {
  const out: ParamObject = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    out[key] = entry && typeof entry === 'object' ? form(entry as Record<string, unknown>) : String(entry);
  }
  return out;
}

function seedSubscription(
  ctx: Ctx,
  input: NonNullable<FakeSeed['subscriptions']>[number],
): Stripe.Subscription {
  const { state } = ctx;
  const customer = getObject(state, 'customers', input.customer, 'customer');
  const items = input.items.map((item) => ({
    price: getObject(state, 'prices', item.price, 'items[][price]'),
    quantity: item.quantity ?? 1,
  }));
  const recurring = items[0]?.price.recurring;
  if (!recurring) throw new Error('A seeded subscription needs a recurring price');
  const start = input.current_period_start ?? state.now;
  const trialing =
    input.status === 'trialing' || (input.trial_end !== undefined && input.status === undefined);
  const end =
    input.current_period_end ??
    (trialing && input.trial_end ? input.trial_end : periodEndAfter(start, start, recurring));
  const subscription = buildSubscription({
    id: input.id,
    customer: customer.id,
    items,
    status: input.status ?? (trialing ? 'trialing' : 'active'),
    periodStart: start,
    periodEnd: end,
    startDate: input.start_date ?? start,
    trialStart: trialing ? start : null,
    trialEnd: input.trial_end ?? null,
    metadata: input.metadata,
    now: state.now,
  });
  if (input.cancel_at_period_end) {
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = end;
    subscription.canceled_at = state.now;
  }
  if (input.pause_collection)
    subscription.pause_collection = {
      behavior: input.pause_collection.behavior,
      resumes_at: input.pause_collection.resumes_at ?? null,
    };
  for (const { coupon } of input.discounts ?? []) {
    const discount = buildDiscount({
      coupon: getObject(state, 'coupons', coupon, 'coupon'),
      customer: customer.id,
      subscription: subscription.id,
      start,
    });
    state.discounts.set(discount.id, discount);
    subscription.discounts.push(discount.id);
  }
  state.subscriptions.set(subscription.id, subscription);
  return subscription;
}

function seedInvoice(ctx: Ctx, input: NonNullable<FakeSeed['invoices']>[number]): Stripe.Invoice {
  const { state } = ctx;
  const customer = getObject(state, 'customers', input.customer, 'customer');
  const subscription = input.subscription
    ? getObject(state, 'subscriptions', input.subscription, 'subscription')
    : null;
  const currency = input.currency ?? subscription?.currency ?? 'usd';
  const period = {
    start: subscription?.items.data[0]?.current_period_start ?? state.now,
    end: subscription?.items.data[0]?.current_period_end ?? state.now,
  };
  const invoice = buildInvoice({
    id: input.id,
    customer,
    subscription: subscription?.id ?? null,
    currency,
    lines: [{ description: 'Subscription', amount: input.amount_due, period }],
    discounts: [],
    billingReason: subscription ? 'subscription_cycle' : 'manual',
    period,
    now: state.now,
  });
  invoice.due_date = input.due_date ?? null;
  invoice.attempt_count = input.attempt_count ?? 0;
  invoice.attempted = invoice.attempt_count > 0;
  state.invoices.set(invoice.id, invoice);
  if (subscription) subscription.latest_invoice = invoice.id;
  const intent = buildPaymentIntent(invoice, state.now);
  state.paymentIntents.set(intent.id, intent);
  const payment = buildInvoicePayment(invoice, intent.id, state.now);
  state.invoicePayments.set(payment.id, payment);
  if (input.status === 'paid') {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = state.now;
    intent.status = 'succeeded';
    payment.status = 'paid';
  } else if (input.payment_method && invoice.attempted) {
    const method = resolvePaymentMethod(ctx, input.payment_method);
    method.customer = customer.id;
    const card = state.cards.get(method.id);
    const decline = (card && chargeDecline(card)) ?? DECLINES.generic;
    intent.payment_method = method.id;
    intent.last_payment_error = {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      payment_method: snapshot(method),
    };
  }
  return invoice;
}

export function applySeed(ctx: Ctx, seed: FakeSeed): SeedResult {
  const { state } = ctx;
  for (const product of seed.products ?? []) createProduct(ctx, form(product));
  const prices = (seed.prices ?? []).map(({ id, ...price }) => createPrice(ctx, form(price), id).id);
  for (const coupon of seed.coupons ?? []) createCoupon(ctx, form(coupon));
  const customers = (seed.customers ?? []).map((input) => {
    const customer = buildCustomer({
      id: input.id,
      email: input.email,
      name: input.name,
      metadata: input.metadata,
      now: state.now,
    });
    state.customers.set(customer.id, customer);
    if (input.payment_method) {
      // Seeded cards go on file without the card check: a customer in arrears has a card that once worked.
      const method = resolvePaymentMethod(ctx, input.payment_method);
      method.customer = customer.id;
      customer.invoice_settings.default_payment_method = method.id;
    }
    return customer.id;
  });
  const subscriptions = (seed.subscriptions ?? []).map((input) => seedSubscription(ctx, input).id);
  const invoices = (seed.invoices ?? []).map((input) => seedInvoice(ctx, input).id);
  return { customers, subscriptions, invoices, prices };
}
