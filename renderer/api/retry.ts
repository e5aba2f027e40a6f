/** When and how often a call with the `transient` retry policy is sent again. */
import type { ApiError } from './api-error.ts';

/** At most this many attempts of one request, the first included. */
export const MAX_ATTEMPTS = 3;

/** The wait before the second attempt; it doubles before each further one. */
export const RETRY_BASE_DELAY_MS = 500;

/** Gateway statuses: the request may never have reached the application, so repeating it is safe. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * True when a failed attempt may be repeated: the request may not have been applied (network error,
 * timeout, gateway status). A 4xx or a 500 is an answer from the application itself and is final; a
 * malformed answer means the action was applied; an abort is the caller's decision.
 */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== null && RETRYABLE_STATUSES.includes(error.status);
}

/** The wait after failed attempt `attempt` (1-based): 500 ms, then 1000 ms. */
export function backoffMs(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
}

/** Waits `ms` milliseconds; injectable so tests do not wait. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
