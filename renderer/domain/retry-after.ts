/** The longest wait a timer can hold: a longer setTimeout fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long an answer's Retry-After asks the caller to wait (RFC 9110 §10.2.3): a number of seconds, or an
 * HTTP date (a past date: no wait). Null when there is none or it cannot be read; the caller's own schedule
 * then decides.
 */
export function retryAfterMs(value: string | null | undefined, nowMs: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  // An HTTP date names its day and month in letters; anything else that is not whole seconds is unreadable.
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /[a-z]/i.test(text) ? Date.parse(text) - nowMs : NaN;
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), LONGEST_TIMER_MS);
}
