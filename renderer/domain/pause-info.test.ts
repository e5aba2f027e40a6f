import { describe, expect, it } from 'vitest';
import type { Provider } from '../../contract/schemas/index.ts';
import { braintreeResumeDate, currentPause, isPaused, isSoftPause, pauseInfo } from './pause-info.ts';
import {
  acceptedSession,
  annualSubscription,
  at,
  NOW,
  quarterlySubscription,
  subscription,
  unix,
} from './sample-data.testing.ts';

const paused = { pause_collection: { resumes_at: unix('2025-06-01T00:00:00Z') } };

describe('A future pause is recognised only for STRIPE and CHARGEBEE when the pause date lies ahead', () => {
  const scheduled = subscription({ pauseDate: unix('2025-04-01T00:00:00Z') });

  it.each<Provider>(['STRIPE', 'CHARGEBEE'])('recognises the scheduled pause ahead for %s', (provider) => {
    const info = pauseInfo(scheduled, provider, [], NOW);
    expect(info.future).toBe(true);
    expect(info.startsAt).toEqual(at('2025-04-01T00:00:00Z'));
  });

  it.each<Provider>(['PADDLE', 'PADDLE_BILLING', 'BRAINTREE', 'RECURLY', 'CHARGIFY'])(
    'does not recognise a future pause for %s',
    (provider) => {
      expect(pauseInfo(scheduled, provider, [], NOW).future).toBe(false);
    },
  );

  it('a pause date already passed does not lie ahead, but its start is still reported', () => {
    const started = subscription({ pauseDate: unix('2025-03-01T00:00:00Z') });
    const info = pauseInfo(started, 'STRIPE', [], NOW);
    expect(info.future).toBe(false);
    expect(info.startsAt).toEqual(at('2025-03-01T00:00:00Z'));
  });

  it('a pause date at this very moment does not lie ahead', () => {
    const now = subscription({ pauseDate: NOW.getTime() / 1000 });
    expect(pauseInfo(now, 'STRIPE', [], NOW).future).toBe(false);
  });

  it('without a pause date there is no start and nothing in the future', () => {
    const info = pauseInfo(subscription(), 'STRIPE', [], NOW);
    expect(info.startsAt).toBeNull();
    expect(info.future).toBe(false);
  });
});

describe('Pause info from the pause collection (resumes_at, resumption_term_end)', () => {
  it('resumes at the pause collection resumes_at', () => {
    expect(pauseInfo(subscription(paused), 'STRIPE', [], NOW).resumesAt).toEqual(at('2025-06-01T00:00:00Z'));
  });

  it('an open-ended pause (no resumes_at) has no resume date', () => {
    const open = subscription({ pause_collection: { behavior: 'void' } });
    expect(pauseInfo(open, 'STRIPE', [], NOW).resumesAt).toBeNull();
  });

  it('reads the resumption term end', () => {
    const soft = annualSubscription({
      pause_collection: { resumption_term_end: unix('2026-02-01T00:00:00Z') },
    });
    expect(pauseInfo(soft, 'STRIPE', [], NOW).resumptionTermEnd).toEqual(at('2026-02-01T00:00:00Z'));
  });

  it('a subscription that is not paused has empty pause info', () => {
    expect(pauseInfo(subscription(), 'CHARGEBEE', [], NOW)).toEqual({
      startsAt: null,
      resumesAt: null,
      future: false,
      resumptionTermEnd: null,
      soft: false,
    });
  });

  it('sessions do not change the resume date of providers other than BRAINTREE', () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 1 }, { updatedAt: '2025-03-01T00:00:00Z' })];
    expect(pauseInfo(subscription(paused), 'STRIPE', sessions, NOW).resumesAt).toEqual(
      at('2025-06-01T00:00:00Z'),
    );
  });
});

