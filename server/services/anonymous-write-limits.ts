/**
 * What a caller without a verified customer writes — sessions (lite mode's reports, or any session posted
 * without customer headers) and the fire-and-forget reports (events, customer updates, issues, error logs,
 * logs) — anyone who knows an app id can write: nothing vouches for the caller, so each client address, and
 * the app as a whole, may store only so many a minute, and only so many bytes an hour (RATE_LIMITS'
 * `anonymous-*` buckets), then `429` with the identity calls' body. A verified customer's writes are not counted: its auth hash vouches for them.
 */
import { type RateBucket, spendSourceThenApp } from '../providers/rate-limits.ts';
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

/** The bytes every anonymous write stores count against, sessions and reports together. */
export const ANONYMOUS_BYTES_BUCKETS = {
  perAddress: 'anonymous-bytes-ip',
  perApp: 'anonymous-bytes-app',
} as const satisfies { perAddress: RateBucket; perApp: RateBucket };

/** What a write stores, in bytes: its payload as JSON. */
export function storedBytes(payload: unknown): number {
  return Buffer.byteLength(JSON.stringify(payload ?? null));
}

/** Null when the write of `payload` may be stored; else the 429 to answer. */
export async function anonymousWriteRefusal(
  deps: ServiceDeps,
  caller: Caller,
  clientIp: string,
  write: AnonymousWrite,
  payload: unknown,
): Promise<Failure | null> {
  if (caller.claimedId !== null) return null;
  const appId = caller.app.appId;
  const buckets = ANONYMOUS_WRITE_BUCKETS[write];
  // The address first: one address past its budget is refused without spending the app's, so a single
  // flooding address cannot shut out the app's other customers.
  if (!(await deps.limits.take(buckets.perAddress, `${appId}:${clientIp}`)))
    return failure('too-many', MESSAGES.tooManyRequests);
  if (!(await deps.limits.take(buckets.perApp, appId))) return failure('too-many', MESSAGES.tooManyRequests);
  // The bytes likewise, the address's before the app's; a refused spend costs nothing, so a smaller write fits.
  const spent = await spendSourceThenApp(
    deps.limits,
    { bucket: ANONYMOUS_BYTES_BUCKETS.perAddress, key: `${appId}:${clientIp}` },
    { bucket: ANONYMOUS_BYTES_BUCKETS.perApp, key: appId },
    storedBytes(payload),
  );
  return spent ? null : failure('too-many', MESSAGES.tooManyRequests);
}
