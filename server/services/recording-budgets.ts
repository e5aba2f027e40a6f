/**
 * How many bytes of recordings a caller may make the server store (docs/server.md "Recordings and the
 * disk"). Each recording is kept as received, up to 6 MiB (MAX_RECORDING_BODY_BYTES of base64), until deleted
 * (or RECORDING_RETENTION_DAYS); the session's budget alone let one address store 20 of them a minute, and a
 * verified customer any number. So the stored bytes are counted an hour (RATE_LIMITS' `recording-bytes-*`
 * buckets, bytes as points): per client address (anonymous) or per customer (verified), and per app, each
 * kind apart. Past a budget the upload is `429` and nothing is stored; the session stays, without its
 * recording (the widget takes a 429 as final and only warns in the console).
 */
import { type RateBucket, spendSourceThenApp } from '../providers/rate-limits.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { type Failure, failure } from './outcome.ts';

/** Each kind of caller's budgets: per source (the address, or the customer) and per app. */
export const RECORDING_BUDGETS = {
  anonymous: { perSource: 'recording-bytes-anonymous-ip', perApp: 'recording-bytes-anonymous-app' },
  customer: { perSource: 'recording-bytes-customer', perApp: 'recording-bytes-customers-app' },
} as const satisfies Record<string, { perSource: RateBucket; perApp: RateBucket }>;

/** The budgets a caller's recordings count against, and the key of its own. */
export function recordingBudgetOf(caller: Caller, clientIp: string) {
  const appId = caller.app.appId;
  return caller.claimedId === null
    ? { ...RECORDING_BUDGETS.anonymous, source: `${appId}:${clientIp}` }
    : { ...RECORDING_BUDGETS.customer, source: `${appId}:${caller.customerKey}` };
}

/**
 * The bytes an upload counts: a session keeps one recording, so a replacement adds to the disk only what it
 * is larger than the one it replaces, and only that counts. A smaller one counts nothing and gives nothing
 * back, so replacing in a loop neither costs a fair client its budget nor lets one grow the disk past it.
 */
export function countedRecordingBytes(bytes: number, storedBytes: number): number {
  return Math.max(0, bytes - storedBytes);
}

/** The caller's own budget and its app's, as the rate limits name them. */
function budgetKeysOf(caller: Caller, clientIp: string) {
  const budget = recordingBudgetOf(caller, clientIp);
  return {
    source: { bucket: budget.perSource, key: budget.source },
    app: { bucket: budget.perApp, key: caller.app.appId },
  };
}

/**
 * Spends `bytes` of the caller's budgets; null when the recording may be stored, else the 429 to answer. A
 * refused recording spends nothing, so a smaller one that still fits is stored.
 */
export async function recordingBudgetRefusal(
  deps: ServiceDeps,
  caller: Caller,
  clientIp: string,
  bytes: number,
): Promise<Failure | null> {
  if (bytes === 0) return null;
  const { source, app } = budgetKeysOf(caller, clientIp);
  const spent = await spendSourceThenApp(deps.limits, source, app, bytes);
  return spent ? null : failure('too-many', MESSAGES.recordingBudgetSpent);
}

/** Gives back what {@link recordingBudgetRefusal} spent, to both budgets, for a recording not stored after all. */
export async function giveBackRecordingBytes(
  deps: ServiceDeps,
  caller: Caller,
  clientIp: string,
  bytes: number,
): Promise<void> {
  if (bytes === 0) return;
  const { source, app } = budgetKeysOf(caller, clientIp);
  await Promise.all([source, app].map((budget) => deps.limits.giveBack(budget.bucket, budget.key, bytes)));
}
