/**
 * The failed-payment wall at Stripe: open invoices with failed attempts and the card each met, a SetupIntent
 * for the card form, and the card update — attach, make it the invoices' default, pay every open invoice
 * with it — one keyed Stripe write per step, so a repeat replays at Stripe.
 */
import type Stripe from 'stripe';
import type { FailedInvoice } from '../../../contract/schemas/index.ts';
import type { BillingCustomer, ChangeOptions, PaymentResult } from '../billing-provider.ts';
import { mapCard, mapFailedInvoice } from './map-customer.ts';
import { stripeKey, translated } from './stripe-calls.ts';

export async function listFailedInvoices(stripe: Stripe, target: BillingCustomer): Promise<FailedInvoice[]> {
  const invoices = await stripe.invoices.list({
    customer: target.customerId,
    status: 'open',
    expand: ['data.payments.data.payment.payment_intent'],
  });
  return invoices.data.filter((invoice) => invoice.attempt_count > 0).map(mapFailedInvoice);
}

export async function createSetupIntent(
  stripe: Stripe,
  target: BillingCustomer,
  options: ChangeOptions,
): Promise<{ clientSecret: string }> {
  const intent = await translated(() =>
    stripe.setupIntents.create(
      { customer: target.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
      stripeKey(options, 'setup-intent'),
    ),
  );
  if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
  return { clientSecret: intent.client_secret };
}

/** Subscriptions that still bill: a canceled or expired one takes no card. */
const BILLING_STATUSES = new Set(['active', 'past_due', 'unpaid', 'trialing', 'incomplete', 'paused']);

/**
 * Stores the card and pays the open invoices with it. A declined card stops at the step that met it
 * (BillingError 'declined' with Stripe's message); a past-due subscription returns to active at Stripe
 * once nothing is left open. A subscription with a card of its own (Stripe Checkout sets one) is charged to
 * that card, not the customer's default, so it gets the new card too: else the next renewal fails again on
 * the card the customer just replaced.
 */
export async function updateCard(
  stripe: Stripe,
  target: BillingCustomer,
  paymentMethodId: string,
  options: ChangeOptions,
): Promise<PaymentResult> {
  const method = await translated(() =>
    stripe.paymentMethods.attach(
      paymentMethodId,
      { customer: target.customerId },
      stripeKey(options, 'attach'),
    ),
  );
  await translated(() =>
    stripe.customers.update(
      target.customerId,
      { invoice_settings: { default_payment_method: method.id } },
      stripeKey(options, 'default'),
    ),
  );
  const subscriptions = await stripe.subscriptions.list({ customer: target.customerId, status: 'all' });
  for (const subscription of subscriptions.data) {
    const own = subscription.default_payment_method;
    const ownId = typeof own === 'string' ? own : (own?.id ?? null);
    if (ownId === null || ownId === method.id || !BILLING_STATUSES.has(subscription.status)) continue;
    await translated(() =>
      stripe.subscriptions.update(
        subscription.id,
        { default_payment_method: method.id },
        stripeKey(options, `default:${subscription.id}`),
      ),
    );
  }
  const open = await stripe.invoices.list({ customer: target.customerId, status: 'open' });
  let amountPaid = 0;
  let last: string | null = null;
  let currency = open.data[0]?.currency ?? 'usd';
  for (const invoice of open.data) {
    const paid = await translated(() =>
      stripe.invoices.pay(invoice.id, { payment_method: method.id }, stripeKey(options, `pay:${invoice.id}`)),
    );
    amountPaid += paid.amount_paid;
    last = paid.id;
    currency = paid.currency;
  }
  return { invoice: last, amountPaid, currency, card: mapCard(method) ?? { brand: null, last4: null } };
}
