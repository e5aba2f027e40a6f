import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequest, TEST_API_BASE, TEST_APP_ID, testIdentity } from './api.testing.ts';
import { InvalidApiBaseError } from './api-base.ts';
import { createApiClient } from './client.ts';
import { EVERY_CALL } from './every-call.testing.ts';
import type { ClientIdentity } from './http.ts';
import { SAMPLE_ACTION_ANSWER, SAMPLE_BRANDING, SAMPLE_CUSTOMER } from './sample-answers.testing.ts';

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