describe('For BRAINTREE the resume date is the update time of the last accepted PAUSE plus its pause duration', () => {
  it('adds the pause duration in months to the update time', () => {
    const sessions = [
      acceptedSession(
        'PAUSE',
        { pauseDuration: 2, pauseInterval: 'MONTH' },
        { createdAt: '2025-02-01T00:00:00Z', updatedAt: '2025-02-03T10:00:00Z' },
      ),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-04-03T10:00:00Z'));
  });

  it('uses the creation time when the session was never updated', () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-02-10T00:00:00Z' })];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-03-10T00:00:00Z'));
  });

  it('counts a WEEK unit as 7 days', () => {
    const sessions = [
      acceptedSession(
        'PAUSE',
        { pauseDuration: 3, pauseInterval: 'WEEK' },
        { createdAt: '2025-03-01T00:00:00Z' },
      ),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-03-22T00:00:00Z'));
  });

  it('counts DAY units as days (spec §4 "MONTH or DAY units")', () => {
    const sessions = [
      acceptedSession(
        'PAUSE',
        { pauseDuration: 10, pauseInterval: 'DAY' },
        { createdAt: '2025-02-25T00:00:00Z' },
      ),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-03-07T00:00:00Z'));
  });

  it('reads the interval in any case, as providers send it ("day")', () => {
    const sessions = [
      acceptedSession(
        'PAUSE',
        { pauseDuration: 2, pauseInterval: 'day' },
        { createdAt: '2025-02-25T00:00:00Z' },
      ),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-02-27T00:00:00Z'));
  });

  it('a pause until a custom date resumes on that date', () => {
    const sessions = [
      acceptedSession(
        'PAUSE',
        { pauseDuration: null },
        { createdAt: '2025-02-25T00:00:00Z', offerOptions: { pauseEndDate: '2025-05-02' } },
      ),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-05-02T00:00:00Z'));
  });

  it('a pause without an interval is counted in months, the pause offer default', () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-01-31T00:00:00Z' })];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-02-28T00:00:00Z'));
  });

  it('the last pause is the latest by update time, whatever the order of the sessions', () => {
    const newer = acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-03-01T00:00:00Z' });
    const older = acceptedSession('PAUSE', { pauseDuration: 6 }, { createdAt: '2025-01-01T00:00:00Z' });
    expect(braintreeResumeDate([newer, older])).toEqual(at('2025-04-01T00:00:00Z'));
  });

  it('ignores aborted sessions', () => {
    const sessions = [
      acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-01-01T00:00:00Z' }),
      acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-03-01T00:00:00Z', aborted: true }),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-02-01T00:00:00Z'));
  });

  it('ignores canceled sessions', () => {
    const sessions = [
      acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-01-01T00:00:00Z' }),
      acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-03-01T00:00:00Z', canceled: true }),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-02-01T00:00:00Z'));
  });

  it('ignores sessions whose accepted offer is not a PAUSE', () => {
    const sessions = [
      acceptedSession('DISCOUNT', { couponDuration: 3 }, { createdAt: '2025-03-01T00:00:00Z' }),
      acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-01-01T00:00:00Z' }),
    ];
    expect(braintreeResumeDate(sessions)).toEqual(at('2025-02-01T00:00:00Z'));
  });

  it('no accepted pause, no resume date', () => {
    expect(braintreeResumeDate([])).toBeNull();
  });

  it('when the last pause has no duration the date is unknown (no fallback to an older pause)', () => {
    const sessions = [
      acceptedSession('PAUSE', { pauseDuration: 6 }, { createdAt: '2025-01-01T00:00:00Z' }),
      acceptedSession('PAUSE', { pauseDuration: null }, { createdAt: '2025-03-01T00:00:00Z' }),
    ];
    expect(braintreeResumeDate(sessions)).toBeNull();
  });

  it('pause info for BRAINTREE takes the session-derived date over the pause collection', () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 2 }, { createdAt: '2025-03-01T00:00:00Z' })];
    expect(pauseInfo(subscription(paused), 'BRAINTREE', sessions, NOW).resumesAt).toEqual(
      at('2025-05-01T00:00:00Z'),
    );
  });

  it('pause info for BRAINTREE falls back to the pause collection without an accepted pause', () => {
    expect(pauseInfo(subscription(paused), 'BRAINTREE', [], NOW).resumesAt).toEqual(
      at('2025-06-01T00:00:00Z'),
    );
  });
});

