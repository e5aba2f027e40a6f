/** The API client's public surface: create it once with `createApiClient`, branch on `ApiError`. */

export {
  API_CALLS,
  type CallDefinition,
  type CallName,
  type HttpMethod,
  NO_ANSWER,
} from '../../contract/call-table.ts';
export { API_ERROR_CODES, API_ERROR_TEXTS, type ApiErrorCode } from '../../contract/errors.ts';
export {
  DEFAULT_API_BASE,
  FALLBACK_API_BASE,
  InvalidApiBaseError,
  normalizeApiBase,
  resolveApiBase,
} from './api-base.ts';
export { API_ERROR_KINDS, ApiError, type ApiErrorKind, isApiError } from './api-error.ts';
export type * from './calls/actions.ts';
export { CANCEL_AT_PERIOD_END_DEFAULT } from './calls/actions.ts';
export type * from './calls/billing.ts';
export type * from './calls/embed.ts';
export type * from './calls/events.ts';
export type * from './calls/identity.ts';
export type * from './calls/reports.ts';
export type * from './calls/sessions.ts';
export { type ApiClient, type ApiClientConfig, createApiClient } from './client.ts';
export { type CallOptions, type ClientIdentity, DEFAULT_TIMEOUT_MS } from './http.ts';
export { createIdempotencyKey } from './idempotency.ts';
export { MAX_ATTEMPTS, RETRY_BASE_DELAY_MS, RETRYABLE_STATUSES } from './retry.ts';
export { safeStringify } from './safe-json.ts';
