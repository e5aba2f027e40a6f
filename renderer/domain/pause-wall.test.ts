import { describe, expect, it } from 'vitest';
import { PROVIDERS, type Provider } from '../../contract/schemas/index.ts';
import {
  isCleanPauseWallResult,
  nextChargeOnResume,
  parsePauseWallStartDate,
  pauseWallData,
  pauseWallDisplay,
  pauseWallExitAllowed,
} from './pause-wall.ts';
import { annualSubscription, at, NOW, subscription, unix } from './sample-data.testing.ts';
import { PAUSE_WALL_STATES } from './wall-states.ts';

const pauseCollection = { resumes_at: unix('2025-06-01T00:00:00Z') };
const paused = (metadata: Record<string, string | number | boolean | null> = {}) =>
  subscription({ pause_collection: pauseCollection, metadata });

describe('Pause-wall start date in metadata: an ISO date string or unix seconds', () => {
  it('absent when the metadata has no pauseWallStartDate', () => {
    expect(parsePauseWallStartDate({})).toEqual({ kind: 'absent' });
  });

  it('null and blank values count as absent', () => {
    expect(parsePauseWallStartDate({ pauseWallStartDate: null })).toEqual({ kind: 'absent' });
    expect(parsePauseWallStartDate({ pauseWallStartDate: '  ' })).toEqual({ kind: 'absent' });
  });

  it('reads an ISO date', () => {
    expect(parsePauseWallStartDate({ pauseWallStartDate: '2025-03-20' })).toEqual({
      kind: 'date',
      date: at('2025-03-20T00:00:00Z'),
    });
  });

  it('reads an ISO date-time with an offset', () => {
    expect(parsePauseWallStartDate({ pauseWallStartDate: '2025-03-20T10:00:00+02:00' })).toEqual({
      kind: 'date',
      date: at('2025-03-20T08:00:00Z'),
    });
  });

  it('reads unix seconds given as a number', () => {
    expect(parsePauseWallStartDate({ pauseWallStartDate: unix('2025-03-20T00:00:00Z') })).toEqual({
      kind: 'date',
      date: at('2025-03-20T00:00:00Z'),
    });
  });

  it('reads unix seconds given as a digit string (metadata values are strings at Stripe)', () => {
    const seconds = String(unix('2025-03-20T00:00:00Z'));
    expect(parsePauseWallStartDate({ pauseWallStartDate: seconds })).toEqual({
      kind: 'date',
      date: at('2025-03-20T00:00:00Z'),
    });
  });

  it.each([['next tuesday'], ['03/20/2025'], ['2025-13-45']])('%s is unparseable', (raw) => {
    expect(parsePauseWallStartDate({ pauseWallStartDate: raw })).toEqual({ kind: 'unparseable', raw });
  });

  it('a boolean is unparseable', () => {
    expect(parsePauseWallStartDate({ pauseWallStartDate: true })).toEqual({
      kind: 'unparseable',
      raw: 'true',
    });
  });
});

describe('Pause wall display: shown when the subscription has a pause collection', () => {
  it('shows for a paused subscription without a start date', () => {
    expect(pauseWallDisplay(paused(), 'STRIPE', NOW)).toEqual({ show: true, ignoredStartDate: null });
  });

  it('does not show for a subscription without a pause collection', () => {
    expect(pauseWallDisplay(subscription(), 'STRIPE', NOW)).toEqual({ show: false, reason: 'not-paused' });
  });

  it('a scheduled pause alone (pauseDate, no pause collection) does not show the wall', () => {
    const scheduled = subscription({ pauseDate: unix('2025-03-01T00:00:00Z') });
    expect(pauseWallDisplay(scheduled, 'STRIPE', NOW)).toEqual({ show: false, reason: 'not-paused' });
  });
});

describe('A future pause is recognised only for STRIPE and CHARGEBEE when the pause date lies ahead', () => {
  const scheduled = (pauseDate: string) =>
    subscription({ pause_collection: pauseCollection, pauseDate: unix(pauseDate) });

  it.each(['STRIPE', 'CHARGEBEE'] as const)('%s: no wall before the pause starts', (provider) => {
    expect(pauseWallDisplay(scheduled('2025-03-20T00:00:00Z'), provider, NOW)).toEqual({
      show: false,
      reason: 'pause-not-started',
    });
  });

  it('STRIPE: the wall shows once the pause date has passed', () => {
    expect(pauseWallDisplay(scheduled('2025-03-01T00:00:00Z'), 'STRIPE', NOW).show).toBe(true);
  });

  it('PADDLE_BILLING does not recognise a future pause: the pause collection alone shows the wall', () => {
    expect(pauseWallDisplay(scheduled('2025-03-20T00:00:00Z'), 'PADDLE_BILLING', NOW).show).toBe(true);
  });
});

describe('Pause wall works for STRIPE, CHARGEBEE and PADDLE_BILLING', () => {
  const wallProviders: Provider[] = ['STRIPE', 'CHARGEBEE', 'PADDLE_BILLING'];

  it.each(wallProviders)('shows for %s', (provider) => {
    expect(pauseWallDisplay(paused(), provider, NOW).show).toBe(true);
  });

  it.each(PROVIDERS.filter((p) => !wallProviders.includes(p)))('does not show for %s', (provider) => {
    expect(pauseWallDisplay(paused(), provider, NOW)).toEqual({
      show: false,
      reason: 'provider-unsupported',
    });
  });
});

