import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerSchema } from '../../contract/schemas/index.ts';
import { invoice } from './failed-payment.testing.ts';
import { CARD_SETUP_SUCCEEDED, cardBrandName, cardOnFile, cardSetupOutcome } from './failed-payment.ts';

const withCard = (brand: string | null, last4: string | null) =>
  invoice({ charge: { payment_method_details: { card: { brand, last4 } } } });

describe('A note about the card on file (brand and last4 if known)', () => {
  const customer = v.parse(CustomerSchema, {
    id: 'cus_1',
    primaryInvoiceCard: { brand: 'mastercard', last4: '4444' },
  });

  it("uses the card of the invoice's charge", () => {
    expect(cardOnFile([withCard('visa', '4242')], customer)).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('skips invoices without a known card and uses the next one', () => {
    expect(cardOnFile([invoice(), withCard(null, null), withCard('amex', '0005')], customer)).toEqual({
      brand: 'amex',
      last4: '0005',
    });
  });

  it("falls back to the customer's primary invoice card", () => {
    expect(cardOnFile([invoice()], customer)).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('knows a card with only its brand or only its last4', () => {
    expect(cardOnFile([withCard('visa', null)], null)).toEqual({ brand: 'visa', last4: null });
    expect(cardOnFile([withCard(null, '1881')], null)).toEqual({ brand: null, last4: '1881' });
  });

  it('is null when no card is known', () => {
    expect(cardOnFile([invoice()], v.parse(CustomerSchema, { id: 'cus_2' }))).toBeNull();
    expect(cardOnFile([], null)).toBeNull();
  });
});

describe('Card update succeeds only when the setup intent status is succeeded', () => {
  const attempt = (overrides: Partial<Parameters<typeof cardSetupOutcome>[0]> = {}) => ({
    status: CARD_SETUP_SUCCEEDED,
    paymentMethodId: 'pm_card_visa',
    error: null,
    ...overrides,
  });

  it('a succeeded setup intent with a payment method is a success carrying that payment method', () => {
    expect(cardSetupOutcome(attempt())).toEqual({ ok: true, paymentMethodId: 'pm_card_visa' });
  });

  it.each(['requires_action', 'processing', 'requires_payment_method', 'canceled'])(
    'status %s is a failure (no redirect can finish it)',
    (status) => {
      expect(cardSetupOutcome(attempt({ status }))).toMatchObject({ ok: false, reason: 'not-succeeded' });
    },
  );

  it("the provider's error (a declined card) is a failure that keeps its message and code", () => {
    const declined = attempt({
      status: null,
      paymentMethodId: null,
      error: { message: 'Your card was declined.', code: 'card_declined' },
    });
    expect(cardSetupOutcome(declined)).toEqual({
      ok: false,
      reason: 'provider-error',
      detail: 'Your card was declined. (card_declined)',
    });
  });

  it('an error wins even when a status came with it', () => {
    expect(cardSetupOutcome(attempt({ error: { message: 'network', code: null } }))).toMatchObject({
      ok: false,
      reason: 'provider-error',
    });
  });

  it('succeeded without a payment method cannot update the card', () => {
    expect(cardSetupOutcome(attempt({ paymentMethodId: null }))).toMatchObject({
      ok: false,
      reason: 'no-payment-method',
    });
  });
});

describe('The card on file: brand names as customers know them', () => {
  it('names the brands Stripe reports', () => {
    expect(['visa', 'mastercard', 'amex', 'VISA'].map(cardBrandName)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Visa',
    ]);
  });

  it('shows an unknown brand as it was sent', () => {
    expect(cardBrandName('Elo')).toBe('Elo');
  });
});
