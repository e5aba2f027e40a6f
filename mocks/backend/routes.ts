/**
 * The spec §7 call table, one row per call: method, path, who may call it, whether an Idempotency-Key
 * makes it replay, and the plain function that answers it.
 */
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
  method: 'GET' | 'POST' | 'PUT';
  /** Path pattern; `:appId` names the app, other calls name it in X-Holdfast-App-Id. */
  pattern: string;
  auth: AuthPolicy;
  /** Actions: a repeated Idempotency-Key replays the first answer instead of acting again. */
  idempotent: boolean;
  handle: CallHandler;
}

const ORG = '/api/orgs/:appId';

export const ROUTES: readonly Route[] = [
  { method: 'POST', pattern: `${ORG}/embed`, auth: 'customer', idempotent: false, handle: postEmbed },
  { method: 'GET', pattern: `${ORG}/embed-lite`, auth: 'app', idempotent: false, handle: getEmbedLite },
  {
    method: 'GET',
    pattern: `${ORG}/embed/customer`,
    auth: 'customer',
    idempotent: false,
    handle: getCustomer,
  },
  { method: 'GET', pattern: `${ORG}/branding`, auth: 'app', idempotent: false, handle: getBranding },
  { method: 'POST', pattern: `${ORG}/stripe/resume`, auth: 'customer', idempotent: true, handle: postResume },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/discount`,
    auth: 'customer',
    idempotent: true,
    handle: postDiscount,
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/extend-trial`,
    auth: 'customer',
    idempotent: true,
    handle: postExtendTrial,
  },
  { method: 'POST', pattern: `${ORG}/stripe/pause`, auth: 'customer', idempotent: true, handle: postPause },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/failed-payments`,
    auth: 'customer',
    idempotent: false,
    handle: postFailedPayments,
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/update-plan`,
    auth: 'customer',
    idempotent: true,
    handle: postUpdatePlan,
  },
  { method: 'POST', pattern: `${ORG}/stripe/cancel`, auth: 'customer', idempotent: true, handle: postCancel },
  {
    method: 'POST',
    pattern: '/api/orgs/create-issue',
    auth: 'optional-customer',
    idempotent: false,
    handle: postIssue,
  },
  {
    method: 'POST',
    pattern: `${ORG}/embed/check-identity`,
    auth: 'app',
    idempotent: false,
    handle: postCheckIdentity,
  },
  {
    method: 'POST',
    pattern: `${ORG}/embed/verify-identity`,
    auth: 'app',
    idempotent: false,
    handle: postVerifyIdentity,
  },
  {
    method: 'GET',
    pattern: `${ORG}/embed/billing`,
    auth: 'customer',
    idempotent: false,
    handle: getSetupIntent,
  },
  {
    method: 'POST',
    pattern: `${ORG}/embed/billing`,
    auth: 'customer',
    idempotent: true,
    handle: postUpdateBilling,
  },
  {
    method: 'POST',
    pattern: '/api/sessions',
    auth: 'optional-customer',
    idempotent: false,
    handle: postSession,
  },
  {
    method: 'POST',
    pattern: '/api/sessions/lite',
    auth: 'optional-customer',
    idempotent: false,
    handle: postLiteSession,
  },
  {
    method: 'PUT',
    pattern: '/api/sessions/:id',
    auth: 'optional-customer',
    idempotent: false,
    handle: putRecording,
  },
  {
    method: 'POST',
    pattern: '/api/events/new',
    auth: 'optional-customer',
    idempotent: false,
    handle: postEvent,
  },
  {
    method: 'POST',
    pattern: '/api/events/customer-update',
    auth: 'optional-customer',
    idempotent: false,
    handle: postCustomerUpdate,
  },
  { method: 'POST', pattern: '/api/a/e', auth: 'optional-customer', idempotent: false, handle: postErrorLog },
  { method: 'POST', pattern: '/api/a/l', auth: 'optional-customer', idempotent: false, handle: postLog },
];
