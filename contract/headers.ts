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
