/**
 * Tests written to docs/api.md that a target is known to fail today, by id. A target lists the ids it
 * diverges on (ContractTarget.knownDivergences); the test then runs as an expected failure there, so the
 * divergence is visible in every run and a fix turns it red until the entry is removed.
 */
export const DIVERGENCES = {
  /**
   * docs/api.md "Checked against what was served": a backend MUST answer 403 to a money action outside the
   * offers this customer was served. The mock applies any catalog coupon, plan, length or days.
   */
  servedChecks: 'money-actions-checked-against-served',
  /**
   * docs/api.md "Idempotency": a backend MUST refuse a money action without an Idempotency-Key, or with one
   * that is not a UUID, with 400. The mock acts without one.
   */
  idempotencyKeyRequired: 'idempotency-key-required',
  /**
   * docs/api.md "Idempotency": sessions are deduplicated per (app, identity, sessionKey). The mock
   * deduplicates per app, so a second customer sending a sessionKey another used is answered the other's
   * session id and records nothing.
   */
  sessionKeyPerIdentity: 'session-key-per-identity',
  /**
   * docs/api.md "CORS": a production backend MUST answer CORS only for the app's registered origins. The
   * mock reflects every origin (documented there as the mock's choice for local development).
   */
  corsRegisteredOrigins: 'cors-registered-origins',
  /**
   * docs/api.md "The auth hash": a backend MUST keep separate LIVE and TEST secrets. The mock has one secret
   * for both modes and ignores the seed's testSecret (contract/seed.ts).
   */
  separateModeSecrets: 'separate-mode-secrets',
} as const;
