/**
 * Every failure of a call becomes one {@link ApiError}: views and stores branch on `kind` and `code`, never on
 * exception types or raw statuses. `code` is stable and doubles as the i18n key of the customer-facing text.
 */
import type { CallName } from '../../contract/call-table.ts';
import { API_ERROR_TEXTS, type ApiErrorCode, type StatusErrors } from '../../contract/errors.ts';

/** How a call failed. */
export const API_ERROR_KINDS = ['http', 'network', 'timeout', 'malformed', 'aborted'] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  code: ApiErrorCode;
  message: string;
  call: CallName;
  cause?: unknown;
  /** The answer's Retry-After header, as sent (seconds or an HTTP date). */
  retryAfter?: string | null;
}

/**
 * The one error type of the API client. Its fields are declared and set in the constructor, not initialised
 * as class fields: the script tag's ES2020 build would lower those to a defineProperty helper (~0.2 KB gzip
 * in the main chunk) for the same own, enumerable properties in the same order.
 */
export class ApiError extends Error {
  declare readonly name: 'ApiError';
  /** How the call failed. */
  declare readonly kind: ApiErrorKind;
  /** The HTTP status when an answer arrived (also for a malformed 2xx answer), else null. */
  declare readonly status: number | null;
  /** Stable code, usable as an i18n key. */
  declare readonly code: ApiErrorCode;
  /** Which call failed. */
  declare readonly call: CallName;
  /** The answer's Retry-After header (a 429 or 503 may say when to ask again); only when it was sent. */
  declare readonly retryAfter?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.call = init.call;
    if (init.retryAfter) this.retryAfter = init.retryAfter;
  }
}

/** True for an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The call got no answer (the network failed, or it timed out, after the client's attempts), as opposed to an
 * error answer: the connection, not the backend, is what failed, and asking again may succeed.
 */
export function gotNoAnswer(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

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
  retryAfter: string | null = null,
): ApiError {
  const mapped = callErrors?.[status] ?? COMMON_STATUS_ERRORS[status] ?? callErrors?.other;
  const fallback = serverMessage ?? `${call} failed with HTTP ${status}`;
  return new ApiError({
    kind: 'http',
    status,
    code: mapped?.code ?? 'HTTP_ERROR',
    message: mapped?.text ?? fallback,
    call,
    retryAfter,
  });
}
