import * as dateFns from 'date-fns';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as calendar from './calendar.ts';

/**
 * calendar.ts stands in for date-fns in the main chunk: it must answer exactly as date-fns does, in any time
 * zone a customer's browser may be in, daylight-saving changes included (New York and Santiago change at
 * midnight or 2 a.m., Lord Howe by half an hour, Kolkata never).
 */
const ZONES = ['UTC', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata'];
const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

const MIN = Date.UTC(1970, 0, 1);
const MAX = Date.UTC(2100, 0, 1);
/** Any instant, and instants near month ends and midnights, where the rules have their edges. */
const instant = fc.oneof(
  fc.integer({ min: MIN, max: MAX }),
  fc
    .tuple(
      fc.integer({ min: 1970, max: 2099 }),
      fc.integer({ min: 0, max: 11 }),
      fc.constantFrom(1, 27, 28, 29, 30, 31),
      fc.constantFrom(0, 1, 2, 3, 12, 23),
      fc.constantFrom(0, 30, 59),
    )
    .map(([year, month, day, hour, minute]) => new Date(year, month, day, hour, minute).getTime()),
);
const date = instant.map((ms) => new Date(ms));
const months = fc.oneof(fc.integer({ min: -40, max: 40 }), fc.constantFrom(0, 1, 12, 1.5, Number.NaN));
const days = fc.oneof(fc.integer({ min: -400, max: 400 }), fc.constantFrom(0, 7, 0.5, Number.NaN));
const invalid = new Date(Number.NaN);

/** The same answer, Dates compared by their time (both Invalid Dates count as the same). */
function same(ours: Date | number | boolean, theirs: Date | number | boolean): void {
  if (ours instanceof Date && theirs instanceof Date) expect(+ours).toEqual(+theirs);
  else expect(ours).toEqual(theirs);
}

describe.each(ZONES)('calendar arithmetic answers as date-fns does, in %s', (zone) => {
  const inZone = (check: () => void) => () => {
    process.env.TZ = zone;
    check();
  };

  it(
    'addMonths and addDays',
    inZone(() => {
      fc.assert(
        fc.property(date, months, days, (start, m, d) => {
          same(calendar.addMonths(start, m), dateFns.addMonths(start, m));
          same(calendar.addDays(start, d), dateFns.addDays(start, d));
        }),
        { numRuns: 400 },
      );
      same(calendar.addMonths(invalid, 1), dateFns.addMonths(invalid, 1));
      same(calendar.addDays(invalid, 1), dateFns.addDays(invalid, 1));
    }),
  );

  it(
    'differenceInCalendarDays, differenceInMonths and differenceInYears',
    inZone(() => {
      fc.assert(
        fc.property(date, date, (later, earlier) => {
          same(
            calendar.differenceInCalendarDays(later, earlier),
            dateFns.differenceInCalendarDays(later, earlier),
          );
          same(calendar.differenceInMonths(later, earlier), dateFns.differenceInMonths(later, earlier));
          same(calendar.differenceInYears(later, earlier), dateFns.differenceInYears(later, earlier));
        }),
        { numRuns: 400 },
      );
      for (const [later, earlier] of [
        [invalid, new Date()],
        [new Date(), invalid],
      ] as const) {
        same(
          calendar.differenceInCalendarDays(later, earlier),
          dateFns.differenceInCalendarDays(later, earlier),
        );
        same(calendar.differenceInMonths(later, earlier), dateFns.differenceInMonths(later, earlier));
        same(calendar.differenceInYears(later, earlier), dateFns.differenceInYears(later, earlier));
      }
    }),
  );

  it(
    'isAfter and isValid',
    inZone(() => {
      fc.assert(
        fc.property(fc.oneof(date, fc.constant(invalid)), fc.oneof(date, fc.constant(invalid)), (a, b) => {
          same(calendar.isAfter(a, b), dateFns.isAfter(a, b));
          same(calendar.isValid(a), dateFns.isValid(a));
        }),
      );
    }),
  );
});

describe('month ends (spec §9 discount expiry: a month later, clamped to the month)', () => {
  it('31 January plus one month is the last day of February', () => {
    process.env.TZ = 'UTC';
    expect(calendar.addMonths(new Date(2024, 0, 31), 1)).toEqual(new Date(2024, 1, 29));
    expect(calendar.addMonths(new Date(2025, 0, 31), 1)).toEqual(new Date(2025, 1, 28));
  });
});
