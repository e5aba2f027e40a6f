import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatRecurringPrice } from './format.ts';

describe('formatMoney: minor units as the provider gives them', () => {
  it('divides cents for a two-decimal currency', () => {
    expect(formatMoney(2900, 'usd')).toMatch(/29\.00/);
  });

  it('takes a zero-decimal currency’s amount as it is (JPY: whole yen)', () => {
    expect(formatMoney(1500, 'jpy')).toMatch(/1,500/);
    expect(formatMoney(1500, 'jpy')).not.toMatch(/15\b/);
  });
});

describe('formatDuration: a recording’s time as m:ss', () => {
  it('writes minutes and two-digit seconds, rounding down', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(4_999)).toBe('0:04');
    expect(formatDuration(61_000)).toBe('1:01');
  });
});

describe('formatRecurringPrice: a plan’s price and interval in words', () => {
  it('writes one interval in lower case, as a sentence reads ("a month"), not as the schema stores it', () => {
    const price = formatMoney(900, 'usd');
    expect(formatRecurringPrice(900, 'usd', { interval: 'MONTH' })).toBe(`${price} a month`);
    expect(formatRecurringPrice(900, 'usd', { interval: 'YEAR', interval_count: 1 })).toBe(`${price} a year`);
  });

  it('writes a count of intervals as "every 3 months"', () => {
    const price = formatMoney(2700, 'usd');
    expect(formatRecurringPrice(2700, 'usd', { interval: 'MONTH', interval_count: 3 })).toBe(
      `${price} every 3 months`,
    );
    expect(formatRecurringPrice(2700, 'usd', { interval: 'WEEK', interval_count: 2 })).toBe(
      `${price} every 2 weeks`,
    );
  });

  it('reads a missing or unusable count as one interval', () => {
    const price = formatMoney(500, 'eur');
    expect(formatRecurringPrice(500, 'eur', { interval: 'DAY', interval_count: null })).toBe(
      `${price} a day`,
    );
    expect(formatRecurringPrice(500, 'eur', { interval: 'DAY', interval_count: 0 })).toBe(`${price} a day`);
  });
});
