import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CustomerSchema,
  type FailedInvoiceInput,
  FailedInvoiceSchema,
  PROVIDERS,
} from '../api/schemas/index.ts';
import {
  amountDue,
  CARD_SETUP_SUCCEEDED,
  canExitFailedPaymentWall,
  cardBrandName,
  cardOnFile,
  cardSetupOutcome,
  failedPaymentWallDecision,
  isFailedPaymentCancelVisible,
  isInvoiceWithinGrace,
  isWithinGracePeriod,
  relevantInvoices,
  shouldShowFailedPaymentWall,
} from './failed-payment.ts';
import { FAILED_PAYMENT_WALL_STATES } from './wall-states.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 86_400;
const nowSecs = NOW.getTime() / 1000;

function invoice(overrides: Partial<FailedInvoiceInput> = {}) {
  return v.parse(FailedInvoiceSchema, {
    id: 'in_1',
    attemptCount: 1,
    dueDate: nowSecs - 3 * DAY,
    ...overrides,
  });
}

const withCard = (brand: string | null, last4: string | null) =>
  invoice({ charge: { payment_method_details: { card: { brand, last4 } } } });

describe('Failed-payment wall: when configured, invoices without any attempt are ignored', () => {
  const attempted = invoice({ id: 'in_a', attemptCount: 2 });
  const never = invoice({ id: 'in_n', attemptCount: 0 });

  it('ignores never-attempted invoices when configured', () => {
    expect(
      relevantInvoices([attempted, never], { ignoreUnattemptedInvoices: true }).map((i) => i.id),
    ).toEqual(['in_a']);
  });

  it('keeps every invoice otherwise', () => {
    expect(relevantInvoices([attempted, never], { ignoreUnattemptedInvoices: false })).toHaveLength(2);
  });

  it('does not show the wall when only never-attempted invoices remain and they are ignored', () => {
    expect(shouldShowFailedPaymentWall([never], 'STRIPE', { ignoreUnattemptedInvoices: true })).toBe(false);
    expect(shouldShowFailedPaymentWall([never], 'STRIPE', { ignoreUnattemptedInvoices: false })).toBe(true);
  });

  it('does not show the wall without failed invoices', () => {
    expect(shouldShowFailedPaymentWall([], 'STRIPE', { ignoreUnattemptedInvoices: false })).toBe(false);
  });
});

describe('Failed-payment wall works for STRIPE only', () => {
  it('shows for STRIPE and for no other provider', () => {
    const shown = PROVIDERS.filter((p) =>
      shouldShowFailedPaymentWall([invoice()], p, { ignoreUnattemptedInvoices: false }),
    );
    expect(shown).toEqual(['STRIPE']);
  });
});

describe('An invoice is within grace if its due date is after now minus gracePeriodDays', () => {
  it('grace period default 0 days: only an invoice not yet due is within grace', () => {
    expect(isInvoiceWithinGrace(invoice({ dueDate: nowSecs + 60 }), undefined, NOW)).toBe(true);
    expect(isInvoiceWithinGrace(invoice({ dueDate: nowSecs - 60 }), undefined, NOW)).toBe(false);
  });

  it('is not within grace exactly at the boundary ("after")', () => {
    expect(isInvoiceWithinGrace(invoice({ dueDate: nowSecs - 7 * DAY }), 7, NOW)).toBe(false);
    expect(isInvoiceWithinGrace(invoice({ dueDate: nowSecs - 7 * DAY + 1 }), 7, NOW)).toBe(true);
  });

  it('an invoice due 3 days ago is within a 7-day grace period, not a 2-day one', () => {
    expect(isInvoiceWithinGrace(invoice(), 7, NOW)).toBe(true);
    expect(isInvoiceWithinGrace(invoice(), 2, NOW)).toBe(false);
  });

  it('treats a negative or non-number grace period as the default 0', () => {
    expect(isInvoiceWithinGrace(invoice(), -10, NOW)).toBe(false);
    expect(isInvoiceWithinGrace(invoice(), Number.NaN, NOW)).toBe(false);
    expect(isInvoiceWithinGrace(invoice({ dueDate: nowSecs + 1 }), null, NOW)).toBe(true);
  });

  it('an invoice without a due date is not within grace', () => {
    expect(isInvoiceWithinGrace(invoice({ dueDate: null }), 30, NOW)).toBe(false);
  });

  it('the wall is within grace only while every relevant invoice is', () => {
    const recent = invoice({ id: 'r', dueDate: nowSecs - DAY });
    const old = invoice({ id: 'o', dueDate: nowSecs - 20 * DAY });
    expect(isWithinGracePeriod([recent], { ignoreUnattemptedInvoices: false, gracePeriodDays: 7 }, NOW)).toBe(
      true,
    );
    expect(
      isWithinGracePeriod([recent, old], { ignoreUnattemptedInvoices: false, gracePeriodDays: 7 }, NOW),
    ).toBe(false);
    expect(isWithinGracePeriod([], { ignoreUnattemptedInvoices: false, gracePeriodDays: 7 }, NOW)).toBe(
      false,
    );
  });

  it('an old never-attempted invoice that is ignored does not end the grace period', () => {
    const recent = invoice({ id: 'r', dueDate: nowSecs - DAY });
    const oldUnattempted = invoice({ id: 'o', attemptCount: 0, dueDate: nowSecs - 20 * DAY });
    const settings = { ignoreUnattemptedInvoices: true, gracePeriodDays: 7 };
    expect(isWithinGracePeriod([recent, oldUnattempted], settings, NOW)).toBe(true);
  });
});

