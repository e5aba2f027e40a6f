/**
 * The calls of spec §7 in one table: method, path, the schema of the answer, whether a failed attempt may be
 * repeated, and the call's own error texts (§8). The client's functions, the docs and the mock backend all
 * read this table, so a path or method exists in exactly one place.
 */
import * as v from 'valibot';
import { API_ERROR_TEXTS, type StatusError, type StatusErrors } from './api-error.ts';
import {
  ActionAnswerSchema,
  BrandingAnswerSchema,
  CustomerAnswerSchema,
  EmbedAnswerSchema,
  FailedInvoicesAnswerSchema,
  LiteAnswerSchema,
  PaymentAnswerSchema,
  SessionCreatedSchema,
  SetupIntentAnswerSchema,
  VerifyIdentityAnswerSchema,
} from './schemas/index.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * `transient`: the same request (same body, same Idempotency-Key) is sent again after a network error, a
 * timeout, 502, 503 or 504 — never after another 4xx/5xx, where the backend has answered and may have acted.
 */
export type RetryPolicy = 'never' | 'transient';

/** The answer of a call whose body the widget does not read ("not shown" in spec §7): it is ignored. */
export const NO_ANSWER = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);

export interface CallDefinition<TAnswer, TName extends string = string> {
  name: TName;
  method: HttpMethod;
  /** Path under the API base; `{appId}` is the client's app id, other `{param}`s come from the caller. */
  path: string;
  /** Validates the answer where it enters; {@link NO_ANSWER} when the body is not read. */
  answer: v.GenericSchema<unknown, TAnswer>;
  retry: RetryPolicy;
  /** Money actions: the caller must pass an Idempotency-Key made once per customer intent. */
  idempotent: boolean;
  /** Errors for particular statuses of this call (spec §8). */
  statusErrors?: StatusErrors;
  /** Errors for a malformed answer whose first issue is at this path (e.g. a missing hmac). */
  answerIssueErrors?: Readonly<Record<string, StatusError>>;
  /** A longer default timeout for calls with large bodies. */
  timeoutMs?: number;
}

function defineCall<TAnswer, const TName extends string>(
  definition: CallDefinition<TAnswer, TName>,
): CallDefinition<TAnswer, TName> {
  return definition;
}

const orgs = '/api/orgs/{appId}';

/** Money actions: POST, Idempotency-Key, retried on transient failures, answer with the changed subscription. */
function moneyAction<const TName extends string>(name: TName, path: string) {
  return defineCall({
    name,
    method: 'POST',
    path,
    answer: ActionAnswerSchema,
    retry: 'transient',
    idempotent: true,
  });
}

/** A recording can be megabytes on a slow line. */
export const RECORDING_UPLOAD_TIMEOUT_MS = 60_000;

/** Every call of spec §7, keyed by its name. */
export const API_CALLS = {
  embed: defineCall({
    name: 'embed',
    method: 'POST',
    path: `${orgs}/embed`,
    answer: EmbedAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  embedLite: defineCall({
    name: 'embedLite',
    method: 'GET',
    path: `${orgs}/embed-lite`,
    answer: LiteAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  customer: defineCall({
    name: 'customer',
    method: 'GET',
    path: `${orgs}/embed/customer`,
    answer: CustomerAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  branding: defineCall({
    name: 'branding',
    method: 'GET',
    path: `${orgs}/branding`,
    answer: BrandingAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  resume: moneyAction('resume', `${orgs}/stripe/resume`),
  discount: moneyAction('discount', `${orgs}/stripe/discount`),
  extendTrial: moneyAction('extendTrial', `${orgs}/stripe/extend-trial`),
  pause: moneyAction('pause', `${orgs}/stripe/pause`),
  failedPayments: defineCall({
    name: 'failedPayments',
    method: 'POST',
    path: `${orgs}/stripe/failed-payments`,
    answer: FailedInvoicesAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  updatePlan: moneyAction('updatePlan', `${orgs}/stripe/update-plan`),
  cancel: moneyAction('cancel', `${orgs}/stripe/cancel`),
  createIssue: defineCall({
    name: 'createIssue',
    method: 'POST',
    path: '/api/orgs/create-issue',
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
  }),
  checkIdentity: defineCall({
    name: 'checkIdentity',
    method: 'POST',
    path: `${orgs}/embed/check-identity`,
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
    statusErrors: {
      400: { code: 'IDENTITY_NOT_FOUND', text: API_ERROR_TEXTS.IDENTITY_NOT_FOUND },
      429: { code: 'TOO_MANY_REQUESTS', text: API_ERROR_TEXTS.TOO_MANY_REQUESTS },
      other: { code: 'IDENTITY_CHECK_FAILED', text: API_ERROR_TEXTS.IDENTITY_CHECK_FAILED },
    },
  }),
  verifyIdentity: defineCall({
    name: 'verifyIdentity',
    method: 'POST',
    path: `${orgs}/embed/verify-identity`,
    answer: VerifyIdentityAnswerSchema,
    retry: 'never',
    idempotent: false,
    statusErrors: {
      400: { code: 'CODE_INCORRECT', text: API_ERROR_TEXTS.CODE_INCORRECT },
      429: { code: 'TOO_MANY_REQUESTS', text: API_ERROR_TEXTS.TOO_MANY_REQUESTS },
    },
    answerIssueErrors: { hmac: { code: 'MISSING_HMAC', text: null } },
  }),
  setupIntent: defineCall({
    name: 'setupIntent',
    method: 'GET',
    path: `${orgs}/embed/billing`,
    answer: SetupIntentAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  updateBilling: defineCall({
    name: 'updateBilling',
    method: 'POST',
    path: `${orgs}/embed/billing`,
    answer: PaymentAnswerSchema,
    retry: 'transient',
    idempotent: true,
  }),
  // Sessions are deduplicated by the `sessionKey` in their body, so delivery may be repeated.
  createSession: defineCall({
    name: 'createSession',
    method: 'POST',
    path: '/api/sessions',
    answer: SessionCreatedSchema,
    retry: 'transient',
    idempotent: false,
  }),
  createLiteSession: defineCall({
    name: 'createLiteSession',
    method: 'POST',
    path: '/api/sessions/lite',
    answer: SessionCreatedSchema,
    retry: 'transient',
    idempotent: false,
  }),
  // PUT replaces the recording of one session: repeating it cannot apply anything twice.
  uploadRecording: defineCall({
    name: 'uploadRecording',
    method: 'PUT',
    path: '/api/sessions/{id}',
    answer: NO_ANSWER,
    retry: 'transient',
    idempotent: false,
    timeoutMs: RECORDING_UPLOAD_TIMEOUT_MS,
  }),
  trackEvent: defineCall({
    name: 'trackEvent',
    method: 'POST',
    path: '/api/events/new',
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
  }),
  customerUpdate: defineCall({
    name: 'customerUpdate',
    method: 'POST',
    path: '/api/events/customer-update',
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
  }),
  logError: defineCall({
    name: 'logError',
    method: 'POST',
    path: '/api/a/e',
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
  }),
  log: defineCall({
    name: 'log',
    method: 'POST',
    path: '/api/a/l',
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
  }),
};

export type CallName = keyof typeof API_CALLS;
