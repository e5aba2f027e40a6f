/**
 * Calendar days in a time zone, as instants: where a dashboard user's day starts and ends, and which day an
 * instant falls on there. A day is [its first instant, the next day's first instant), so days partition time —
 * a daylight-saving day of 23 or 25 hours, or one whose midnight is skipped, neither loses nor counts a
 * session twice. Every offset and transition since 2000 is a whole minute, so minutes are exact enough.
 */

const MINUTE_MS = 60_000;
/** Offsets run from −12:00 to +14:00: a day's first instant lies within 15 hours of its UTC midnight. */
const SEARCH_HALF_WIDTH_MINUTES = 15 * 60;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format;
}

/** The `YYYY-MM-DD` day the instant `ms` falls on in `zone`. */
export function localDay(ms: number, zone: string): string {
  const parts = dayFormat(zone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The day after `day` (`YYYY-MM-DD`); after 9999-12-31 comes 10000-01-01, which sorts after every 4-digit day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const year = date.getUTCFullYear();
  return `${year < 10_000 ? String(year).padStart(4, '0') : year}-${date.toISOString().slice(-19, -14)}`;
}

/**
 * The first instant (ms) of `day` in `zone`: usually its local midnight; on a day whose midnight a clock change
 * skips, the instant of the change. A binary search over minutes rather than offset arithmetic, which a
 * transition between the guess and the answer would mislead.
 */
export function dayStart(day: string, zone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnightMinutes = Date.UTC(year, month - 1, date) / MINUTE_MS;
  // Comparing `YYYY-MM-DD` strings needs a 5-digit year's day to sort after, which padStart gives.
  const key = (d: string) => d.padStart(11, '0');
  const target = key(day);
  let low = utcMidnightMinutes - SEARCH_HALF_WIDTH_MINUTES; // before the day everywhere
  let high = utcMidnightMinutes + SEARCH_HALF_WIDTH_MINUTES; // within or after it everywhere
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (key(localDay(middle * MINUTE_MS, zone)) >= target) high = middle;
    else low = middle;
  }
  return high * MINUTE_MS;
}

/** A count of sessions and saves in the slot starting at the instant `at` (ms); rows ascending by `at`. */
export interface TimedCount {
  at: number;
  sessions: number;
  saved: number;
}

/**
 * The counts summed per day of `zone`, oldest first — a formatting and a search per day, not per row — or
 * undefined when a day starts inside a slot of `slotMs` that holds sessions (finer slots are needed).
 */
export function perLocalDay(
  rows: readonly TimedCount[],
  zone: string,
  slotMs: number,
): { day: string; sessions: number; saved: number }[] | undefined {
  const days: { day: string; sessions: number; saved: number }[] = [];
  let current: { day: string; sessions: number; saved: number } | undefined;
  let currentEnd = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    if (!current || row.at >= currentEnd) {
      const day = localDay(row.at, zone);
      current = { day, sessions: 0, saved: 0 };
      currentEnd = dayStart(nextDay(day), zone);
      days.push(current);
    }
    // The slot's sessions may be on both sides of the boundary: which, only finer slots tell.
    if (currentEnd < row.at + slotMs) return undefined;
    current.sessions += row.sessions;
    current.saved += row.saved;
  }
  return days;
}
