/**
 * One valid call per row of the route table, with the schema its answer must satisfy: the tests sign each
 * one well and badly, and parse every answer.
 */
import pako from 'pako';
import * as v from 'valibot';
import {
  ActionAnswerSchema,
  BrandingAnswerSchema,
  CustomerAnswerSchema,
  EmbedAnswerSchema,
  FailedInvoicesAnswerSchema,
  LiteAnswerSchema,
  PaymentAnswerSchema,
  SessionCreatedSchema,
  type SessionResultsSchema,
  SetupIntentAnswerSchema,
  VerifyIdentityAnswerSchema,
} from '../../contract/schemas/index.ts';
import type { MockBackend } from '../backend/backend.ts';
import { call, org } from './call.ts';
import { TEST_NOW } from './test-seed.ts';

/** Calls that answer "not shown" in the spec answer an empty object (or the touched id). */
const EmptyAnswerSchema = v.strictObject({});
const IdAnswerSchema = v.strictObject({ _id: v.string() });

export interface SampleCall {
  method: 'GET' | 'POST' | 'PUT';
  /** The route pattern this sample exercises. */
  pattern: string;
  /** The customer it signs for. */
  as: string;
  answer: v.GenericSchema;
  /** Builds path and body; may make earlier calls (a session to upload to, a code to verify). */
  prepare(backend: MockBackend): Promise<{ path: string; body?: unknown }>;
}

/** Session results as the widget sends them at the end of a flow. */
export function sessionResults(
  overrides: Partial<v.InferInput<typeof SessionResultsSchema>> = {},
): v.InferInput<typeof SessionResultsSchema> {
  return {
    sessionKey: 'key-1',
    blueprintId: 'bp_main',
    recording: true,
    aborted: false,
    canceled: true,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: 'step_survey',
    surveyChoiceId: 'choice_price',
    feedback: 'Too pricey for me',
    followupResponse: null,
    followupQuestion: null,
    customActionHandler: false,
    provider: 'STRIPE',
    cooldowns: null,
    customer: { id: 'cus_active', email: 'ada@example.com', subscriptionId: 'sub_active' },
    lite: false,
    stepsViewed: [],
    presentedOffers: [],
    ...overrides,
  };
}

/** A recording as the widget uploads it: base64 of deflated JSON rrweb events. */
export function encodeRecording(events: unknown[]): string {
  const bytes = pako.deflate(JSON.stringify(events));
  return btoa(String.fromCharCode(...bytes));
}

const ORG = '/api/orgs/:appId';
const fixed = (path: string, body?: unknown) => () => Promise.resolve({ path, body });

