/**
 * The filters of the dashboard's results, session list and CSV (dates, time zone, mode, flow version; the list's
 * search, outcome and page), as the query parameters the server checks and the dashboard sends.
 */
import * as v from 'valibot';
import { OUTCOMES } from './dashboard-api.ts';

const ModeFilterSchema = v.picklist(['LIVE', 'TEST']);
/** The years a results filter may name: no session is older than 2000, and 9999 is the last 4-digit year. */
export const FILTER_YEARS = { first: 2000, last: 9999 } as const;

/** A real calendar day (2026-02-30 is none) within FILTER_YEARS. */
function isFilterDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`);
  const year = date.getUTCFullYear();
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === day &&
    year >= FILTER_YEARS.first &&
    year <= FILTER_YEARS.last
  );
}

const DaySchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check(isFilterDay, `must be a calendar day from ${FILTER_YEARS.first} to ${FILTER_YEARS.last}`),
);

/** An IANA time zone name the runtime's Intl knows (`Pacific/Auckland`, `UTC`; aliases too), not an offset. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check(isTimeZone, 'must be an IANA time zone name, e.g. Europe/Berlin'),
);

/**
 * The results' and session list's filters, as query parameters. `from`/`to` are whole days, inclusive, in the
 * time zone `tz` (the dashboard sends the browser's); without `tz`, UTC days, as clients before it had.
 */
const RESULTS_FILTER_ENTRIES = {
  from: v.optional(DaySchema),
  to: v.optional(DaySchema),
  /** The days' time zone (IANA name): of `from`/`to` and of the results' `perDay`. */
  tz: v.optional(TimeZoneSchema),
  mode: v.optional(ModeFilterSchema),
  /** `flowId@version`, or `flowId@version~lite` for lite sessions, as the answer's `versions` list names them. */
  flowVersion: v.optional(v.pipe(v.string(), v.regex(/^[^@]+@\d+(~lite)?$/))),
};

/** A range whose first day comes after its last holds no day: said, not answered with zeros. */
export const FROM_AFTER_TO_MESSAGE = 'From comes after To: choose a To day on or after the From day';

function fromNotAfterTo<T extends { from?: string; to?: string }>() {
  return v.check<T, typeof FROM_AFTER_TO_MESSAGE>(
    (filter) => !filter.from || !filter.to || filter.from <= filter.to,
    FROM_AFTER_TO_MESSAGE,
  );
}

const ResultsFilterObject = v.object(RESULTS_FILTER_ENTRIES);
export const ResultsFilterSchema = v.pipe(
  ResultsFilterObject,
  fromNotAfterTo<v.InferOutput<typeof ResultsFilterObject>>(),
);
export type ResultsFilter = v.InferOutput<typeof ResultsFilterSchema>;

const SessionsQueryObject = v.object({
  ...RESULTS_FILTER_ENTRIES,
  /** Matches a customer id or e-mail, a session id, a reason or typed text (case-insensitive substring). */
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  outcome: v.optional(v.picklist(OUTCOMES)),
  /** Page: sessions created before this session id's place in the newest-first order. */
  before: v.optional(v.string()),
});
export const SessionsQuerySchema = v.pipe(
  SessionsQueryObject,
  fromNotAfterTo<v.InferOutput<typeof SessionsQueryObject>>(),
);
export type SessionsQuery = v.InferOutput<typeof SessionsQuerySchema>;
