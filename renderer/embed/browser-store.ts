import type { KeyValueStore } from '../domain/skip-check.ts';

/**
 * localStorage behind the domain's KeyValueStore. Storage may be missing or throw (Safari private mode,
 * sandboxed iframes, a full quota): then nothing is remembered and nothing breaks.
 */
export function browserStore(): KeyValueStore {
  const storage = (() => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  })();
  return {
    get: (key) => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage?.setItem(key, value);
      } catch {
        // Storage full or denied: the check simply runs again next time.
      }
    },
    remove: (key) => {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear when storage is denied.
      }
    },
  };
}
