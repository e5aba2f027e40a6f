import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidApiBaseError } from './api-base.ts';
import type { CallName } from './call-table.ts';
import { type ApiClient, createApiClient } from './client.ts';
import type { ClientIdentity } from './http.ts';
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
} from './sample-answers.ts';
import { jsonResponse, sentRequest, TEST_API_BASE, TEST_APP_ID, testIdentity } from './testing.ts';

const key = { idempotencyKey: 'key-1' };
const session = {
  sessionKey: 'sk_1',
  blueprintId: 'bp_1',
  recording: false,
  aborted: false,
  canceled: true,
  acceptedOffer: null,
  offerOptions: null,
  surveyId: null,
  surveyChoiceId: null,
  feedback: null,
  followupResponse: null,
  followupQuestion: null,
  customActionHandler: false,
  provider: 'STRIPE' as const,
  cooldowns: null,
  customer: null,
  lite: false,
  stepsViewed: [],
  presentedOffers: [],
};

interface Invocation {
  /** "METHOD path" as the backend sees it, written out here rather than read from the call table. */
  request: string;
  invoke: (client: ApiClient) => Promise<unknown>;
  /** A valid answer body. */
  answer: unknown;
  /** Whether the call sends a JSON body. */
  body: boolean;
}

/** One invocation per call: the compiler demands an entry for every call of the table. */
const EVERY_CALL: { [K in CallName]: Invocation } = {
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
    invoke: (c) => c.sendSessionResults(session),
    answer: { _id: 's1' },
    body: true,
  },
  createLiteSession: {
    request: 'POST /api/sessions/lite',
    invoke: (c) => c.sendSessionResults({ ...session, lite: true }),
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

function setup(identity: ClientIdentity = testIdentity()) {
  let current = identity;
  const fetch = vi.fn<typeof globalThis.fetch>();
  const client = createApiClient({
    apiBase: `${TEST_API_BASE}/`,
    appId: TEST_APP_ID,
    getIdentity: () => current,
    fetch,
    sleep: async () => {},
  });
  return {
    client,
    fetch,
    setIdentity: (next: ClientIdentity) => {
      current = next;
    },
  };
}

describe('every call of spec §7 goes to its method and path', () => {
  for (const [name, call] of Object.entries(EVERY_CALL)) {
    it(`${name}: ${call.request}`, async () => {
      const { client, fetch } = setup();
      fetch.mockResolvedValue(jsonResponse(call.answer));
      await call.invoke(client);
      expect(fetch).toHaveBeenCalledTimes(1);
      const sent = sentRequest(fetch.mock.calls[0]!);
      expect(`${sent.method} ${sent.url.pathname}`).toBe(call.request);
      expect(sent.url.origin).toBe(TEST_API_BASE);
    });
  }
});

describe('headers on every call (spec §7): auth hash, customer id, app id, mode, provider', () => {
  it('sends the identity headers, and Content-Type exactly when there is a body, on every call', async () => {
    for (const [name, call] of Object.entries(EVERY_CALL)) {
      const { client, fetch } = setup(testIdentity({ mode: 'LIVE', provider: 'CHARGEBEE' }));
      fetch.mockResolvedValue(jsonResponse(call.answer));
      await call.invoke(client);
      const { headers, rawBody } = sentRequest(fetch.mock.calls[0]!);
      expect(headers, name).toMatchObject({
        'x-holdfast-auth-hash': 'hash_abc',
        'x-holdfast-customer-id': 'cus_123',
        'x-holdfast-app-id': 'app_test',
        'x-holdfast-mode': 'LIVE',
        'x-holdfast-provider': 'CHARGEBEE',
      });
      expect(headers['content-type'], name).toBe(call.body ? 'application/json' : undefined);
      expect(rawBody !== undefined, name).toBe(call.body);
    }
  });

  it('adds the subscription id only when it is known', async () => {
    const { client, fetch, setIdentity } = setup(testIdentity({ subscriptionId: null }));
    fetch.mockImplementation(async () => jsonResponse(SAMPLE_BRANDING));
    await client.getBranding();
    setIdentity(testIdentity({ provider: 'PADDLE', subscriptionId: 'sub_9' }));
    await client.getBranding();
    expect(sentRequest(fetch.mock.calls[0]!).headers).not.toHaveProperty('x-holdfast-subscription-id');
    expect(sentRequest(fetch.mock.calls[1]!).headers['x-holdfast-subscription-id']).toBe('sub_9');
  });

  it('reads the identity at each call, so the managed flow can swap it after verification', async () => {
    const { client, fetch, setIdentity } = setup(testIdentity({ authHash: null, customerId: null }));
    fetch.mockImplementation(async () => jsonResponse(SAMPLE_CUSTOMER));
    await client.getCustomer();
    setIdentity(testIdentity({ authHash: 'verified_hmac', customerId: 'cus_verified' }));
    await client.getCustomer();
    const before = sentRequest(fetch.mock.calls[0]!).headers;
    const after = sentRequest(fetch.mock.calls[1]!).headers;
    // Unknown values are left out rather than sent empty.
    expect(before).not.toHaveProperty('x-holdfast-auth-hash');
    expect(before).not.toHaveProperty('x-holdfast-customer-id');
    expect(after['x-holdfast-auth-hash']).toBe('verified_hmac');
    expect(after['x-holdfast-customer-id']).toBe('cus_verified');
  });

  it('sends the Idempotency-Key only on money actions', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => jsonResponse(SAMPLE_ACTION_ANSWER));
    await client.cancel({}, { idempotencyKey: 'intent-42' });
    fetch.mockImplementation(async () => jsonResponse(SAMPLE_CUSTOMER));
    await client.getCustomer();
    expect(sentRequest(fetch.mock.calls[0]!).headers['idempotency-key']).toBe('intent-42');
    expect(sentRequest(fetch.mock.calls[1]!).headers).not.toHaveProperty('idempotency-key');
  });
});

