import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CustomerAnswerSchema,
  FailedInvoicesAnswerSchema,
  PaymentAnswerSchema,
} from '../../contract/schemas/index.ts';
import { call, createTestBackend, org } from '../testing/call.ts';
import type { MockBackend } from './backend.ts';
import { MESSAGES } from './messages.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

async function act(action: string, as: string, body: unknown) {
  return call(backend, org(`stripe/${action}`), { method: 'POST', as, body });
}

describe('failed-payment wall calls (spec §7 failed-payments, embed/billing)', () => {
  it('failed-payments lists the customer’s failed invoices', async () => {
    const response = await act('failed-payments', 'cus_pastdue', undefined);
    const invoices = v.parse(FailedInvoicesAnswerSchema, response.body);
    expect(invoices.map((invoice) => invoice.id)).toEqual(['in_failed_1', 'in_failed_2']);
    expect(
      v.parse(FailedInvoicesAnswerSchema, (await act('failed-payments', 'cus_active', undefined)).body),
    ).toEqual([]);
  });

  it('GET embed/billing answers a setup intent client secret', async () => {
    const response = await call(backend, org('embed/billing'), { as: 'cus_pastdue' });
    expect(response.body).toEqual({ client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/) });
  });

  it('POST embed/billing pays the failed invoices with the card and records it', async () => {
    const body = { paymentMethodId: 'pm_card_mastercard', failedPaymentWall: true };
    const response = await call(backend, org('embed/billing'), { method: 'POST', as: 'cus_pastdue', body });
    expect(v.parse(PaymentAnswerSchema, response.body)).toEqual({
      invoice: 'in_failed_1',
      amountPaid: 5800,
      currency: 'usd',
      card: { brand: 'mastercard', last4: '4444' },
    });
    const customer = v.parse(
      CustomerAnswerSchema,
      (await call(backend, org('embed/customer'), { as: 'cus_pastdue' })).body,
    );
    expect(customer.primaryInvoiceCard).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(customer.subscriptions.data[0]?.status).toBe('active');
    expect((await act('failed-payments', 'cus_pastdue', undefined)).body).toEqual([]);
  });

  it('a declined test card answers 402 and pays nothing', async () => {
    const body = { paymentMethodId: 'pm_card_chargeDeclined', failedPaymentWall: true };
    const response = await call(backend, org('embed/billing'), { method: 'POST', as: 'cus_pastdue', body });
    expect(response).toMatchObject({ status: 402, body: { message: MESSAGES.cardDeclined } });
    expect(
      v.parse(FailedInvoicesAnswerSchema, (await act('failed-payments', 'cus_pastdue', undefined)).body),
    ).toHaveLength(2);
  });
});
