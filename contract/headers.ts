/**
 * The headers of spec §7 (docs/api.md "Headers"), in lower case: HTTP header names are case-insensitive,
 * and servers (Node's, the mock's) hand them over lower-cased, so one spelling serves both sides.
 */
export const HEADERS = {
  authHash: 'x-holdfast-auth-hash',
  customerId: 'x-holdfast-customer-id',
  appId: 'x-holdfast-app-id',
  mode: 'x-holdfast-mode',
  provider: 'x-holdfast-provider',
  subscriptionId: 'x-holdfast-subscription-id',
  idempotencyKey: 'idempotency-key',
} as const;

/** Sent on an answer replayed for a repeated Idempotency-Key (as Stripe does). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/**
 * How long a browser may keep a backend's preflight answer, in seconds: every widget call sends the headers
 * above, so each call's URL is preflighted once per this time. Two hours, Chromium's cap (Firefox keeps a
 * day): a customer who comes back to the cancel flow within it skips the preflight's round trip. Safe to keep
 * long: a preflight only lets the browser send the call; whether the page may read the answer is decided on
 * every answer (its Access-Control-Allow-Origin).
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;
