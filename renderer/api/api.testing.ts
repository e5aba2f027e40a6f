/**
 * Helpers for tests that inject a fake fetch into the client (this folder's tests, the state layer's).
 * Not imported by the product.
 */
import { vi } from 'vitest';
import type { SessionResults } from '../../contract/schemas/index.ts';
import { type ApiClientConfig, createApiClient } from './client.ts';
import type { ClientIdentity } from './http.ts';

/** A JSON answer as a backend would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer in the documented shape `{"message": "..."}`. */
export function errorResponse(status: number, message: string): Response {
  return jsonResponse({ message }, status);
}

/** One request as the fake fetch received it. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** The raw body text, undefined when none was sent. */
  rawBody: string | undefined;
  /** The body parsed as JSON, undefined when none was sent. */
  body: unknown;
}

/** Decodes the arguments of one fetch call (`mock.calls[i]`). */
export function sentRequest(args: Parameters<typeof fetch>): SentRequest {
  const [input, init = {}] = args;
  const url = new URL(input instanceof Request ? input.url : String(input));
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const rawBody = typeof init.body === 'string' ? init.body : undefined;
  return {
    url,
    method: init.method ?? 'GET',
    headers,
    rawBody,
    body: rawBody === undefined ? undefined : JSON.parse(rawBody),
  };
}

/** The app id of the mock backend's default app (its secret is documented in docs/api.md). */
export const TEST_APP_ID = 'app_test';
export const TEST_API_BASE = 'https://api.test';

/** A known identity for tests; override what a test is about. */
export function testIdentity(overrides: Partial<ClientIdentity> = {}): ClientIdentity {
  return {
    authHash: 'hash_abc',
    customerId: 'cus_123',
    subscriptionId: null,
    mode: 'TEST',
    provider: 'STRIPE',
    ...overrides,
  };
}

export interface FakeApiClientOptions
  extends Omit<ApiClientConfig, 'apiBase' | 'appId' | 'getIdentity' | 'fetch'> {
  /** How the fake fetch answers every request; without it the test sets the answers on `fetch`. */
  answer?: (...args: Parameters<typeof fetch>) => Response | Promise<Response>;
  /** What differs from {@link testIdentity}. */
  identity?: Partial<ClientIdentity>;
}

/**
 * A client of the test app over a fake fetch (a `vi.fn`), with what it was sent. The other options go to
 * the client as they are: left out, they keep the client's defaults (the real sleep, the usual timeout).
 */
export function fakeApiClient({ answer, identity, ...config }: FakeApiClientOptions = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer && (async (...args) => answer(...args)));
  const client = createApiClient({
    apiBase: TEST_API_BASE,
    appId: TEST_APP_ID,
    getIdentity: () => testIdentity(identity),
    fetch,
    ...config,
  });
  /** Every request so far, decoded. */
  const sent = () => fetch.mock.calls.map((args) => sentRequest(args));
  return { client, fetch, sent };
}

/**
 * Valid session results (a canceled session of cus_123); override what a test is about. In the parsed
 * shape, so they serve both as a payload to send and as results the reporter holds.
 */
export function sessionResults(overrides: Partial<SessionResults> = {}): SessionResults {
  return {
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
    provider: 'STRIPE',
    cooldowns: null,
    customer: null,
    lite: false,
    stepsViewed: [],
    presentedOffers: [],
    ...overrides,
  };
}
