/**
 * One invocation of every call of the table, with a valid answer: tests that must cover each call (the
 * client's, the mock backend's) iterate over it, and the compiler demands an entry for every call.
 * Not imported by the product.
 */
import type { CallName } from '../../contract/call-table.ts';
import { sessionResults } from './api.testing.ts';
import type { ApiClient } from './client.ts';
import {
  SAMPLE_ACTION_ANSWER,
  SAMPLE_BRANDING,
  SAMPLE_CUSTOMER,
  SAMPLE_EMBED_ANSWER,
  SAMPLE_FAILED_INVOICES,
  SAMPLE_LITE_ANSWER,
  SAMPLE_PAYMENT_ANSWER,
  SAMPLE_SETUP_INTENT,
  SAMPLE_VERIFY_ANSWER,
} from './sample-answers.testing.ts';

const key = { idempotencyKey: 'key-1' };

export interface Invocation {
  /** "METHOD path" as the backend sees it for app `app_test`, written out rather than read from the call table. */
  request: string;
  invoke: (client: ApiClient) => Promise<unknown>;
  /** A valid answer body. */
  answer: unknown;
  /** Whether the call sends a JSON body. */
  body: boolean;
}

/** One invocation per call: the compiler demands an entry for every call of the table. */
export const EVERY_CALL: { [K in CallName]: Invocation } = {
  embed: {
    request: 'POST /api/orgs/app_test/embed',
    invoke: (c) => c.loadEmbed({}),
    answer: SAMPLE_EMBED_ANSWER,
    body: true,
  },
  embedLite: {
    request: 'GET /api/orgs/app_test/embed-lite',
    invoke: (c) => c.loadEmbedLite(),
    answer: SAMPLE_LITE_ANSWER,
    body: false,
  },
  customer: {
    request: 'GET /api/orgs/app_test/embed/customer',
    invoke: (c) => c.getCustomer(),
    answer: SAMPLE_CUSTOMER,
    body: false,
  },
  branding: {
    request: 'GET /api/orgs/app_test/branding',
    invoke: (c) => c.getBranding(),
    answer: SAMPLE_BRANDING,
    body: false,
  },
  resume: {
    request: 'POST /api/orgs/app_test/stripe/resume',
    invoke: (c) => c.resume({}, key),
    answer: SAMPLE_ACTION_ANSWER,
    body: true,
  },
  discount: {
    request: 'POST /api/orgs/app_test/stripe/discount',
    invoke: (c) => c.applyDiscount({ coupon: 'SAVE20', blueprintId: 'bp_1' }, key),
    answer: SAMPLE_ACTION_ANSWER,
    body: true,
  },
  extendTrial: {
    request: 'POST /api/orgs/app_test/stripe/extend-trial',
    invoke: (c) => c.extendTrial({ days: 7, blueprintId: 'bp_1' }, key),
    answer: SAMPLE_ACTION_ANSWER,
    body: true,
  },
  pause: {
    request: 'POST /api/orgs/app_test/stripe/pause',
    invoke: (c) => c.pause({ duration: 2, interval: 'MONTH', date: null }, key),
    answer: SAMPLE_ACTION_ANSWER,
    body: true,
  },
  failedPayments: {
    request: 'POST /api/orgs/app_test/stripe/failed-payments',
    invoke: (c) => c.getFailedPayments(),
    answer: SAMPLE_FAILED_INVOICES,
    body: false,
  },
  updatePlan: {
    request: 'POST /api/orgs/app_test/stripe/update-plan',
    invoke: (c) => c.updatePlan({ planId: 'price_basic' }, key),
    answer: SAMPLE_ACTION_ANSWER,
    body: true,
  },
  cancel: {
    request: 'POST /api/orgs/app_test/stripe/cancel',
    invoke: (c) => c.cancel({}, key),
    answer: SAMPLE_ACTION_ANSWER,
    body: true,
  },
  createIssue: {
    request: 'POST /api/orgs/create-issue',
    invoke: (c) => c.createIssue({ name: 'missing-coupon', issueData: { couponId: 'GONE' } }),
    answer: {},
    body: true,
  },
  checkIdentity: {
    request: 'POST /api/orgs/app_test/embed/check-identity',
    invoke: (c) => c.checkIdentity({ email: 'ada@example.com' }),
    answer: {},
    body: true,
  },
  verifyIdentity: {
    request: 'POST /api/orgs/app_test/embed/verify-identity',
    invoke: (c) => c.verifyIdentity({ email: 'ada@example.com', code: '123456' }),
    answer: SAMPLE_VERIFY_ANSWER,
    body: true,
  },
  setupIntent: {
    request: 'GET /api/orgs/app_test/embed/billing',
    invoke: (c) => c.getSetupIntent(),
    answer: SAMPLE_SETUP_INTENT,
    body: false,
  },
  updateBilling: {
    request: 'POST /api/orgs/app_test/embed/billing',
    invoke: (c) => c.updateBilling({ paymentMethodId: 'pm_1', failedPaymentWall: true }, key),
    answer: SAMPLE_PAYMENT_ANSWER,
    body: true,
  },
  createSession: {
    request: 'POST /api/sessions',
    invoke: (c) => c.sendSessionResults(sessionResults()),
    answer: { _id: 's1' },
    body: true,
  },
  createLiteSession: {
    request: 'POST /api/sessions/lite',
    invoke: (c) => c.sendSessionResults(sessionResults({ lite: true })),
    answer: { _id: 's1' },
    body: true,
  },
  uploadRecording: {
    request: 'PUT /api/sessions/s%2F1',
    invoke: (c) =>
      c.uploadRecording('s/1', {
        recording: 'eJzLSM3JyQcABiwCFQ==',
        recordingStartTime: '2026-01-01T00:00:00.000Z',
        recordingEndTime: '2026-01-01T00:03:00.000Z',
      }),
    answer: {},
    body: true,
  },
  trackEvent: {
    request: 'POST /api/events/new',
    invoke: (c) =>
      c.trackEvent({ event: 'ck-pause-wall', timestamp: '2026-01-01T00:00:00.000Z', customerId: 'cus_123' }),
    answer: {},
    body: true,
  },
  customerUpdate: {
    request: 'POST /api/events/customer-update',
    invoke: (c) => c.updateCustomer({ customerId: 'cus_123', attributes: { plan: 'pro' } }),
    answer: {},
    body: true,
  },
  logError: {
    request: 'POST /api/a/e',
    invoke: (c) => c.logError({ name: 'PAUSE_WALL_RESUME_ERROR', email: null, error: 'boom' }),
    answer: {},
    body: true,
  },
  log: { request: 'POST /api/a/l', invoke: (c) => c.log({ message: 'hello' }), answer: {}, body: true },
};
