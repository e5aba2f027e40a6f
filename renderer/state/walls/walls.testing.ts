/**
 * Test helpers of the walls' state tests: a fake backend behind the real API client, a storage map and a
 * recorder of host callbacks. Not imported by the product.
 */
import {
  errorResponse,
  type SentRequest,
  sentRequest,
  TEST_API_BASE,
  TEST_APP_ID,
} from '../../api/api.testing.ts';
import { NOW } from '../../domain/sample-data.testing.ts';
import type { KeyValueStore } from '../../domain/skip-check.ts';
import { createWallApi, type WallIdentityOptions, type WallRuntime } from './runtime.ts';

export { TEST_API_BASE, TEST_APP_ID };

type Handler = (request: SentRequest) => Response | Promise<Response>;

export interface FakeBackend {
  fetch: typeof fetch;
  /** Every request, in order. */
  requests: SentRequest[];
  /** Requests to a path under the app, e.g. `stripe/resume`. */
  sent(path: string): SentRequest[];
  /** Replaces or adds a route: `'POST stripe/resume'`. */
  route(key: string, handler: Handler): void;
}

/** A backend answering `'METHOD path-under-the-app'` (or a full path starting with /) from handlers. */
export function fakeBackend(routes: Record<string, Handler> = {}): FakeBackend {
  const table = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];
  const keyOf = (request: SentRequest) => {
    const prefix = `/api/orgs/${TEST_APP_ID}/`;
    const path = request.url.pathname.startsWith(prefix)
      ? request.url.pathname.slice(prefix.length)
      : request.url.pathname;
    return `${request.method} ${path}`;
  };
  return {
    requests,
    sent: (path) => requests.filter((request) => keyOf(request).endsWith(` ${path}`)),
    route: (key, handler) => table.set(key, handler),
    fetch: async (...args: Parameters<typeof fetch>) => {
      const request = sentRequest(args);
      requests.push(request);
      const handler = table.get(keyOf(request));
      return handler ? handler(request) : errorResponse(404, `no route for ${keyOf(request)}`);
    },
  };
}

/** An in-memory KeyValueStore, with its entries to look at. */
export function memoryStore(): KeyValueStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

/** Resolves once every already queued promise callback has run (the wall's fire-and-forget calls). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Idempotency keys that count up, so a test can tell intents apart. */
export function countingKeys(): () => string {
  let n = 0;
  return () => `key-${++n}`;
}

/**
 * A wall's runtime over a fake backend, at {@link NOW}, with counting keys: the real API client, asking
 * `subscriptionId` at every call as the wall does.
 */
export function wallRuntimeOver<O extends WallIdentityOptions>(
  options: O,
  backend: FakeBackend,
  subscriptionId: () => string | null = () => null,
  store: KeyValueStore = memoryStore(),
): WallRuntime<O> {
  return {
    options,
    api: createWallApi(options, subscriptionId, { fetch: backend.fetch, sleep: () => Promise.resolve() }),
    now: () => NOW,
    newKey: countingKeys(),
    store,
  };
}
