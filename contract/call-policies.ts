/**
 * What a backend must know of each call beyond the client's table (call-table.ts): who may make it and the
 * schema its body must pass. Kept apart from the client's tables so the widget's chunks carry none of it;
 * the compiler demands an entry for every call, so a new call cannot be served without both.
 */
import type * as v from 'valibot';
import type { CallName } from './call-table.ts';
import {
  CancelRequestSchema,
  CheckIdentityRequestSchema,
  CreateIssueSchema,
  CustomerUpdateSchema,
  DiscountRequestSchema,
  EmbedRequestSchema,
  ErrorLogSchema,
  ExtendTrialRequestSchema,
  LogSchema,
  PauseRequestSchema,
  RecordingUploadSchema,
  ResumeRequestSchema,
  SessionResultsSchema,
  TrackedEventSchema,
  UpdateBillingRequestSchema,
  UpdatePlanRequestSchema,
  VerifyIdentityRequestSchema,
} from './schemas/index.ts';

/**
 * - `customer`: the call acts for a customer: id and valid auth hash required, the customer must exist.
 * - `optional-customer`: usable without a customer (lite mode, logs); a claimed id must still carry a valid hash.
 * - `app`: no customer yet (embed-lite, branding, the managed flow's identity calls): the app is enough.
 */
export type AuthPolicy = 'customer' | 'optional-customer' | 'app';

export interface CallPolicy {
  auth: AuthPolicy;
  /** The body's schema; null for calls that send none (GET). */
  payload: v.GenericSchema | null;
}

/** Every call's auth policy and payload schema, keyed by the call's name. */
export const CALL_POLICIES = {
  embed: { auth: 'customer', payload: EmbedRequestSchema },
  embedLite: { auth: 'app', payload: null },
  customer: { auth: 'customer', payload: null },
  branding: { auth: 'app', payload: null },
  resume: { auth: 'customer', payload: ResumeRequestSchema },
  discount: { auth: 'customer', payload: DiscountRequestSchema },
  extendTrial: { auth: 'customer', payload: ExtendTrialRequestSchema },
  pause: { auth: 'customer', payload: PauseRequestSchema },
  // The body names no customer: the headers do.
  failedPayments: { auth: 'customer', payload: null },
  updatePlan: { auth: 'customer', payload: UpdatePlanRequestSchema },
  cancel: { auth: 'customer', payload: CancelRequestSchema },
  createIssue: { auth: 'optional-customer', payload: CreateIssueSchema },
  checkIdentity: { auth: 'app', payload: CheckIdentityRequestSchema },
  verifyIdentity: { auth: 'app', payload: VerifyIdentityRequestSchema },
  setupIntent: { auth: 'customer', payload: null },
  updateBilling: { auth: 'customer', payload: UpdateBillingRequestSchema },
  createSession: { auth: 'optional-customer', payload: SessionResultsSchema },
  createLiteSession: { auth: 'optional-customer', payload: SessionResultsSchema },
  uploadRecording: { auth: 'optional-customer', payload: RecordingUploadSchema },
  trackEvent: { auth: 'optional-customer', payload: TrackedEventSchema },
  customerUpdate: { auth: 'optional-customer', payload: CustomerUpdateSchema },
  logError: { auth: 'optional-customer', payload: ErrorLogSchema },
  log: { auth: 'optional-customer', payload: LogSchema },
} as const satisfies { [K in CallName]: CallPolicy };
