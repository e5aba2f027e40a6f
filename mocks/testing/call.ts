/** Test helpers: a backend on the test seed with a pinned clock, and calls signed like the widget signs them. */
import type { Provider } from '../../contract/schemas/index.ts';
import { computeAuthHash } from '../backend/auth-hash.ts';
import { createMockBackend, type MockBackend } from '../backend/backend.ts';
import { createMockClock } from '../backend/clock.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../backend/constants.ts';
import type { MockResponse } from '../backend/types.ts';
import { TEST_NOW, testSeed } from './test-seed.ts';

/** A backend on {@link testSeed}, its clock pinned at {@link TEST_NOW}, codes counting up from 100000. */
export function createTestBackend(): MockBackend {
  let code = 100_000;
  return createMockBackend({
    apps: () => [testSeed(TEST_NOW)],
    clock: createMockClock(TEST_NOW),
    newCode: () => String(code++),
    sleep: () => Promise.resolve(),
  });
}

export interface CallOptions {
  method?: string;
  /** Signs the call for this id (customer id, or subscription id for subscription-id providers). */
  as?: string;
  provider?: Provider;
  mode?: 'LIVE' | 'TEST';
  subscriptionId?: string;
  /** Overrides the computed hash (`null` leaves it out). */
  hash?: string | null;
  appId?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The headers the widget sends for a customer. */
export async function authHeaders(options: CallOptions): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'X-Holdfast-App-Id': options.appId ?? DEFAULT_APP_ID };
  if (options.provider) headers['X-Holdfast-Provider'] = options.provider;
  if (options.mode) headers['X-Holdfast-Mode'] = options.mode;
  if (options.subscriptionId) headers['X-Holdfast-Subscription-Id'] = options.subscriptionId;
  if (options.as !== undefined) {
    headers['X-Holdfast-Customer-Id'] = options.as;
    const hash =
      options.hash === undefined ? await computeAuthHash(DEFAULT_APP_SECRET, options.as) : options.hash;
    if (hash !== null) headers['X-Holdfast-Auth-Hash'] = hash;
  }
  return { ...headers, ...options.headers };
}

/** Calls the backend directly; a dropped response fails the test. */
export async function call(
  backend: MockBackend,
  path: string,
  options: CallOptions = {},
): Promise<MockResponse> {
  const reply = await backend.handle({
    method: options.method ?? 'GET',
    path,
    query: options.query ?? {},
    headers: await authHeaders(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (reply.kind !== 'response') throw new Error(`Expected a response, got ${reply.reason}`);
  return reply.response;
}

/** The path of an org call of the test app. */
export function org(rest: string, appId = DEFAULT_APP_ID): string {
  return `/api/orgs/${appId}/${rest}`;
}
