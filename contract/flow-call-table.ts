/**
 * The calls of spec §7 the cancel flow makes, and the reports (sessions, events, logs) every experience
 * sends: in the main chunk. The walls' billing calls and the managed flow's identity calls have tables of
 * their own (see call-definition.ts).
 */
import { defineCall, NO_ANSWER, ORGS_PATH } from './call-definition.ts';
import { EMBED_ROUTE } from './call-routes.ts';
import {
  ActionResultSchema,
  BrandingAnswerSchema,
  CustomerAnswerSchema,
  EmbedAnswerSchema,
  LiteAnswerSchema,
  SessionCreatedSchema,
} from './schemas/index.ts';

/**
 * Money actions: POST, Idempotency-Key, retried on transient failures. Any 2xx is success (spec §7: the answer
 * is not shown); the changed subscription is read when the body carries it.
 */
function moneyAction<const TName extends string>(name: TName, path: string) {
  return defineCall({
    name,
    method: 'POST',
    path,
    answer: ActionResultSchema,
    retry: 'transient',
    idempotent: true,
  });
}

/** A recording can be megabytes on a slow line. */
export const RECORDING_UPLOAD_TIMEOUT_MS = 60_000;

/** The cancel flow's calls (and the reports every experience sends), keyed by name. */
export const FLOW_CALLS = {
  embed: defineCall({
    name: 'embed',
    ...EMBED_ROUTE,
    answer: EmbedAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  embedLite: defineCall({
    name: 'embedLite',
    method: 'GET',
    path: `${ORGS_PATH}/embed-lite`,
    answer: LiteAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  customer: defineCall({
    name: 'customer',
    method: 'GET',
    path: `${ORGS_PATH}/embed/customer`,
    answer: CustomerAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  branding: defineCall({
    name: 'branding',
    method: 'GET',
    path: `${ORGS_PATH}/branding`,
    answer: BrandingAnswerSchema,
    retry: 'never',
    idempotent: false,
  }),
  resume: moneyAction('resume', `${ORGS_PATH}/stripe/resume`),
  discount: moneyAction('discount', `${ORGS_PATH}/stripe/discount`),
  extendTrial: moneyAction('extendTrial', `${ORGS_PATH}/stripe/extend-trial`),
  pause: moneyAction('pause', `${ORGS_PATH}/stripe/pause`),
  updatePlan: moneyAction('updatePlan', `${ORGS_PATH}/stripe/update-plan`),
  cancel: moneyAction('cancel', `${ORGS_PATH}/stripe/cancel`),
  createIssue: defineCall({
    name: 'createIssue',
    method: 'POST',
    path: '/api/orgs/create-issue',
    answer: NO_ANSWER,
    retry: 'never',
    idempotent: false,
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
