/**
 * What a caller without a verified customer writes — sessions (lite mode's reports, or any session posted
 * without customer headers) and the fire-and-forget reports (events, customer updates, issues, error logs,
 * logs) — anyone who knows an app id can write: nothing vouches for the caller, so each client address, and
 * the app as a whole, may store only so many a minute (RATE_LIMITS' `anonymous-*` buckets), then `429` with
 * the identity calls' body. A verified customer's writes are not counted: its auth hash vouches for them.
 */
import type { RateBucket } from '../providers/rate-limits.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { type Failure, failure } from './outcome.ts';

/**
 * Each kind of anonymous write and its budgets, per app and address and per app. Sessions and reports count
 * apart: a session comes with a few events and logs, and a flood of reports must not cost the app its lite
 * sessions (the reports the business reads).
 */
export const ANONYMOUS_WRITE_BUCKETS = {
  session: { perAddress: 'anonymous-session-ip', perApp: 'anonymous-session-app' },
  report: { perAddress: 'anonymous-report-ip', perApp: 'anonymous-report-app' },
} as const satisfies Record<string, { perAddress: RateBucket; perApp: RateBucket }>;

export type AnonymousWrite = keyof typeof ANONYMOUS_WRITE_BUCKETS;

/** Null when the write may be stored; else the 429 to answer. */
export async function anonymousWriteRefusal(
  deps: ServiceDeps,
  caller: Caller,
  clientIp: string,
  write: AnonymousWrite,
): Promise<Failure | null> {
  if (caller.claimedId !== null) return null;
  const appId = caller.app.appId;
  const buckets = ANONYMOUS_WRITE_BUCKETS[write];
  // The address first: one address past its budget is refused without spending the app's, so a single
  // flooding address cannot shut out the app's other customers.
  if (!(await deps.limits.take(buckets.perAddress, `${appId}:${clientIp}`)))
    return failure('too-many', MESSAGES.tooManyRequests);
  if (!(await deps.limits.take(buckets.perApp, appId))) return failure('too-many', MESSAGES.tooManyRequests);
  return null;
}
