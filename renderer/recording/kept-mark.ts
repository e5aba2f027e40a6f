/**
 * Set in localStorage while a recording waits in IndexedDB (kept-store.ts): the main chunk reads this one
 * key at init, so only a browser that kept a recording ever fetches the code that uploads it.
 */
export const KEPT_RECORDINGS_MARK = 'holdfast:kept-recordings';
