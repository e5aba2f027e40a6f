/**
 * The failed-payment wall's calls (spec §7): the failed invoices, a setup intent for the card form, and the
 * card update that pays the open invoices.
 */
import type { Card } from '../../../contract/schemas/index.ts';
import { UpdateBillingRequestSchema } from '../../../contract/schemas/index.ts';
import { subscriptionPrice } from '../../../renderer/domain/subscription.ts';
import type { CallHandler } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { fail, ok, parsePayload } from '../responses.ts';
import { withCustomer } from './with-customer.ts';

/**
 * Stripe's test payment methods the simulator knows; `null` is a declined card. Any other id is taken as
 * a Visa ending 4242, as a test account would accept it.
 */
export const TEST_PAYMENT_METHODS: Record<string, Card | null> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: null,
  pm_card_visa_chargeDeclined: null,
};
const FALLBACK_CARD: Card = { brand: 'visa', last4: '4242' };

/** Subscription statuses a successful payment ends. */
const DELINQUENT_STATUSES: readonly string[] = ['past_due', 'unpaid'];

/** POST /api/orgs/{appId}/stripe/failed-payments: the customer's open failed invoices. */
export const postFailedPayments: CallHandler = withCustomer((_context, record) => ok(record.failedInvoices));

/** GET /api/orgs/{appId}/embed/billing: a setup intent whose client secret the card form confirms. */
export const getSetupIntent: CallHandler = withCustomer((context) => {
  const id = context.newId('seti');
  context.app.setupIntents.push(id);
  return ok({ client_secret: `${id}_secret_${context.newId('cs')}` });
});

/**
 * POST /api/orgs/{appId}/embed/billing: records the card, pays every open failed invoice with it and
 * brings delinquent subscriptions back to active. A declined test card answers 402.
 */
export const postUpdateBilling: CallHandler = withCustomer((context, record) => {
  const payload = parsePayload(UpdateBillingRequestSchema, context.body);
  if (!payload.ok) return payload.response;
  const { paymentMethodId } = payload.value;
  const known = Object.hasOwn(TEST_PAYMENT_METHODS, paymentMethodId)
    ? TEST_PAYMENT_METHODS[paymentMethodId]
    : undefined;
  if (known === null) return fail(402, MESSAGES.cardDeclined);
  const card = known ?? FALLBACK_CARD;
  const { customer } = record;
  const paid = record.failedInvoices;
  const firstSubscription = customer.subscriptions.data[0];
  const currency =
    paid[0]?.currency ??
    (firstSubscription ? subscriptionPrice(firstSubscription)?.currency : undefined) ??
    'usd';
  record.paidInvoices.push(...paid);
  record.failedInvoices = [];
  customer.primaryInvoiceCard = { ...card };
  for (const subscription of customer.subscriptions.data) {
    if (DELINQUENT_STATUSES.includes(subscription.status)) subscription.status = 'active';
  }
  return ok({
    invoice: paid[0]?.id ?? null,
    amountPaid: paid.reduce((sum, invoice) => sum + invoice.amountDue, 0),
    currency,
    card,
  });
});
