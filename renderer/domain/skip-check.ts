import type { Mode } from '../../contract/schemas/index.ts';
import {
  type KeyValueStore,
  SKIP_CHECK_CUSTOMER_KEY,
  SKIP_FAILED_PAYMENT_WALL_KEY,
  SKIP_PAUSE_WALL_KEY,
} from './skip-check-keys.ts';

export {
  ALL_SKIP_CHECK_KEYS,
  clearSkipChecks,
  type KeyValueStore,
  SKIP_CHECK_CUSTOMER_KEY,
  SKIP_FAILED_PAYMENT_WALL_KEY,
  SKIP_PAUSE_WALL_KEY,
} from './skip-check-keys.ts';

/**
 * Check skipping (spec §4, §9): after a clean result (no wall to show) the pause and failed-payment checks
 * are skipped for 24 hours for the same customer, unless forced or in TEST mode. The store is passed in so
 * these rules never touch localStorage themselves.
 *
 * Storage: one key per check holding the epoch milliseconds of the last clean result, and one key holding
 * the customer those results belong to. A new customer's clean result drops the other check's result,
 * which belonged to the previous customer. Anything unreadable means "check again": a broken cache must
 * never hide a wall nor throw.
 */

/** How long a clean result lets a check be skipped. */
export const SKIP_CHECK_TTL_SECONDS = 86_400;

/** The checks that may be skipped. */
export type SkipCheckKind = 'pause-wall' | 'failed-payment-wall';

const KEY_OF: Record<SkipCheckKind, string> = {
  'pause-wall': SKIP_PAUSE_WALL_KEY,
  'failed-payment-wall': SKIP_FAILED_PAYMENT_WALL_KEY,
};

export interface SkipCheckOptions {
  /** The host asked for a fresh check. */
  force: boolean;
  mode: Mode;
  now: Date;
}

// Storage can throw (quota, privacy modes, a denied sandbox): treat that as nothing stored.
function read(store: KeyValueStore, key: string): string | null {
  try {
    return store.get(key);
  } catch {
    return null;
  }
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // A cache that cannot be written only means the next check runs.
  }
}

/** Whether a check may be skipped because the same customer had a clean result less than 24 hours ago. */
export function shouldSkipCheck(
  store: KeyValueStore,
  kind: SkipCheckKind,
  customerId: string | null | undefined,
  options: SkipCheckOptions,
): boolean {
  if (options.force || options.mode === 'TEST' || !customerId) return false;
  if (read(store, SKIP_CHECK_CUSTOMER_KEY) !== customerId) return false;
  const raw = read(store, KEY_OF[kind]);
  if (raw === null || !/^\d+$/.test(raw.trim())) return false;
  const elapsedMs = options.now.getTime() - Number(raw);
  // A result from the future (a clock moved back) is not trusted.
  return elapsedMs >= 0 && elapsedMs < SKIP_CHECK_TTL_SECONDS * 1000;
}

/** Records a clean result of a check for a customer, so the next 24 hours may skip it. */
export function recordCleanCheck(
  store: KeyValueStore,
  kind: SkipCheckKind,
  customerId: string | null | undefined,
  now: Date,
): void {
  if (!customerId) return;
  attempt(() => {
    if (read(store, SKIP_CHECK_CUSTOMER_KEY) !== customerId) {
      for (const key of Object.values(KEY_OF)) store.remove(key);
      store.set(SKIP_CHECK_CUSTOMER_KEY, customerId);
    }
    store.set(KEY_OF[kind], String(now.getTime()));
  });
}
