/**
 * Every failure of a call becomes one {@link ApiError}: views and stores branch on `kind` and `code`, never on
 * exception types or raw statuses. `code` is stable and doubles as the i18n key of the customer-facing text.
 */
import type { CallName } from './call-table.ts';

/** How a call failed. */
export const API_ERROR_KINDS = ['http', 'network', 'timeout', 'malformed', 'aborted'] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

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

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  code: ApiErrorCode;
  message: string;
  call: CallName;
  cause?: unknown;
}

/** The one error type of the API client. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** How the call failed. */
  readonly kind: ApiErrorKind;
  /** The HTTP status when an answer arrived (also for a malformed 2xx answer), else null. */
  readonly status: number | null;
  /** Stable code, usable as an i18n key. */
  readonly code: ApiErrorCode;
  /** Which call failed. */
  readonly call: CallName;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.call = init.call;
  }
}

/** True for an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A status-specific error of one call: its code and, when the spec gives one, its text. */
export interface StatusError {
  code: ApiErrorCode;
  /** Null: use the server's message. */
  text: string | null;
}

/** Per-call mapping of statuses to errors; `other` covers every non-2xx status not listed. */
export type StatusErrors = { [status: number]: StatusError; other?: StatusError };

/** Statuses that mean the same on every call. */
const COMMON_STATUS_ERRORS: StatusErrors = {
  429: { code: 'TOO_MANY_REQUESTS', text: API_ERROR_TEXTS.TOO_MANY_REQUESTS },
};

/**
 * The error for a non-2xx answer: the call's own mapping first (spec §8), then the common one, else
 * HTTP_ERROR with the server's `message` (or a generic text when the body has none).
 */
export function httpError(
  call: CallName,
  status: number,
  serverMessage: string | null,
  callErrors: StatusErrors | undefined,
): ApiError {
  const mapped = callErrors?.[status] ?? COMMON_STATUS_ERRORS[status] ?? callErrors?.other;
  const fallback = serverMessage ?? `${call} failed with HTTP ${status}`;
  return new ApiError({
    kind: 'http',
    status,
    code: mapped?.code ?? 'HTTP_ERROR',
    message: mapped?.text ?? fallback,
    call,
  });
}
