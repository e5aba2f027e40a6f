/**
 * The storage keys of check skipping (spec §4, §9; the rules are in skip-check.ts) and their clearing. Apart
 * from the rules because the main chunk clears them (clearState, a wall's clear-state call before the walls'
 * chunk was ever fetched) while only the walls' chunk reads and writes them.
 */

export const SKIP_PAUSE_WALL_KEY = 'holdfast:skip-pause-wall';
export const SKIP_FAILED_PAYMENT_WALL_KEY = 'holdfast:skip-failed-payment-wall';
export const SKIP_CHECK_CUSTOMER_KEY = 'holdfast:customer-id';

/** The storage keys of check skipping; they are cleared together. */
export const ALL_SKIP_CHECK_KEYS = [
  SKIP_PAUSE_WALL_KEY,
  SKIP_FAILED_PAYMENT_WALL_KEY,
  SKIP_CHECK_CUSTOMER_KEY,
] as const;

/** The minimal string store the rules need (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Clears every skip-check key together (clearState, a wall's clear-state call, a logout). */
export function clearSkipChecks(store: KeyValueStore): void {
  for (const key of ALL_SKIP_CHECK_KEYS) {
    try {
      store.remove(key);
    } catch {
      // A cache that cannot be written only means the next check runs.
    }
  }
}
