/**
 * The contract's error shape: a failed call answers non-2xx with `{ message }` (ErrorBodySchema in
 * schemas/common.ts); the client turns every failure into one of these stable codes, which double as the
 * i18n keys of the customer-facing texts. The spec's own texts (§8) are here; the call tables map a call's
 * statuses to them.
 */
export { type ErrorBody, ErrorBodySchema } from './schemas/common.ts';

/** Stable error codes (also i18n keys). */
export const API_ERROR_CODES = [
  /** Identity check answered 400 (spec §8). */
  'IDENTITY_NOT_FOUND',
  /** Any call answered 429 (spec §8 gives the text for the identity calls; it fits every call). */
  'TOO_MANY_REQUESTS',
  /** Identity check failed otherwise (spec §8). */
  'IDENTITY_CHECK_FAILED',
  /** Identity verification answered 400 (spec §8). */
  'CODE_INCORRECT',
  /** Identity verification answered without an hmac (spec §8: "missing hmac is an error"). */
  'MISSING_HMAC',
  /** Any other non-2xx answer; the message is the server's. */
  'HTTP_ERROR',
  'NETWORK_ERROR',
  'TIMEOUT',
  /** A 2xx answer that is not JSON or fails its schema. */
  'MALFORMED_ANSWER',
  /** The caller aborted the call. */
  'ABORTED',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The spec's English texts (§8) for the codes that have one. */
export const API_ERROR_TEXTS = {
  IDENTITY_NOT_FOUND:
    'We were unable to find that email address. Please note the email address is case sensitive.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  IDENTITY_CHECK_FAILED: 'Error checking identity',
  CODE_INCORRECT: 'The verification code you entered is incorrect',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** A status-specific error of one call: its code and, when the spec gives one, its text. */
export interface StatusError {
  code: ApiErrorCode;
  /** Null: use the server's message. */
  text: string | null;
}

/** Per-call mapping of statuses to errors; `other` covers every non-2xx status not listed. */
export type StatusErrors = { [status: number]: StatusError; other?: StatusError };
