/**
 * A subscription's invoices: drawn up for a period (its items, its pending prorations, less its discounts
 * in force, a `once` coupon spent on the first), and paid — or not — with a card.
 */
import type Stripe from 'stripe';
import { type Ctx, changedFields, snapshot } from '../engine.ts';
import { invalidState } from '../errors.ts';
import { buildInvoice, buildInvoicePayment, buildPaymentIntent, type LineInput } from '../objects/invoice.ts';
import { getObject } from '../state.ts';
import { chargeDecline, type Decline } from '../test-cards.ts';
import { couponOf, discountAmounts, discountsInForce } from './amounts.ts';
import { cardOf } from './cards.ts';

function idOf(ref: string | { id: string } | null): string | null {
  return ref === null ? null : typeof ref === 'string' ? ref : ref.id;
}

export function subscriptionOfInvoice(ctx: Ctx, invoice: Stripe.Invoice): Stripe.Subscription | null {
  const ref = invoice.parent?.subscription_details?.subscription ?? null;
  const id = idOf(ref);
  return id ? (ctx.state.subscriptions.get(id) ?? null) : null;
}

export interface InvoiceOptions {
  reason: Stripe.Invoice.BillingReason;
  period: { start: number; end: number };
  /** Bill the items for the period (false: only prorations and `extraLines`). */
  includeItems: boolean;
  extraLines?: LineInput[];
}

export function invoiceSubscription(
  ctx: Ctx,
  subscription: Stripe.Subscription,
  options: InvoiceOptions,
): Stripe.Invoice {
  const { state } = ctx;
  const customer = getObject(state, 'customers', idOf(subscription.customer) ?? '');
  const itemLines: LineInput[] = options.includeItems
    ? subscription.items.data.map((item) => ({
        description: `${item.quantity ?? 1} × ${productName(ctx, item.price)} (at ${item.price.unit_amount} ${item.price.currency} / ${item.price.recurring?.interval})`,
        amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
        period: options.period,
        price: item.price,
        quantity: item.quantity ?? 1,
        subscriptionItem: item.id,
      }))
    : [];
  const pending = (state.pendingLines.get(subscription.id) ?? []).map((line) => ({
    ...line,
    proration: true,
  }));
  state.pendingLines.delete(subscription.id);
  const lines = [...itemLines, ...pending, ...(options.extraLines ?? [])];
  const discountable = itemLines.reduce((sum, line) => sum + line.amount, 0);
  const inForce = discountsInForce(state, subscription, options.period.start);
  const discounts = discountAmounts(state, inForce, discountable, subscription.currency);
  const invoice = buildInvoice({
    customer,
    subscription: subscription.id,
    currency: subscription.currency,
    lines,
    discounts,
    billingReason: options.reason,
    period: options.period,
    now: state.now,
  });
  state.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  spendOnceCoupons(ctx, subscription, inForce);
  // An ended discount leaves the subscription, as at Stripe.
  subscription.discounts = subscription.discounts.filter((d) => {
    const end = ctx.state.discounts.get(typeof d === 'string' ? d : d.id)?.end ?? null;
    return end === null || end > options.period.start;
  });
  ctx.emit('invoice.created', invoice);
  ctx.emit('invoice.finalized', invoice);
  if (invoice.amount_due > 0) {
    const intent = buildPaymentIntent(invoice, state.now);
    state.paymentIntents.set(intent.id, intent);
    const payment = buildInvoicePayment(invoice, intent.id, state.now);
    state.invoicePayments.set(payment.id, payment);
  } else {
    markPaid(ctx, invoice);
  }
  return invoice;
}

function productName(ctx: Ctx, price: Stripe.Price): string {
  const id = idOf(price.product as string | { id: string });
  return (id && ctx.state.products.get(id)?.name) || 'Subscription';
}

/** A `once` coupon's discount ends with the first invoice it reduced. */
function spendOnceCoupons(ctx: Ctx, subscription: Stripe.Subscription, used: Stripe.Discount[]): void {
  const spent = new Set(used.filter((d) => couponOf(ctx.state, d)?.duration === 'once').map((d) => d.id));
  if (spent.size === 0) return;
  subscription.discounts = subscription.discounts.filter((d) => !spent.has(typeof d === 'string' ? d : d.id));
}

function markPaid(ctx: Ctx, invoice: Stripe.Invoice): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = ctx.state.now;
  invoice.next_payment_attempt = null;
  ctx.emit('invoice.paid', invoice);
  ctx.emit('invoice.payment_succeeded', invoice);
}

function paymentsOf(
  ctx: Ctx,
  invoice: Stripe.Invoice,
): { payment: Stripe.InvoicePayment; intent: Stripe.PaymentIntent }[] {
  const out: { payment: Stripe.InvoicePayment; intent: Stripe.PaymentIntent }[] = [];
  for (const payment of ctx.state.invoicePayments.values()) {
    if (payment.invoice !== invoice.id) continue;
    const intent = ctx.state.paymentIntents.get(idOf(payment.payment.payment_intent ?? null) ?? '');
    if (intent) out.push({ payment, intent });
  }
  return out;
}

/**
 * One payment attempt. Stripe counts the first attempt of any kind, then only automatic retries
 * (`attempt_count`); a declined attempt leaves the invoice open and the subscription past due, a paid one
 * returns a past-due subscription with nothing else open to active.
 */
export function attemptPayment(
  ctx: Ctx,
  invoice: Stripe.Invoice,
  paymentMethod: Stripe.PaymentMethod | null,
  mode: 'automatic' | 'manual',
  /** False while the subscription is being created: its `created` event tells its first status. */
  announce = true,
): Decline | null {
  if (invoice.status !== 'open')
    throw invalidState(`Invoice is already ${invoice.status}.`, 'invoice_not_open');
  const subscription = subscriptionOfInvoice(ctx, invoice);
  const before = subscription ? snapshot(subscription) : null;
  invoice.attempt_count =
    mode === 'automatic' ? invoice.attempt_count + 1 : Math.max(1, invoice.attempt_count);
  invoice.attempted = true;
  const decline: Decline | null = paymentMethod
    ? chargeDecline(cardOf(ctx, paymentMethod.id))
    : { code: 'missing', declineCode: 'missing', message: 'The customer has no default payment method.' };
  for (const { payment, intent } of paymentsOf(ctx, invoice)) {
    intent.payment_method = paymentMethod?.id ?? null;
    if (decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: decline.code,
        decline_code: decline.declineCode,
        message: decline.message,
        ...(paymentMethod ? { payment_method: snapshot(paymentMethod) } : {}),
      };
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      payment.status = 'paid';
      payment.amount_paid = invoice.amount_due;
      payment.status_transitions.paid_at = ctx.state.now;
    }
  }
  if (decline) {
    ctx.emit('invoice.payment_failed', invoice);
    if (subscription && (subscription.status === 'active' || subscription.status === 'trialing'))
      subscription.status = 'past_due';
  } else {
    markPaid(ctx, invoice);
    if (subscription && ['past_due', 'unpaid', 'incomplete'].includes(subscription.status)) {
      const stillOpen = [...ctx.state.invoices.values()].some(
        (other) => other.status === 'open' && subscriptionOfInvoice(ctx, other)?.id === subscription.id,
      );
      if (!stillOpen) subscription.status = 'active';
    }
  }
  if (announce && subscription && before && subscription.status !== before.status)
    ctx.emit('customer.subscription.updated', subscription, changedFields(before, subscription));
  return decline;
}
