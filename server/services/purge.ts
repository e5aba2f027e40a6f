/**
 * What the server forgets, and when (docs/server.md "What the server keeps"): idempotency keys (ours and the
 * database provider's applied changes) after 24 hours, served-offer records once no money action may rely
 * on them (the 24-hour served window), verification codes once expired, and recordings past
 * RECORDING_RETENTION_DAYS when it is set (recording-retention.ts). The server runs `purgeExpired`
 * every PURGE_EVERY_MS (create-server.ts); it reads the clock it is given, so tests drive it directly.
 */
import { refreshPlannerStatistics } from '../storage/planner-statistics.ts';
import type { ServiceDeps } from './deps.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';
import { purgeExpiredRecordings } from './recording-retention.ts';
import { SERVED_WINDOW_MS } from './served-offers.ts';

/** How often the sweep runs: hourly keeps every table within an hour of its retention. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface Purged {
  idempotencyKeys: number;
  servings: number;
  identityCodes: number;
  /** Sessions whose recording was deleted (none without RECORDING_RETENTION_DAYS). */
  recordings: number;
}

/** Deletes everything past its retention at `deps.now()`; returns how many rows of each kind went. */
export async function purgeExpired(
  deps: Pick<
    ServiceDeps,
    'idempotency' | 'servings' | 'identityCodes' | 'sessions' | 'blobs' | 'recordingRetentionDays' | 'now'
  >,
): Promise<Purged> {
  const now = deps.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [idempotencyKeys, servings, identityCodes, recordings] = await Promise.all([
    deps.idempotency.purge(ago(IDEMPOTENCY_TTL_MS)),
    deps.servings.purge(ago(SERVED_WINDOW_MS)),
    deps.identityCodes.purgeExpired(now),
    purgeExpiredRecordings(deps),
  ]);
  return { idempotencyKeys, servings, identityCodes, recordings };
}

/**
 * The planner's statistics are first refreshed this soon after start, not at the first hourly sweep: a server
 * started on a database filled by an import gets them before its first slow dashboard page. (Only the
 * statistics: purging at start would delete records under tests that move their clock.)
 */
export const FIRST_STATISTICS_AFTER_MS = 15_000;

/**
 * Starts the sweep: an unref'd timer (it never keeps the process alive); the returned function stops it. Each
 * sweep also refreshes the planner's statistics (storage/planner-statistics.ts), as tables grow; they are
 * also refreshed FIRST_STATISTICS_AFTER_MS after start.
 */
export function startPurging(deps: ServiceDeps, everyMs = PURGE_EVERY_MS): () => void {
  const warn = (error: Error) => deps.logger.warn({ err: { message: error.message } }, 'purge failed');
  const first = setTimeout(
    () => void refreshPlannerStatistics(deps.database).catch(warn),
    Math.min(FIRST_STATISTICS_AFTER_MS, everyMs),
  );
  const timer = setInterval(() => {
    purgeExpired(deps)
      .then((purged) => deps.logger.debug({ purged }, 'purged expired records'))
      .then(() => refreshPlannerStatistics(deps.database))
      .catch(warn);
  }, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
