import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

const NOW = Date.parse('2026-12-02T12:00:00Z');

describe('Retry-After (RFC 9110 §10.2.3): how long the answer asks the caller to wait', () => {
  it('a number of seconds', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
  });

  it('an HTTP date: the time until then, nothing for a date past', () => {
    expect(retryAfterMs('Wed, 02 Dec 2026 12:00:30 GMT', NOW)).toBe(30_000);
    expect(retryAfterMs('Wed, 02 Dec 2026 11:00:00 GMT', NOW)).toBe(0);
  });

  it('none, or one that cannot be read: null, the caller’s schedule decides', () => {
    expect(retryAfterMs(undefined, NOW)).toBeNull();
    expect(retryAfterMs('', NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs('-5', NOW)).toBeNull();
  });

  it('a wait longer than a timer can hold is cut to the longest one (a longer setTimeout fires at once)', () => {
    expect(retryAfterMs('99999999', NOW)).toBe(2 ** 31 - 1);
  });
});
