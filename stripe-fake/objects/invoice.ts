/**
 * Invoices as today's API shapes them: the subscription under `parent.subscription_details`, payments as
 * `invoice_payment` objects (expand `payments`) each pointing at a PaymentIntent, whose
 * `last_payment_error` carries a decline and the card it met.
 */
import Stripe from 'stripe';
import { clientSecretFor, newId } from '../ids.ts';
import { listOf } from '../state.ts';

export interface LineInput {
  description: string;
  amount: number;
  period: { start: number; end: number };
  price?: Stripe.Price;
  quantity?: number;
  subscriptionItem?: string;
  proration?: boolean;
}

export interface InvoiceInput {
  id?: string;
  customer: Stripe.Customer;
  subscription: string | null;
  currency: string;
  lines: LineInput[];
  /** The discounts (by id) that reduced the total, with their amounts. */
  discounts: { discount: string; amount: number }[];
  billingReason: Stripe.Invoice.BillingReason;
  period: { start: number; end: number };
  now: number;
}

function buildLine(invoice: string, input: InvoiceInput, line: LineInput): Stripe.InvoiceLineItem {
  const product = line.price ? line.price.product : null;
  return {
    id: newId('lineItem'),
    object: 'line_item',
    amount: line.amount,
    currency: input.currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: line.subscriptionItem
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration ?? false,
            proration_details: { credited_items: null },
            subscription: input.subscription,
            subscription_item: line.subscriptionItem,
          },
          type: 'subscription_item_details',
        }
      : null,
    period: line.period,
    pretax_credit_amounts: [],
    pricing: line.price
      ? {
          price_details: {
            price: line.price.id,
            product: typeof product === 'string' ? product : (product?.id ?? ''),
          },
          type: 'price_details',
          unit_amount_decimal: line.price.unit_amount_decimal,
        }
      : null,
    quantity: line.quantity ?? 1,
    quantity_decimal: Stripe.Decimal.from(line.quantity ?? 1),
    subscription: input.subscription,
    subtotal: line.amount,
    taxes: [],
  };
}

/** A finalized invoice (open, or paid when nothing is due), before any payment attempt. */
export function buildInvoice(input: InvoiceInput): Stripe.Invoice {
  const id = input.id ?? newId('invoice');
  const lines = input.lines.map((line) => buildLine(id, input, line));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discounted = input.discounts.reduce((sum, d) => sum + d.amount, 0);
  const total = Math.max(0, subtotal - discounted);
  const nothingDue = total === 0;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Stripe fake',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: !nothingDue,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.now,
    currency: input.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: input.discounts.map((d) => d.discount),
    due_date: null,
    effective_at: input.now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.fake/${id}`,
    invoice_pdf: `https://invoice.stripe.fake/${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: listOf(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: input.subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: {}, subscription: input.subscription },
          type: 'subscription_details',
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.period.end,
    period_start: input.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: {
      finalized_at: input.now,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: input.discounts.map((d) => ({ amount: d.amount, discount: d.discount })),
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: input.now,
  };
}

export function buildPaymentIntent(invoice: Stripe.Invoice, now: number): Stripe.PaymentIntent {
  const id = newId('paymentIntent');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: invoice.amount_due,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecretFor(id),
    confirmation_method: 'automatic',
    created: now,
    currency: invoice.currency,
    customer: typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? null),
    customer_account: null,
    description: 'Subscription update',
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
}

export function buildInvoicePayment(
  invoice: Stripe.Invoice,
  paymentIntent: string,
  now: number,
): Stripe.InvoicePayment {
  return {
    id: newId('invoicePayment'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: paymentIntent, type: 'payment_intent' },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}