describe('Failed-payment wall decision: a grace period hides the wall unless the host shows it', () => {
  const recent = invoice({ id: 'r', dueDate: nowSecs - DAY });
  const old = invoice({ id: 'o', dueDate: nowSecs - 20 * DAY });
  const settings = { ignoreUnattemptedInvoices: false, gracePeriodDays: 7 };

  it('no relevant failed invoice, or an unsupported provider: no wall', () => {
    expect(failedPaymentWallDecision([], 'STRIPE', settings, NOW)).toBe('no-failed-invoices');
    expect(failedPaymentWallDecision([old], 'CHARGEBEE', settings, NOW)).toBe('no-failed-invoices');
  });

  it('within grace: hidden by default, shown when showDuringGracePeriod', () => {
    expect(failedPaymentWallDecision([recent], 'STRIPE', settings, NOW)).toBe('within-grace');
    const showing = { ...settings, showDuringGracePeriod: true };
    expect(failedPaymentWallDecision([recent], 'STRIPE', showing, NOW)).toBe('show');
  });

  it('past grace (one invoice out of grace is enough), or with the default 0 days: shown', () => {
    expect(failedPaymentWallDecision([recent, old], 'STRIPE', settings, NOW)).toBe('show');
    expect(failedPaymentWallDecision([recent], 'STRIPE', { ignoreUnattemptedInvoices: false }, NOW)).toBe(
      'show',
    );
  });
});

describe('Exit allowed if soft, when the card is successful, or within the grace period', () => {
  it('is not allowed on a hard wall past grace', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'FAILED_PAYMENT_WALL', withinGrace: false })).toBe(
      false,
    );
    expect(canExitFailedPaymentWall({ soft: false, state: 'ERROR', withinGrace: false })).toBe(false);
  });

  it('is allowed on a soft wall', () => {
    expect(canExitFailedPaymentWall({ soft: true, state: 'FAILED_PAYMENT_WALL', withinGrace: false })).toBe(
      true,
    );
  });

  it('is allowed once the card succeeded', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'CARD_SUCCESSFUL', withinGrace: false })).toBe(
      true,
    );
  });

  it('is allowed once the subscription was cancelled from the wall (our addition)', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'CANCELED', withinGrace: false })).toBe(true);
  });

  it('is allowed within the grace period', () => {
    expect(canExitFailedPaymentWall({ soft: false, state: 'FAILED_PAYMENT_WALL', withinGrace: true })).toBe(
      true,
    );
  });
});

describe('The cancel button shows only if the host gave a cancel handler, the state is not canceled or card successful, and there was no cancel error', () => {
  it('shows in the other states when the host gave a handler', () => {
    const visible = FAILED_PAYMENT_WALL_STATES.filter((state) =>
      isFailedPaymentCancelVisible({ hasCancelHandler: true, state, cancelError: false }),
    );
    expect(visible.sort()).toEqual([
      'ERROR',
      'FAILED_PAYMENT_WALL',
      'MODIFYING_USER_ACCOUNT',
      'UPDATING_CARD',
    ]);
  });

  it('never shows without a handler', () => {
    expect(
      isFailedPaymentCancelVisible({
        hasCancelHandler: false,
        state: 'FAILED_PAYMENT_WALL',
        cancelError: false,
      }),
    ).toBe(false);
  });

  it('hides after a cancel error', () => {
    expect(isFailedPaymentCancelVisible({ hasCancelHandler: true, state: 'ERROR', cancelError: true })).toBe(
      false,
    );
  });
});

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

describe('Amount due on the relevant failed invoices', () => {
  it('adds the relevant invoices of one currency', () => {
    const invoices = [invoice({ amountDue: 2900 }), invoice({ id: 'in_2', amountDue: 1000 })];
    expect(amountDue(invoices, { ignoreUnattemptedInvoices: false })).toEqual({
      amount: 3900,
      currency: 'usd',
    });
  });

  it('leaves out never-attempted invoices when configured', () => {
    const invoices = [
      invoice({ amountDue: 2900 }),
      invoice({ id: 'in_2', attemptCount: 0, amountDue: 1000 }),
    ];
    expect(amountDue(invoices, { ignoreUnattemptedInvoices: true })?.amount).toBe(2900);
  });

  it('is unknown for mixed currencies or no invoice', () => {
    const mixed = [invoice({ currency: 'usd' }), invoice({ id: 'in_2', currency: 'eur' })];
    expect(amountDue(mixed, { ignoreUnattemptedInvoices: false })).toBeNull();
    expect(amountDue([], { ignoreUnattemptedInvoices: false })).toBeNull();
  });
});
