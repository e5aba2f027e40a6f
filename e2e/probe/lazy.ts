/** A lazily imported module of the probe core; its presence in the answer proves the chunk loaded. */
export const LAZY_ANSWER = { session: 'from a lazy chunk' };
