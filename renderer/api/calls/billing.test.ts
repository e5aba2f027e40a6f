import { describe, expect, it } from 'vitest';
import { fakeApiClient, jsonResponse, sentRequest } from '../api.testing.ts';
import {
  SAMPLE_FAILED_INVOICES,
  SAMPLE_PAYMENT_ANSWER,
  SAMPLE_SETUP_INTENT,
} from '../sample-answers.testing.ts';

function setup(answer: unknown) {
  const { client, fetch } = fakeApiClient({ answer: () => jsonResponse(answer) });
  return { client, sent: () => sentRequest(fetch.mock.calls[0]!) };
}

describe('failed-payment wall calls', () => {
  it('lists failed invoices, with the card on file', async () => {
    const { client, sent } = setup(SAMPLE_FAILED_INVOICES);
    const invoices = await client.getFailedPayments();
    expect(sent().rawBody).toBeUndefined();
    expect(invoices[0]).toMatchObject({ id: 'in_1', attemptCount: 2 });
    expect(invoices[0]?.charge?.payment_method_details?.card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('rejects an invoice list that is not a list', async () => {
    const { client } = setup({ data: SAMPLE_FAILED_INVOICES });
    await expect(client.getFailedPayments()).rejects.toMatchObject({
      kind: 'malformed',
      call: 'failedPayments',
    });
  });

  it('fetches the setup intent client_secret', async () => {
    const { client, sent } = setup(SAMPLE_SETUP_INTENT);
    await expect(client.getSetupIntent()).resolves.toEqual({ client_secret: 'seti_123_secret_456' });
    expect(sent().method).toBe('GET');
  });

  it('rejects a setup intent without a client_secret', async () => {
    const { client } = setup({ client_secret: '' });
    await expect(client.getSetupIntent()).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('client_secret'),
    });
  });

  it('sends the payment method id and the wall flag, and answers the payment', async () => {
    const { client, sent } = setup(SAMPLE_PAYMENT_ANSWER);
    const payment = await client.updateBilling(
      { paymentMethodId: 'pm_card_visa', failedPaymentWall: true },
      { idempotencyKey: 'card-update-1' },
    );
    expect(sent().body).toEqual({ paymentMethodId: 'pm_card_visa', failedPaymentWall: true });
    expect(payment).toEqual({
      invoice: 'in_1',
      amountPaid: 2900,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
    });
  });
});
