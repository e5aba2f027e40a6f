import type { KeyValueStore } from '../domain/skip-check-keys.ts';

/**
 * localStorage behind the domain's KeyValueStore. Storage may be missing or throw (Safari private mode,
 * sandboxed iframes, a full quota): then nothing is remembered and nothing breaks. It is reached on first
 * use, not when the store is made: a page's first touch of localStorage opens it and can block for
 * milliseconds, which init should not pay for.
 */
export function browserStore(): KeyValueStore {
  let opened: Storage | null | undefined;
  const open = (): Storage | null => {
    if (opened !== undefined) return opened;
    try {
      opened = globalThis.localStorage ?? null;
    } catch {
      opened = null;
    }
    return opened;
  };
  return {
    get: (key) => {
      try {
        return open()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        open()?.setItem(key, value);
      } catch {
        // Storage full or denied: the check simply runs again next time.
      }
    },
    remove: (key) => {
      try {
        open()?.removeItem(key);
      } catch {
        // Nothing to clear when storage is denied.
      }
    },
  };
}
