/**
 * Paying a customer's failed invoices with a new card, as a billing provider's test account does it (both
 * backends simulate it: the mock and the server's database-kept provider): Stripe's test payment methods
 * give their brand and last4, the declined ones fail, any other id is taken as a Visa ending 4242.
 */
import type { Card, Customer, FailedInvoice } from '../../contract/schemas/index.ts';
import { subscriptionPrice } from './subscription.ts';

/** Stripe's test payment methods; `null` is a declined card. */
export const TEST_PAYMENT_METHODS: Record<string, Card | null> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: null,
  pm_card_visa_chargeDeclined: null,
};
const FALLBACK_CARD: Card = { brand: 'visa', last4: '4242' };
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** Subscription statuses a successful payment ends. */
const DELINQUENT_STATUSES: readonly string[] = ['past_due', 'unpaid'];

/** What a customer's billing record holds for the failed-payment wall. */
export interface PayableRecord {
  customer: Customer;
  failedInvoices: FailedInvoice[];
  paidInvoices: FailedInvoice[];
}

export interface CardPayment {
  invoice: string | null;
  amountPaid: number;
  currency: string;
  card: Card;
}

/**
 * Records the card, pays every open failed invoice with it and brings delinquent subscriptions back to
 * active (mutating `record`), or answers the decline without changing anything.
 */
export function payFailedInvoices(
  record: PayableRecord,
  paymentMethodId: string,
): { ok: true; value: CardPayment } | { ok: false; message: string } {
  const known = Object.hasOwn(TEST_PAYMENT_METHODS, paymentMethodId)
    ? TEST_PAYMENT_METHODS[paymentMethodId]
    : undefined;
  if (known === null) return { ok: false, message: CARD_DECLINED_MESSAGE };
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
  return {
    ok: true,
    value: {
      invoice: paid[0]?.id ?? null,
      amountPaid: paid.reduce((sum, invoice) => sum + invoice.amountDue, 0),
      currency,
      card,
    },
  };
}
