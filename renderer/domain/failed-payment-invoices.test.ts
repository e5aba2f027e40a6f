import { describe, expect, it } from 'vitest';
import { DAY, invoice, NOW, nowSecs } from './failed-payment.testing.ts';
import {
  amountDue,
  isInvoiceWithinGrace,
  isWithinGracePeriod,
  relevantInvoices,
  shouldShowFailedPaymentWall,
} from './failed-payment.ts';

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
