import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney } from './format.ts';

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