describe('the client is created once with its config', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses an apiBase that is not an http(s) URL', () => {
    const make = (apiBase: string) => () =>
      createApiClient({ apiBase, appId: TEST_APP_ID, getIdentity: () => testIdentity() });
    expect(make('javascript:alert(1)')).toThrow(InvalidApiBaseError);
    expect(make('https://api.example.com/')).not.toThrow();
  });

  it('reports the normalised API base it uses', () => {
    const { client } = setup();
    expect(client.apiBase).toBe(TEST_API_BASE);
  });

  it('refuses an empty app id', () => {
    expect(() => createApiClient({ appId: ' ', getIdentity: () => testIdentity() })).toThrow(/appId/);
  });

  it('keeps using the page fetch captured at creation when the host page wraps window.fetch later', async () => {
    const original = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(SAMPLE_BRANDING));
    vi.stubGlobal('fetch', original);
    const client = createApiClient({
      apiBase: TEST_API_BASE,
      appId: TEST_APP_ID,
      getIdentity: () => testIdentity(),
    });
    const wrapper = vi.fn<typeof globalThis.fetch>(async () => jsonResponse({ hijacked: true }, 500));
    vi.stubGlobal('fetch', wrapper);
    await expect(client.getBranding()).resolves.toMatchObject({ name: 'Acme' });
    expect(original).toHaveBeenCalledTimes(1);
    expect(wrapper).not.toHaveBeenCalled();
  });

  it('escapes the app id in paths', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(SAMPLE_BRANDING));
    const client = createApiClient({
      apiBase: TEST_API_BASE,
      appId: 'a/b?c',
      getIdentity: () => testIdentity(),
      fetch,
    });
    await client.getBranding();
    expect(sentRequest(fetch.mock.calls[0]!).url.pathname).toBe('/api/orgs/a%2Fb%3Fc/branding');
  });
});
