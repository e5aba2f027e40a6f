/**
 * Calendar arithmetic in the browser's time zone, for the rules the first step runs (cooldowns, pauses,
 * coupons, ages). The same results as date-fns 4's functions of the same names (calendar.test.ts holds them
 * to it, across time zones and daylight-saving changes), without their option handling and shared helpers:
 * 337 B gzip the main chunk does not carry (docs/performance.md). Lazy chunks may keep date-fns.
 */

/** `later` is strictly after `earlier` (an invalid date is after nothing). */
export function isAfter(later: Date, earlier: Date): boolean {
  return +later > +earlier;
}

/** A date that is one (not an Invalid Date). */
export function isValid(date: Date): boolean {
  return !Number.isNaN(+date);
}

/** `date` plus `amount` days (local days: a daylight-saving change keeps the time of day). */
export function addDays(date: Date, amount: number): Date {
  const result = new Date(+date);
  if (Number.isNaN(amount)) return new Date(Number.NaN);
  if (amount) result.setDate(result.getDate() + amount);
  return result;
}

/** `date` plus `amount` months; a day past the target month's end becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, amount: number): Date {
  const result = new Date(+date);
  if (Number.isNaN(amount)) return new Date(Number.NaN);
  if (!amount) return result;
  const day = result.getDate();
  const endOfTarget = new Date(+date);
  endOfTarget.setMonth(result.getMonth() + amount + 1, 0);
  if (day >= endOfTarget.getDate()) return endOfTarget;
  result.setFullYear(endOfTarget.getFullYear(), endOfTarget.getMonth(), day);
  return result;
}

/** The local calendar day of `date` as a UTC midnight timestamp (years below 100 kept as they are). */
function utcDay(date: Date): number {
  const day = new Date(0);
  day.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  return +day;
}

const DAY_MS = 86_400_000;

/** Calendar days from `earlier` to `later` (midnights crossed, whatever the times of day). */
export function differenceInCalendarDays(later: Date, earlier: Date): number {
  return Math.round((utcDay(later) - utcDay(earlier)) / DAY_MS);
}

const compare = (left: Date, right: Date) => Math.sign(+left - +right);

function isLastDayOfMonth(date: Date): boolean {
  const next = new Date(+date);
  next.setDate(date.getDate() + 1);
  return next.getDate() === 1;
}

/** Whole months from `earlier` to `later` (a month counts once its day of month is reached). */
export function differenceInMonths(later: Date, earlier: Date): number {
  const sign = compare(later, earlier);
  const working = new Date(+later);
  const difference = Math.abs(
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth(),
  );
  if (difference < 1) return 0;
  // date-fns's rule for a later date late in February, kept so that the answers stay its.
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - sign * difference);
  let lastMonthNotFull = compare(working, earlier) === -sign;
  if (isLastDayOfMonth(later) && difference === 1 && compare(later, earlier) === 1) lastMonthNotFull = false;
  const result = sign * (difference - Number(lastMonthNotFull));
  return result === 0 ? 0 : result;
}

/** Whole years from `earlier` to `later`. */
export function differenceInYears(later: Date, earlier: Date): number {
  const sign = compare(later, earlier);
  const difference = Math.abs(later.getFullYear() - earlier.getFullYear());
  const laterIn1584 = new Date(+later);
  const earlierIn1584 = new Date(+earlier);
  // Compared within one leap year, as date-fns does: whether the later date's day of year is reached.
  laterIn1584.setFullYear(1584);
  earlierIn1584.setFullYear(1584);
  const partial = compare(laterIn1584, earlierIn1584) === -sign;
  const result = sign * (difference - Number(partial));
  return result === 0 ? 0 : result;
}
