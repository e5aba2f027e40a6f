import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../contract/schemas/index.ts';
import { DAY, invoice, NOW, nowSecs } from './failed-payment.testing.ts';
import { failedPaymentWallDecision, shouldShowFailedPaymentWall } from './failed-payment.ts';

describe('Failed-payment wall works for STRIPE only', () => {
  it('shows for STRIPE and for no other provider', () => {
    const shown = PROVIDERS.filter((p) =>
      shouldShowFailedPaymentWall([invoice()], p, { ignoreUnattemptedInvoices: false }),
    );
    expect(shown).toEqual(['STRIPE']);
  });
});

describe('Failed-payment wall decision: within grace the wall shows (exit allowed), hidden only on opt-in', () => {
  const recent = invoice({ id: 'r', dueDate: nowSecs - DAY });
  const old = invoice({ id: 'o', dueDate: nowSecs - 20 * DAY });
  const settings = { ignoreUnattemptedInvoices: false, gracePeriodDays: 7 };

  it('no relevant failed invoice, or an unsupported provider: no wall', () => {
    expect(failedPaymentWallDecision([], 'STRIPE', settings, NOW)).toBe('no-failed-invoices');
    expect(failedPaymentWallDecision([old], 'CHARGEBEE', settings, NOW)).toBe('no-failed-invoices');
  });

  it('within grace: shown by default, hidden when hideDuringGracePeriod', () => {
    expect(failedPaymentWallDecision([recent], 'STRIPE', settings, NOW)).toBe('show');
    const hiding = { ...settings, hideDuringGracePeriod: true };
    expect(failedPaymentWallDecision([recent], 'STRIPE', hiding, NOW)).toBe('within-grace');
  });

  it('hideDuringGracePeriod hides nothing past grace', () => {
    const hiding = { ...settings, hideDuringGracePeriod: true };
    expect(failedPaymentWallDecision([recent, old], 'STRIPE', hiding, NOW)).toBe('show');
  });

  it('past grace (one invoice out of grace is enough), or with the default 0 days: shown', () => {
    expect(failedPaymentWallDecision([recent, old], 'STRIPE', settings, NOW)).toBe('show');
    expect(failedPaymentWallDecision([recent], 'STRIPE', { ignoreUnattemptedInvoices: false }, NOW)).toBe(
      'show',
    );
  });
});