describe('Already paused (flow start)', () => {
  it('a pause collection present means paused', () => {
    expect(isPaused(subscription(paused), 'STRIPE', [], NOW)).toBe(true);
  });

  it('an accepted pause in the sessions does not pause a STRIPE subscription without a pause collection', () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 2 }, { createdAt: '2025-03-01T00:00:00Z' })];
    expect(isPaused(subscription(), 'STRIPE', sessions, NOW)).toBe(false);
  });

  it("Braintree's session-derived pause still running means paused", () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 2 }, { createdAt: '2025-03-01T00:00:00Z' })];
    expect(isPaused(subscription(), 'BRAINTREE', sessions, NOW)).toBe(true);
  });

  it("Braintree's session-derived pause that has ended is not a pause", () => {
    const sessions = [acceptedSession('PAUSE', { pauseDuration: 1 }, { createdAt: '2025-01-01T00:00:00Z' })];
    expect(isPaused(subscription(), 'BRAINTREE', sessions, NOW)).toBe(false);
  });

  it('a scheduled pause without a pause collection is not yet a pause', () => {
    const scheduled = subscription({ pauseDate: unix('2025-04-01T00:00:00Z') });
    expect(isPaused(scheduled, 'STRIPE', [], NOW)).toBe(false);
  });

  it('currentPause gives the pause info of a paused subscription and null otherwise', () => {
    expect(currentPause(subscription(paused), 'STRIPE', [], NOW)?.resumesAt).toEqual(
      at('2025-06-01T00:00:00Z'),
    );
    expect(currentPause(subscription(), 'STRIPE', [], NOW)).toBeNull();
  });
});

describe('Soft pause: billing annual or quarterly with a resumption term end', () => {
  const termEnd = { pause_collection: { resumption_term_end: unix('2026-02-01T00:00:00Z') } };

  it('annual billing with a resumption term end is a soft pause', () => {
    expect(isSoftPause(annualSubscription(termEnd), 'STRIPE')).toBe(true);
  });

  it('quarterly billing with a resumption term end is a soft pause', () => {
    expect(isSoftPause(quarterlySubscription(termEnd), 'CHARGEBEE')).toBe(true);
  });

  it('billing every 12 months counts as annual', () => {
    const twelveMonths = subscription(termEnd, { interval: 'MONTH', intervalCount: 12 });
    expect(isSoftPause(twelveMonths, 'STRIPE')).toBe(true);
  });

  it('monthly billing is never a soft pause', () => {
    expect(isSoftPause(subscription(termEnd), 'STRIPE')).toBe(false);
  });

  it('half-yearly billing is neither annual nor quarterly', () => {
    expect(isSoftPause(subscription(termEnd, { interval: 'MONTH', intervalCount: 6 }), 'STRIPE')).toBe(false);
  });

  it('annual billing without a resumption term end is not a soft pause', () => {
    expect(isSoftPause(annualSubscription(paused), 'STRIPE')).toBe(false);
  });

  it('also for PADDLE with annual or quarterly: paused without a term end is soft', () => {
    expect(isSoftPause(annualSubscription(paused), 'PADDLE')).toBe(true);
    expect(isSoftPause(quarterlySubscription(paused), 'PADDLE')).toBe(true);
  });

  it('PADDLE monthly billing is not a soft pause', () => {
    expect(isSoftPause(subscription(paused), 'PADDLE')).toBe(false);
  });

  it('a PADDLE annual subscription that is not paused is not a soft pause', () => {
    expect(isSoftPause(annualSubscription(), 'PADDLE')).toBe(false);
  });

  it('pause info reports the soft pause', () => {
    expect(pauseInfo(annualSubscription(termEnd), 'STRIPE', [], NOW).soft).toBe(true);
  });
});
