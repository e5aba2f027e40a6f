/**
 * The spec §7 call table as the backend serves it. Method, path and whether an Idempotency-Key replays come
 * from the client's own table (renderer/api/call-table.ts), so the two cannot drift; this file adds who may
 * call each one and the plain function that answers it — and the compiler demands one for every call.
 */
import { API_CALLS, type CallName, type HttpMethod } from '../../renderer/api/call-table.ts';
import type { AuthPolicy } from './authenticate.ts';
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

/** Who may make each call (see authenticate.ts) and what answers it. */
const SERVED = {
  embed: { auth: 'customer', handle: postEmbed },
  embedLite: { auth: 'app', handle: getEmbedLite },
  customer: { auth: 'customer', handle: getCustomer },
  branding: { auth: 'app', handle: getBranding },
  resume: { auth: 'customer', handle: postResume },
  discount: { auth: 'customer', handle: postDiscount },
  extendTrial: { auth: 'customer', handle: postExtendTrial },
  pause: { auth: 'customer', handle: postPause },
  failedPayments: { auth: 'customer', handle: postFailedPayments },
  updatePlan: { auth: 'customer', handle: postUpdatePlan },
  cancel: { auth: 'customer', handle: postCancel },
  createIssue: { auth: 'optional-customer', handle: postIssue },
  checkIdentity: { auth: 'app', handle: postCheckIdentity },
  verifyIdentity: { auth: 'app', handle: postVerifyIdentity },
  setupIntent: { auth: 'customer', handle: getSetupIntent },
  updateBilling: { auth: 'customer', handle: postUpdateBilling },
  createSession: { auth: 'optional-customer', handle: postSession },
  createLiteSession: { auth: 'optional-customer', handle: postLiteSession },
  uploadRecording: { auth: 'optional-customer', handle: putRecording },
  trackEvent: { auth: 'optional-customer', handle: postEvent },
  customerUpdate: { auth: 'optional-customer', handle: postCustomerUpdate },
  logError: { auth: 'optional-customer', handle: postErrorLog },
  log: { auth: 'optional-customer', handle: postLog },
} satisfies { [K in CallName]: { auth: AuthPolicy; handle: CallHandler } };

/** `/api/orgs/{appId}/embed` → `/api/orgs/:appId/embed`. */
export function toPattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export const ROUTES: readonly Route[] = Object.values(API_CALLS).map((call) => ({
  name: call.name,
  method: call.method,
  pattern: toPattern(call.path),
  idempotent: call.idempotent,
  ...SERVED[call.name],
}));