export const SAMPLE_CALLS: readonly SampleCall[] = [
  {
    method: 'POST',
    pattern: `${ORG}/embed`,
    as: 'cus_active',
    answer: EmbedAnswerSchema,
    prepare: fixed(org('embed'), { customAttributes: { plan: 'gold' } }),
  },
  {
    method: 'GET',
    pattern: `${ORG}/embed-lite`,
    as: 'cus_active',
    answer: LiteAnswerSchema,
    prepare: fixed(org('embed-lite')),
  },
  {
    method: 'GET',
    pattern: `${ORG}/embed/customer`,
    as: 'cus_active',
    answer: CustomerAnswerSchema,
    prepare: fixed(org('embed/customer')),
  },
  {
    method: 'GET',
    pattern: `${ORG}/branding`,
    as: 'cus_active',
    answer: BrandingAnswerSchema,
    prepare: fixed(org('branding')),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/resume`,
    as: 'cus_paused',
    answer: ActionAnswerSchema,
    prepare: fixed(org('stripe/resume'), {}),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/discount`,
    as: 'cus_active',
    answer: ActionAnswerSchema,
    prepare: fixed(org('stripe/discount'), { coupon: 'SAVE20', blueprintId: 'bp_main' }),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/extend-trial`,
    as: 'cus_trial',
    answer: ActionAnswerSchema,
    prepare: fixed(org('stripe/extend-trial'), { days: 7, blueprintId: 'bp_main' }),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/pause`,
    as: 'cus_active',
    answer: ActionAnswerSchema,
    prepare: fixed(org('stripe/pause'), { duration: 2, interval: 'MONTH', date: null }),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/failed-payments`,
    as: 'cus_pastdue',
    answer: FailedInvoicesAnswerSchema,
    prepare: fixed(org('stripe/failed-payments')),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/update-plan`,
    as: 'cus_active',
    answer: ActionAnswerSchema,
    prepare: fixed(org('stripe/update-plan'), { planId: 'plan_basic' }),
  },
  {
    method: 'POST',
    pattern: `${ORG}/stripe/cancel`,
    as: 'cus_active',
    answer: ActionAnswerSchema,
    prepare: fixed(org('stripe/cancel'), { cancelAtPeriodEnd: true }),
  },
  {
    method: 'POST',
    pattern: '/api/orgs/create-issue',
    as: 'cus_active',
    answer: EmptyAnswerSchema,
    prepare: fixed('/api/orgs/create-issue', { name: 'missing-coupon', issueData: { couponId: 'GONE' } }),
  },
  {
    method: 'POST',
    pattern: `${ORG}/embed/check-identity`,
    as: 'cus_active',
    answer: EmptyAnswerSchema,
    prepare: fixed(org('embed/check-identity'), { email: 'ada@example.com' }),
  },
  {
    method: 'POST',
    pattern: `${ORG}/embed/verify-identity`,
    as: 'cus_active',
    answer: VerifyIdentityAnswerSchema,
    async prepare(backend) {
      await call(backend, org('embed/check-identity'), {
        method: 'POST',
        body: { email: 'ada@example.com' },
      });
      const code = backend.emails().at(-1)?.code;
      return { path: org('embed/verify-identity'), body: { email: 'ada@example.com', code } };
    },
  },
  {
    method: 'GET',
    pattern: `${ORG}/embed/billing`,
    as: 'cus_pastdue',
    answer: SetupIntentAnswerSchema,
    prepare: fixed(org('embed/billing')),
  },
  {
    method: 'POST',
    pattern: `${ORG}/embed/billing`,
    as: 'cus_pastdue',
    answer: PaymentAnswerSchema,
    prepare: fixed(org('embed/billing'), { paymentMethodId: 'pm_card_visa', failedPaymentWall: true }),
  },
  {
    method: 'POST',
    pattern: '/api/sessions',
    as: 'cus_active',
    answer: SessionCreatedSchema,
    prepare: fixed('/api/sessions', sessionResults()),
  },
  {
    method: 'POST',
    pattern: '/api/sessions/lite',
    as: 'cus_active',
    answer: SessionCreatedSchema,
    prepare: fixed('/api/sessions/lite', sessionResults({ sessionKey: 'lite-1', lite: true })),
  },
  {
    method: 'PUT',
    pattern: '/api/sessions/:id',
    as: 'cus_active',
    answer: IdAnswerSchema,
    async prepare(backend) {
      const created = await call(backend, '/api/sessions', {
        method: 'POST',
        as: 'cus_active',
        body: sessionResults(),
      });
      const { _id, uploadToken } = v.parse(SessionCreatedSchema, created.body);
      const start = TEST_NOW.toISOString();
      return {
        path: `/api/sessions/${_id}`,
        body: {
          uploadToken,
          recording: encodeRecording([{ type: 4 }, { type: 2 }]),
          recordingStartTime: start,
          recordingEndTime: start,
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/api/events/new',
    as: 'cus_active',
    answer: EmptyAnswerSchema,
    prepare: fixed('/api/events/new', {
      event: 'ck-pause-wall',
      timestamp: TEST_NOW.toISOString(),
      customerId: 'cus_active',
    }),
  },
  {
    method: 'POST',
    pattern: '/api/events/customer-update',
    as: 'cus_active',
    answer: EmptyAnswerSchema,
    prepare: fixed('/api/events/customer-update', { customerId: 'cus_active', attributes: { plan: 'gold' } }),
  },
  {
    method: 'POST',
    pattern: '/api/a/e',
    as: 'cus_active',
    answer: EmptyAnswerSchema,
    prepare: fixed('/api/a/e', {
      name: 'PAUSE_WALL_RESUME_ERROR',
      email: null,
      error: 'boom',
      appId: 'app_test',
    }),
  },
  {
    method: 'POST',
    pattern: '/api/a/l',
    as: 'cus_active',
    answer: EmptyAnswerSchema,
    prepare: fixed('/api/a/l', { step: 'survey', anything: [1, 2] }),
  },
];
