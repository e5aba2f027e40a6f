/** The time zone the dashboard's days are in: the browser's, as its dates are shown (format.ts). */
import { isTimeZone } from '../contract/dashboard-filters.ts';

/** The browser's IANA zone; UTC when it names none the server's check would take (a rare engine's alias). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
