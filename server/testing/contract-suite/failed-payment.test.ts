/**
 * The failed-payment wall's calls (docs/api.md: stripe/failed-payments, GET and POST embed/billing;
 * mocks/README.md "Behaviour"): the open failed invoices, a setup intent, and the card update that pays
 * them — a declined card is 402 and changes nothing.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import {
  CustomerAnswerSchema,
  FailedInvoiceSchema,
  FailedInvoicesAnswerSchema,
  PaymentAnswerSchema,
  SetupIntentAnswerSchema,
} from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';

const DECLINED_CARD = 'pm_card_chargeDeclined';
const GOOD_CARD = 'pm_card_visa';

describeContract('failed payments and card update', ({ api, seed }) => {
  const seededInvoices = (customerId: string) =>
    (seed.customers.find((record) => record.customer.id === customerId)?.failedInvoices ?? []).map(
      (invoice) => v.parse(FailedInvoiceSchema, invoice),
    );

  it("lists the customer's open failed invoices", async () => {
    const customer = seeded('pastDueReader');
    const reply = await api.call('failedPayments', { as: customer });
    expect(expectAnswer(reply, FailedInvoicesAnswerSchema)).toEqual(seededInvoices(customer.customerId));
  });

  it('answers an empty list for a customer whose payments went through', async () => {
    const reply = await api.call('failedPayments', { as: seeded('reader') });
    expect(expectAnswer(reply, FailedInvoicesAnswerSchema)).toEqual([]);
  });

  it('answers a setup intent with a client secret for the card form', async () => {
    const reply = await api.call('setupIntent', { as: seeded('pastDueReader') });
    expect(expectAnswer(reply, SetupIntentAnswerSchema).client_secret.length).toBeGreaterThan(0);
  });

  it('answers 402 { message } to a declined card and leaves the invoices open', async () => {
    const customer = seeded('payDeclined');
    const body = { paymentMethodId: DECLINED_CARD, failedPaymentWall: true };
    expectError(await api.call('updateBilling', { as: customer, body }), 402);
    const open = expectAnswer(await api.call('failedPayments', { as: customer }), FailedInvoicesAnswerSchema);
    expect(open).toHaveLength(seededInvoices(customer.customerId).length);
  });

  it('pays the open invoices with a good card, keeps it on file and ends the delinquency', async () => {
    const customer = seeded('payGood');
    const invoices = seededInvoices(customer.customerId);
    const body = { paymentMethodId: GOOD_CARD, failedPaymentWall: true };
    const payment = expectAnswer(
      await api.call('updateBilling', { as: customer, body }),
      PaymentAnswerSchema,
    );
    expect(invoices.map((invoice) => invoice.id)).toContain(payment.invoice);
    expect(payment.amountPaid).toBe(invoices.reduce((sum, invoice) => sum + invoice.amountDue, 0));
    expect(payment.currency).toBe('usd');
    expect(payment.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(
      expectAnswer(await api.call('failedPayments', { as: customer }), FailedInvoicesAnswerSchema),
    ).toEqual([]);
    const after = expectAnswer(await api.call('customer', { as: customer }), CustomerAnswerSchema);
    expect(after.primaryInvoiceCard).toEqual({ brand: 'visa', last4: '4242' });
    expect(after.subscriptions.data[0]?.status).toBe('active');
  });
});
