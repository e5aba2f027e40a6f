/**
 * The spec §7 call table as the backend serves it. Method, path, whether an Idempotency-Key replays and who
 * may call come from the contract (contract/call-table.ts, call-policies.ts), so the two cannot drift; this
 * file adds the plain function that answers each call — and the compiler demands one for every call.
 */
import { type AuthPolicy, CALL_POLICIES } from '../../contract/call-policies.ts';
import { API_CALLS, type CallName, type HttpMethod } from '../../contract/call-table.ts';
import { getSetupIntent, postFailedPayments, postUpdateBilling } from './calls/billing.ts';
import { postCancel } from './calls/cancel.ts';
import { postDiscount } from './calls/discount.ts';
import { getBranding, getCustomer, postEmbed } from './calls/embed.ts';
import { getEmbedLite } from './calls/embed-lite.ts';
import { postExtendTrial } from './calls/extend-trial.ts';
import { postCheckIdentity, postVerifyIdentity } from './calls/identity.ts';
import { postPause } from './calls/pause.ts';
import { postCustomerUpdate, postErrorLog, postEvent, postIssue, postLog } from './calls/records.ts';
import { postResume } from './calls/resume.ts';
import { postLiteSession, postSession, putRecording } from './calls/sessions.ts';
import { postUpdatePlan } from './calls/update-plan.ts';
import type { CallHandler } from './context.ts';

export interface Route {
  name: CallName;
  method: HttpMethod;
  /** Path pattern; `:appId` names the app, other calls name it in X-Holdfast-App-Id. */
  pattern: string;
  auth: AuthPolicy;
  /** Actions: a repeated Idempotency-Key replays the first answer instead of acting again. */
  idempotent: boolean;
  handle: CallHandler;
}

/** What answers each call. */
const SERVED = {
  embed: postEmbed,
  embedLite: getEmbedLite,
  customer: getCustomer,
  branding: getBranding,
  resume: postResume,
  discount: postDiscount,
  extendTrial: postExtendTrial,
  pause: postPause,
  failedPayments: postFailedPayments,
  updatePlan: postUpdatePlan,
  cancel: postCancel,
  createIssue: postIssue,
  checkIdentity: postCheckIdentity,
  verifyIdentity: postVerifyIdentity,
  setupIntent: getSetupIntent,
  updateBilling: postUpdateBilling,
  createSession: postSession,
  createLiteSession: postLiteSession,
  uploadRecording: putRecording,
  trackEvent: postEvent,
  customerUpdate: postCustomerUpdate,
  logError: postErrorLog,
  log: postLog,
} satisfies { [K in CallName]: CallHandler };

/** `/api/orgs/{appId}/embed` → `/api/orgs/:appId/embed`. */
export function toPattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export const ROUTES: readonly Route[] = Object.values(API_CALLS).map((call) => ({
  name: call.name,
  method: call.method,
  pattern: toPattern(call.path),
  idempotent: call.idempotent,
  auth: CALL_POLICIES[call.name].auth,
  handle: SERVED[call.name],
}));
