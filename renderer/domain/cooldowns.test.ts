import { describe, expect, it } from 'vitest';
import type { Session } from '../../contract/schemas/index.ts';
import {
  cooldownActive,
  discountCooldownActive,
  discountExpiry,
  latestDiscountExpiration,
  latestPauseExpiration,
  NEVER,
  pauseCooldownActive,
  pauseExpiry,
} from './cooldowns.ts';
import { acceptedSession, at, NOW, session } from './sample-data.testing.ts';

const discount = (couponDuration: number | null, createdAt: string, wire: Partial<Session> = {}) =>
  acceptedSession('DISCOUNT', { couponDuration }, { createdAt, ...wire });
const pause = (
  pauseDuration: number | null,
  createdAt: string,
  pauseInterval: 'MONTH' | 'WEEK' | 'DAY' = 'MONTH',
  pauseEndDate: string | null = null,
) =>
  acceptedSession('PAUSE', { pauseDuration, pauseInterval }, { createdAt, offerOptions: { pauseEndDate } });

/** A session whose data got past the schema broken (the computation must not throw). */
const withBadDate = (s: Session): Session => ({ ...s, _id: 'sess_bad', createdAt: 'not a date' });

describe('Discount expiry = session creation date plus coupon duration in months', () => {
  it('a three-month coupon expires three months after the session', () => {
    expect(discountExpiry(discount(3, '2025-01-10T00:00:00Z'))).toEqual(at('2025-04-10T00:00:00Z'));
  });

  it('a once coupon (1 month) expires a month later', () => {
    expect(discountExpiry(discount(1, '2025-01-31T00:00:00Z'))).toEqual(at('2025-02-28T00:00:00Z'));
  });

  it('a forever coupon never expires', () => {
    expect(discountExpiry(discount(null, '2025-01-10T00:00:00Z'))).toBe(NEVER);
  });

  it('bad data throws: a creation date that is not a date', () => {
    expect(() => discountExpiry(withBadDate(discount(3, '2025-01-10T00:00:00Z')))).toThrow(/sess_bad/);
  });

  it('bad data throws: a negative coupon duration', () => {
    expect(() => discountExpiry(discount(-2, '2025-01-10T00:00:00Z'))).toThrow(/couponDuration/);
  });
});

describe('Pause expiry = creation date plus pause duration in months', () => {
  it('a two-month pause expires two months after the session', () => {
    expect(pauseExpiry(pause(2, '2025-01-10T00:00:00Z'))).toEqual(at('2025-03-10T00:00:00Z'));
  });

  it('a WEEK pause is converted to days (7 per week)', () => {
    expect(pauseExpiry(pause(3, '2025-01-10T00:00:00Z', 'WEEK'))).toEqual(at('2025-01-31T00:00:00Z'));
  });

  it('a DAY pause counts days (spec §4 names MONTH or DAY units)', () => {
    expect(pauseExpiry(pause(10, '2025-01-25T00:00:00Z', 'DAY'))).toEqual(at('2025-02-04T00:00:00Z'));
  });

  it('a pause until a custom date (pauseDuration null) expires on that date', () => {
    const custom = pause(null, '2025-01-10T00:00:00Z', 'MONTH', '2025-03-20');
    expect(pauseExpiry(custom)).toEqual(at('2025-03-20T00:00:00Z'));
  });

  it('a pause with neither a duration nor an end date cannot expire: bad data throws', () => {
    expect(() => pauseExpiry(pause(null, '2025-01-10T00:00:00Z'))).toThrow(/pauseDuration/);
  });
});

describe('Latest discount expiration over the non-aborted sessions with an accepted discount', () => {
  it('no such session, no expiration', () => {
    expect(latestDiscountExpiration([session(), pause(1, '2025-01-01T00:00:00Z')])).toEqual({ value: null });
  });

  it('takes the latest expiration, not the latest session', () => {
    const sessions = [discount(6, '2024-12-01T00:00:00Z'), discount(1, '2025-02-01T00:00:00Z')];
    expect(latestDiscountExpiration(sessions)).toEqual({ value: at('2025-06-01T00:00:00Z') });
  });

  it('ignores aborted sessions', () => {
    const sessions = [
      discount(1, '2025-01-01T00:00:00Z'),
      discount(12, '2025-01-01T00:00:00Z', { aborted: true }),
    ];
    expect(latestDiscountExpiration(sessions).value).toEqual(at('2025-02-01T00:00:00Z'));
  });

  it('canceled sessions still count: the discount was accepted', () => {
    const sessions = [discount(2, '2025-01-01T00:00:00Z', { canceled: true })];
    expect(latestDiscountExpiration(sessions).value).toEqual(at('2025-03-01T00:00:00Z'));
  });

  it('a forever coupon among them never expires', () => {
    const sessions = [discount(2, '2025-01-01T00:00:00Z'), discount(null, '2024-01-01T00:00:00Z')];
    expect(latestDiscountExpiration(sessions).value).toBe(NEVER);
  });

  it("a session with bad data is left out and reported as a 'latest-discount-expiration' issue; the others count", () => {
    const result = latestDiscountExpiration([
      discount(2, '2025-01-01T00:00:00Z'),
      withBadDate(discount(1, '2025-01-01T00:00:00Z')),
    ]);
    expect(result.value).toEqual(at('2025-03-01T00:00:00Z'));
    expect(result.issue?.name).toBe('latest-discount-expiration');
    expect(String(result.issue?.issueData.error)).toMatch(/sess_bad: createdAt is not a date/);
  });

  it('bad data behind a forever coupon is still reported', () => {
    const result = latestDiscountExpiration([
      discount(null, '2025-01-01T00:00:00Z'),
      discount(-1, '2025-01-01T00:00:00Z'),
    ]);
    expect(result.value).toBe(NEVER);
    expect(result.issue?.name).toBe('latest-discount-expiration');
  });
});