describe('If a pause-wall start date exists in metadata, only after that date', () => {
  it('hidden before the start date', () => {
    expect(pauseWallDisplay(paused({ pauseWallStartDate: '2025-04-01' }), 'STRIPE', NOW)).toEqual({
      show: false,
      reason: 'before-start-date',
    });
  });

  it('shown after the start date', () => {
    expect(pauseWallDisplay(paused({ pauseWallStartDate: '2025-03-01' }), 'STRIPE', NOW).show).toBe(true);
  });

  it('shown once the start date is reached, at the moment itself', () => {
    const start = paused({ pauseWallStartDate: NOW.getTime() / 1000 });
    expect(pauseWallDisplay(start, 'STRIPE', NOW).show).toBe(true);
  });

  it('an unparseable start date is ignored, and the result says which value was ignored', () => {
    expect(pauseWallDisplay(paused({ pauseWallStartDate: 'soon' }), 'STRIPE', NOW)).toEqual({
      show: true,
      ignoredStartDate: 'soon',
    });
  });
});

describe('Pause wall data: the cancel date when set to cancel; otherwise reactivation date, soft-pause term end, next-charge price', () => {
  it('if set to cancel, the cancel date (the current period end) and nothing else', () => {
    const canceling = subscription({ pause_collection: pauseCollection, cancel_at_period_end: true });
    expect(pauseWallData(canceling, 'STRIPE', [], NOW)).toEqual({
      kind: 'cancel-scheduled',
      cancelDate: at('2025-04-01T00:00:00Z'),
    });
  });

  it('otherwise the scheduled reactivation date and the next charge', () => {
    expect(pauseWallData(paused(), 'STRIPE', [], NOW)).toEqual({
      kind: 'paused',
      reactivationDate: at('2025-06-01T00:00:00Z'),
      softPauseTermEnd: null,
      nextCharge: { amount: 2000, currency: 'usd' },
    });
  });

  it('a soft pause shows its term end', () => {
    const soft = annualSubscription({
      pause_collection: { resumption_term_end: unix('2026-02-01T00:00:00Z') },
    });
    const data = pauseWallData(soft, 'STRIPE', [], NOW);
    expect(data.kind === 'paused' && data.softPauseTermEnd).toEqual(at('2026-02-01T00:00:00Z'));
  });

  it('a resumption term end on monthly billing is not a soft pause and is not shown', () => {
    const monthly = subscription({
      pause_collection: { resumes_at: null, resumption_term_end: unix('2025-05-01T00:00:00Z') },
    });
    const data = pauseWallData(monthly, 'STRIPE', [], NOW);
    expect(data.kind === 'paused' && data.softPauseTermEnd).toBeNull();
  });
});

describe('Next-charge price: resumptionPreview.amountDue, else the subscription price', () => {
  it("takes the resumption preview's amount due in the subscription's currency", () => {
    const s = subscription({ resumptionPreview: { amountDue: 1234 } }, { currency: 'EUR' });
    expect(nextChargeOnResume(s)).toEqual({ amount: 1234, currency: 'eur' });
  });

  it("the preview's own currency wins", () => {
    const s = subscription({ resumptionPreview: { amountDue: 900, currency: 'GBP' } });
    expect(nextChargeOnResume(s)).toEqual({ amount: 900, currency: 'gbp' });
  });

  it('a zero amount due is a charge of zero, not a missing preview', () => {
    expect(nextChargeOnResume(subscription({ resumptionPreview: { amountDue: 0 } }))).toEqual({
      amount: 0,
      currency: 'usd',
    });
  });

  it('without a preview, the subscription price times its quantity', () => {
    expect(nextChargeOnResume(subscription({}, { unitAmount: 1500, quantity: 3 }))).toEqual({
      amount: 4500,
      currency: 'usd',
    });
  });

  it('without a preview or a price, no next charge', () => {
    expect(nextChargeOnResume(subscription({}, { unitAmount: null }))).toBeNull();
  });
});

describe('Exit allowed if soft pause, or when not in the main pause-wall state', () => {
  it('a soft pause may leave the main wall state', () => {
    expect(pauseWallExitAllowed(true, 'PAUSE_WALL')).toBe(true);
  });

  it('a full pause may not leave the main wall state', () => {
    expect(pauseWallExitAllowed(false, 'PAUSE_WALL')).toBe(false);
  });

  it.each(PAUSE_WALL_STATES.filter((state) => state !== 'PAUSE_WALL'))(
    'any pause may leave from %s',
    (state) => {
      expect(pauseWallExitAllowed(false, state)).toBe(true);
    },
  );
});

describe('Check skipping: only a clean result is cached for 24 hours (spec §4)', () => {
  it('no pause, no subscription provider: clean', () => {
    expect(isCleanPauseWallResult('not-paused')).toBe(true);
    expect(isCleanPauseWallResult('provider-unsupported')).toBe(true);
  });

  it('a pause that has not started, or a pauseWallStartDate still ahead: not clean (the wall applies later)', () => {
    expect(isCleanPauseWallResult('pause-not-started')).toBe(false);
    expect(isCleanPauseWallResult('before-start-date')).toBe(false);
  });
});
