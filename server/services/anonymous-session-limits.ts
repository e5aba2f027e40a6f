/**
 * Sessions without a customer (lite mode's reports, or any session posted without customer headers) are
 * written by anyone who knows an app id: nothing vouches for the caller, so each client address, and the app
 * as a whole, may store only so many a minute (RATE_LIMITS' `anonymous-session-*` buckets), then `429` with
 * the identity calls' body. A session of a verified customer is not counted: its auth hash vouches for it.
 */
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { type Failure, failure } from './outcome.ts';

/** Null when the session may be stored; else the 429 to answer. */
export async function anonymousSessionRefusal(
  deps: ServiceDeps,
  caller: Caller,
  clientIp: string,
): Promise<Failure | null> {
  if (caller.claimedId !== null) return null;
  const appId = caller.app.appId;
  // The address first: one address past its budget is refused without spending the app's, so a single
  // flooding address cannot shut out the app's other customers.
  if (!(await deps.limits.take('anonymous-session-ip', `${appId}:${clientIp}`)))
    return failure('too-many', MESSAGES.tooManyRequests);
  if (!(await deps.limits.take('anonymous-session-app', appId)))
    return failure('too-many', MESSAGES.tooManyRequests);
  return null;
}
