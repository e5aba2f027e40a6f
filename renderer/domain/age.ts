import { differenceInCalendarDays, differenceInMonths, differenceInYears } from './calendar.ts';

/** Below this many days an age shows in days (spec §9 "days under 30 days"). */
export const AGE_DAYS_LIMIT = 30;

export const AGE_UNITS = ['day', 'month', 'year'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];

/** An age in one unit; the words ("3 months") come from i18n keys `age.<unit>` (plural-aware). */
export interface Age {
  unit: AgeUnit;
  value: number;
}

/**
 * How long something (a subscription) has existed, in the unit the spec picks: days under 30 days,
 * months under a year, then whole years (spec §9 Age display). A start in the future reads 0 days.
 * Between 30 days and the first full month (e.g. 30 days from 1 to 31 January) it reads 1 month,
 * since the day unit has ended and "0 months" means nothing to a customer.
 */
export function ageBetween(start: Date, now: Date): Age {
  const days = differenceInCalendarDays(now, start);
  if (days < AGE_DAYS_LIMIT) return { unit: 'day', value: Math.max(0, days) };
  const years = differenceInYears(now, start);
  if (years < 1) return { unit: 'month', value: Math.max(1, differenceInMonths(now, start)) };
  return { unit: 'year', value: years };
}
