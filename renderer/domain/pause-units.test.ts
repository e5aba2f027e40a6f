import { describe, expect, it } from 'vitest';
import { addPauseUnits, WEEK_DAYS } from './pause-units.ts';
import { at } from './sample-data.testing.ts';

describe('Pause units: months, 7 days per week unit, or days (spec §4 MONTH or DAY units)', () => {
  it('a week unit is 7 days', () => {
    expect(WEEK_DAYS).toBe(7);
    expect(addPauseUnits(at('2025-04-01T00:00:00Z'), 'WEEK', 2)).toEqual(at('2025-04-15T00:00:00Z'));
  });

  it('a month unit is a calendar month, clamped to the end of a shorter month', () => {
    expect(addPauseUnits(at('2025-01-31T00:00:00Z'), 'MONTH', 1)).toEqual(at('2025-02-28T00:00:00Z'));
  });

  it('a day unit is a day', () => {
    expect(addPauseUnits(at('2025-02-27T00:00:00Z'), 'DAY', 3)).toEqual(at('2025-03-02T00:00:00Z'));
  });
});
