/**
 * Limits of result and event delivery. The spec names none of these; they follow from what browsers allow
 * for requests that outlive a page, and from how long a customer's session results are worth keeping.
 */

/**
 * The Fetch standard refuses a keepalive request when the bodies of this page's keepalive requests in flight
 * would exceed 64 KiB (sendBeacon shares the same quota).
 */
export const KEEPALIVE_QUOTA_BYTES = 64 * 1024;

/**
 * The largest single body sent with keepalive: under the quota with room for a few events in flight, so the
 * session results never lose their place to them.
 */
export const KEEPALIVE_BODY_LIMIT_BYTES = 56 * 1024;

/** Waits between the queue's delivery attempts; each attempt may itself retry transient failures. */
export const DELIVERY_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Undelivered session results stay in the browser this long, for the customer's next visit. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many undelivered sessions are kept (the oldest go first). */
export const OUTBOX_MAX_ENTRIES = 20;

/** A text trimmed to fit a keepalive body ends with this mark, so a reader knows it was cut. */
export const TRIMMED_MARK = '…';

/**
 * When nothing asked for the delivery chunk earlier (the cancel flow asks once its first step is painted),
 * it is fetched this long after the first job given to it, so it never competes with a first render.
 */
export const DELIVERY_CHUNK_DELAY_MS = 1_000;

/**
 * What earlier visits left in the outbox is looked for this long after init, not during it: a page's first
 * storage read can block for milliseconds, which would delay the first step of a flow shown at once.
 */
export const OUTBOX_LOOK_DELAY_MS = 1_000;
