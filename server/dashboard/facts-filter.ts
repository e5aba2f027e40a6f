/**
 * The dashboard's filters (dates, mode, flow version) as one condition on session_facts, which the results'
 * figures and the sessions list share. Dates compare as the stored ISO strings: a UTC day by its prefix, a
 * day of another zone as the instants from its first to the next day's first (zone-days.ts).
 */
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import { parseFlowVersionKey } from '../../contract/dashboard-api.ts';
import type { ResultsFilter } from '../../contract/dashboard-filters.ts';
import type { Database } from '../storage/tables.ts';
import { dayStart, nextDay } from './zone-days.ts';

/**
 * The bound every stored time of `day` (YYYY-MM-DD, UTC) sorts below, so `to` includes its whole day: each
 * starts `dayT` (ISO, UTC) and 'U' follows 'T'. Unlike the next day's date it holds at 9999-12-31, whose next
 * day has no 4-digit year.
 */
export function endOfDay(day: string): string {
  return `${day}U`;
}

/** The first instant of year 10000, which an ISO string writes as `+010000-…`, sorting before every year. */
const YEAR_10000_MS = Date.UTC(10_000, 0, 1);

/** A stored-time bound for the instant `ms`: its ISO string, or after every 4-digit year's time. */
function instantBound(ms: number): string {
  return ms >= YEAR_10000_MS ? endOfDay('9999-12-31') : new Date(ms).toISOString();
}

/** The filter's zone, or undefined for UTC days (no zone, as clients before `tz`, or UTC): compared as stored strings. */
export function zoneOf(filter: ResultsFilter): string | undefined {
  return filter.tz === 'UTC' ? undefined : filter.tz;
}

/** The condition on session_facts of one app and the filters (joins may use it too). */
export function factsFilter(appId: string, filter: ResultsFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'session_facts'>();
  const conditions: Expression<SqlBool>[] = [eb('session_facts.app_id', '=', appId)];
  // A day of another zone is the instants from its first to the next day's first (zone-days.ts).
  const zone = zoneOf(filter);
  if (filter.from) {
    const bound = zone === undefined ? filter.from : instantBound(dayStart(filter.from, zone));
    conditions.push(eb('session_facts.created_at', '>=', bound));
  }
  if (filter.to) {
    const bound = zone === undefined ? endOfDay(filter.to) : instantBound(dayStart(nextDay(filter.to), zone));
    conditions.push(eb('session_facts.created_at', '<', bound));
  }
  if (filter.mode) conditions.push(eb('session_facts.mode', '=', filter.mode));
  if (filter.flowVersion) {
    const { flowId, version, lite } = parseFlowVersionKey(filter.flowVersion);
    conditions.push(eb('session_facts.flow_id', '=', flowId));
    conditions.push(eb('session_facts.flow_version', '=', version));
    conditions.push(eb('session_facts.lite', '=', lite ? 1 : 0));
  }
  return eb.and(conditions);
}
