import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_DAYS_LIMIT, ageBetween } from './age.ts';

const start = new Date(2024, 0, 1, 12);
const daysLater = (days: number) => new Date(2024, 0, 1 + days, 12);

describe('spec §9 age display: days under 30 days, months under a year, then years', () => {
  it('the limit is 30 days', () => {
    expect(AGE_DAYS_LIMIT).toBe(30);
  });

  it('0 days on the first day', () => {
    expect(ageBetween(start, start)).toEqual({ unit: 'day', value: 0 });
  });

  it('29 days is still days', () => {
    expect(ageBetween(start, daysLater(29))).toEqual({ unit: 'day', value: 29 });
  });

  it('30 days is months, and at least one month', () => {
    expect(ageBetween(start, daysLater(30))).toEqual({ unit: 'month', value: 1 });
  });

  it('counts whole months under a year', () => {
    expect(ageBetween(start, new Date(2024, 3, 15, 12))).toEqual({ unit: 'month', value: 3 });
    expect(ageBetween(start, new Date(2024, 11, 31, 12))).toEqual({ unit: 'month', value: 11 });
  });

  it('a year to the day is one year', () => {
    expect(ageBetween(start, new Date(2025, 0, 1, 12))).toEqual({ unit: 'year', value: 1 });
  });

  it('counts whole years after that', () => {
    expect(ageBetween(start, new Date(2026, 11, 31, 12))).toEqual({ unit: 'year', value: 2 });
  });

  it('a start in the future reads 0 days rather than a negative age', () => {
    expect(ageBetween(daysLater(5), start)).toEqual({ unit: 'day', value: 0 });
  });

  it('never gives a negative value, and the unit grows with time', () => {
    const order = { day: 0, month: 1, year: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const first = ageBetween(start, daysLater(near));
        const second = ageBetween(start, daysLater(far));
        expect(first.value).toBeGreaterThanOrEqual(0);
        expect(order[first.unit]).toBeLessThanOrEqual(order[second.unit]);
      }),
    );
  });
});