describe('Latest pause expiration over the non-aborted sessions with an accepted pause', () => {
  it('takes the latest pause expiration', () => {
    const sessions = [
      pause(1, '2025-02-01T00:00:00Z'),
      pause(3, '2025-01-01T00:00:00Z'),
      discount(12, '2025-01-01T00:00:00Z'),
    ];
    expect(latestPauseExpiration(sessions)).toEqual({ value: at('2025-04-01T00:00:00Z') });
  });

  it('no accepted pause, no expiration', () => {
    expect(latestPauseExpiration([])).toEqual({ value: null });
  });

  it("a session with bad data is left out and reported as a 'latest-pause-expiration' issue; the others count", () => {
    const result = latestPauseExpiration([
      pause(2, '2025-01-01T00:00:00Z'),
      pause(null, '2025-02-01T00:00:00Z'),
    ]);
    expect(result.value).toEqual(at('2025-03-01T00:00:00Z'));
    expect(result.issue).toEqual({
      name: 'latest-pause-expiration',
      issueData: { error: expect.stringContaining('no pauseDuration') },
    });
  });

  it('a custom-date pause counts with its end date', () => {
    const sessions = [
      pause(1, '2025-01-01T00:00:00Z'),
      pause(null, '2025-01-05T00:00:00Z', 'MONTH', '2025-04-01'),
    ];
    expect(latestPauseExpiration(sessions)).toEqual({ value: at('2025-04-01T00:00:00Z') });
  });
});

describe('Cooldown active when the latest expiration plus cooldown months is still in the future', () => {
  it('active while the expiration plus the cooldown lies ahead', () => {
    expect(cooldownActive(at('2025-02-01T00:00:00Z'), 2, NOW)).toBe(true);
  });

  it('over once the expiration plus the cooldown has passed', () => {
    expect(cooldownActive(at('2025-02-01T00:00:00Z'), 1, NOW)).toBe(false);
  });

  it('over at the very moment it ends', () => {
    expect(cooldownActive(at('2025-02-15T12:00:00Z'), 1, NOW)).toBe(false);
  });

  it('a cooldown of 0 months lasts while the discount itself runs', () => {
    expect(cooldownActive(at('2025-04-01T00:00:00Z'), 0, NOW)).toBe(true);
  });

  it('no cooldown configured (null), no cooldown', () => {
    expect(cooldownActive(at('2025-04-01T00:00:00Z'), null, NOW)).toBe(false);
  });

  it('no expiration, no cooldown', () => {
    expect(cooldownActive(null, 6, NOW)).toBe(false);
  });

  it('a forever coupon keeps the cooldown active', () => {
    expect(cooldownActive(NEVER, 1, NOW)).toBe(true);
  });
});

describe('Discount and pause cooldowns from the sessions', () => {
  it('discount cooldown active: a 1-month coupon from January plus a 2-month cooldown', () => {
    expect(discountCooldownActive([discount(1, '2025-01-10T00:00:00Z')], 2, NOW)).toEqual({ value: true });
  });

  it('discount cooldown over: the same coupon with a 1-month cooldown', () => {
    expect(discountCooldownActive([discount(1, '2025-01-10T00:00:00Z')], 1, NOW)).toEqual({ value: false });
  });

  it('pause cooldown active: a 1-month pause from February plus a 1-month cooldown', () => {
    expect(pauseCooldownActive([pause(1, '2025-02-10T00:00:00Z')], 1, NOW)).toEqual({ value: true });
  });

  it('pause cooldown from a WEEK pause counts its weeks as days', () => {
    // 2 weeks from 2025-02-01 = 2025-02-15, plus 1 month = 2025-03-15 00:00, before noon.
    expect(pauseCooldownActive([pause(2, '2025-02-01T00:00:00Z', 'WEEK')], 1, NOW)).toEqual({ value: false });
  });

  it('bad data alone leaves the cooldown inactive and carries the issue', () => {
    const result = pauseCooldownActive([pause(null, '2025-03-01T00:00:00Z')], 6, NOW);
    expect(result.value).toBe(false);
    expect(result.issue?.name).toBe('latest-pause-expiration');
  });

  it("one odd session never disables the cooldown the customer's other sessions set", () => {
    const sessions = [pause(1, '2025-02-10T00:00:00Z'), withBadDate(pause(1, '2025-01-01T00:00:00Z'))];
    const result = pauseCooldownActive(sessions, 1, NOW);
    expect(result.value).toBe(true);
    expect(result.issue?.name).toBe('latest-pause-expiration');
  });

  it('a past custom-date pause (pauseDuration null) keeps the cooldown active until its date plus the months', () => {
    const sessions = [pause(null, '2025-02-01T00:00:00Z', 'MONTH', '2025-03-01')];
    expect(pauseCooldownActive(sessions, 1, NOW)).toEqual({ value: true });
  });

  it('a DAY pause counts its days', () => {
    // 10 days from 2025-01-20 = 2025-01-30, plus 1 month = 2025-02-28, before NOW.
    expect(pauseCooldownActive([pause(10, '2025-01-20T00:00:00Z', 'DAY')], 1, NOW)).toEqual({ value: false });
    expect(pauseCooldownActive([pause(30, '2025-01-20T00:00:00Z', 'DAY')], 1, NOW)).toEqual({ value: true });
  });
});
