/**
 * An app's configuration — the app with its secrets, its Stripe account, its published flows, its coupons and
 * plans, its customer-data endpoint, whether it has webhook endpoints — is read by nearly every call and
 * changes a few times a day. Each read is a round trip, the main cost of a call on PostgreSQL (docs/server.md
 * "Benchmark"), so every instance keeps what it read for a short time (CONFIG_CACHE_MS, 1 s by default).
 *
 * - A change made through this instance (the dashboard, the stores' own writes) is seen at once: the write
 *   forgets the app's entries.
 * - A change made elsewhere (another instance, `npm run server -- rotate-secret`) is seen within the time
 *   kept: a retired secret keeps verifying for up to that long (docs/server.md "Rotating a secret").
 * - What is kept is frozen: a caller that changed a shared answer would change it for the next request.
 * - Concurrent reads of one entry share one round trip; a failed read is not kept.
 */

/** How long an instance keeps an app's configuration by default (CONFIG_CACHE_MS). */
export const CONFIG_CACHE_MS = 1_000;
/** Entries kept at most; past it the oldest is dropped (one app has a handful). */
export const CONFIG_CACHE_ENTRIES = 10_000;

export interface ConfigCache {
  /**
   * The entry `part` of the app, read by `load` when not kept or kept too long. A value `keep` refuses is
   * answered but not kept (an unknown app: ids anyone can send must not fill the cache).
   */
  read<T>(appId: string, part: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Drops every entry of the app: call it after writing any of the app's configuration. */
  forget(appId: string): void;
}

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

/** Freezes a read value and everything in it (JSON-shaped data: objects and arrays). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A cache keeping entries `keepMs` (0 keeps nothing: every read goes to the database). */
export function createConfigCache(
  keepMs: number,
  clock: () => number = () => performance.now(),
): ConfigCache {
  const byApp = new Map<string, Map<string, Entry>>();
  let size = 0;

  function dropOldestApp(): void {
    const oldest = byApp.keys().next();
    if (oldest.done) return;
    size -= byApp.get(oldest.value)?.size ?? 0;
    byApp.delete(oldest.value);
  }

  return {
    read<T>(appId: string, part: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      if (keepMs <= 0) return load();
      let entries = byApp.get(appId);
      const kept = entries?.get(part);
      const now = clock();
      if (kept && now - kept.readAt < keepMs) return kept.value as Promise<T>;
      if (!entries) {
        while (size >= CONFIG_CACHE_ENTRIES && byApp.size > 0) dropOldestApp();
        entries = new Map();
        byApp.set(appId, entries);
      }
      const mine = entries;
      const value = load().then(deepFreeze);
      const entry = { value, readAt: now };
      if (!mine.has(part)) size += 1;
      mine.set(part, entry);
      const drop = () => {
        if (mine.get(part) !== entry) return;
        mine.delete(part);
        if (byApp.get(appId) !== mine) return;
        size -= 1;
        if (mine.size === 0) byApp.delete(appId);
      };
      // A failed read is not kept (the next call tries again); nor is it an unhandled rejection here.
      value.then((read) => {
        if (keep && !keep(read)) drop();
      }, drop);
      return value;
    },

    forget(appId: string): void {
      size -= byApp.get(appId)?.size ?? 0;
      byApp.delete(appId);
    },
  };
}

/** No cache: every read goes to the database (stores made outside a server, tools, tests of a store). */
export const NO_CONFIG_CACHE: ConfigCache = createConfigCache(0);
