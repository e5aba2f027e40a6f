/**
 * The in-memory backend simulator: apps seeded from MockAppSeeds, the spec §7 calls answered from the
 * route table, auth like a real backend, idempotent actions, fault injection, and a control API under
 * /__mock/. Framework-free: adapters (msw, the Node server) only translate requests and replies.
 */

import { HEADERS } from '../../contract/headers.ts';
import type { AppSeed } from '../../contract/seed.ts';
import { type AppState, createAppState, type SentEmail } from './app-state.ts';
import { authenticate } from './authenticate.ts';
import { bodyLimitFor, bodyTooLarge, exceedsLimit } from './body-limits.ts';
import { createMockClock, type MockClock } from './clock.ts';
import { API_PREFIX, CONTROL_PREFIX, MAX_LOGGED_REQUESTS, VERIFICATION_CODE_LENGTH } from './constants.ts';
import { handleControl } from './control.ts';
import { controlAccessRefusal } from './control-access.ts';
import { createFaultList, type FaultList, type FaultRule, MALFORMED_BODY } from './faults.ts';
import { idempotently } from './idempotency.ts';
import { asLoadBody, isCompleteSeed, mergeIntoSeed, unknownPartialKeys } from './load.ts';
import { MESSAGES } from './messages.ts';
import { fail, readJsonBody } from './responses.ts';
import { findRoute } from './router.ts';
import { ROUTES } from './routes.ts';
import type { LoggedRequest, MockReply, MockRequest, MockResponse } from './types.ts';

export interface MockBackendOptions {
  /** The apps to serve; a function is called again on every reset (e.g. fixtures built for "now"). */
  apps: AppSeed[] | (() => AppSeed[]);
  /** Defaults to a clock on system time. */
  clock?: MockClock;
  /** Makes the e-mailed verification codes; random 6-digit codes by default. */
  newCode?: () => string;
  /** How delays wait; real timers by default. */
  sleep?: (ms: number) => Promise<void>;
}

export interface MockBackend {
  /** Answers one request (product call or control call). */
  handle(request: MockRequest): Promise<MockReply>;
  readonly clock: MockClock;
  readonly faults: FaultList;
  /** The app partial loads merge into: the first seeded app. */
  readonly defaultAppId: string;
  /** Back to the seeded apps; clears requests and faults (the clock is left as it is). */
  reset(): void;
  /** Loads a complete seed (replacing that app) or merges a partial; throws MockSeedError for a bad one. */
  load(input: unknown): AppState;
  /** An app's live state (the default app when no id is given). */
  app(appId?: string): AppState | undefined;
  apps(): AppState[];
  /** The product requests received, oldest first: the newest MAX_LOGGED_REQUESTS of them. */
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** Every e-mail sent, all apps, oldest first. */
  emails(): SentEmail[];
}

function randomCode(): string {
  const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(value % 10 ** VERIFICATION_CODE_LENGTH).padStart(VERIFICATION_CODE_LENGTH, '0');
}

function lowerCaseHeaders(headers: MockRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

const respond = (response: MockResponse): MockReply => ({ kind: 'response', response });

/** Creates a backend serving the given apps. */
export function createMockBackend(options: MockBackendOptions): MockBackend {
  const seeds = (): AppSeed[] =>
    structuredClone(typeof options.apps === 'function' ? options.apps() : options.apps);
  const clock = options.clock ?? createMockClock();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const newCode = options.newCode ?? randomCode;
  const faults = createFaultList();
  let apps = new Map<string, AppState>();
  let requests: LoggedRequest[] = [];
  let idCounter = 0;
  let defaultAppId = '';

  function reset(): void {
    const initial = seeds();
    if (initial.length === 0) throw new Error('createMockBackend needs at least one app seed');
    apps = new Map(initial.map((seed) => [seed.appId, createAppState(seed)]));
    defaultAppId = initial[0]!.appId;
    requests = [];
    idCounter = 0;
    faults.clear();
  }

  function load(input: unknown): AppState {
    const body = asLoadBody(input);
    if (body === null) throw new Error('A load body must be an app seed or a partial app object');
    let state: AppState;
    if (isCompleteSeed(body)) state = createAppState(body);
    else {
      const unknown = unknownPartialKeys(body);
      if (unknown.length > 0) throw new Error(`Unknown keys in partial load: ${unknown.join(', ')}`);
      const target = typeof body.appId === 'string' ? body.appId : defaultAppId;
      const base = apps.get(target) ?? apps.get(defaultAppId)!;
      state = createAppState(mergeIntoSeed(base.seed, body));
    }
    apps.set(state.appId, state);
    return state;
  }

  async function handleProduct(request: MockRequest, headers: Record<string, string>): Promise<MockReply> {
    const method = request.method.toUpperCase();
    const { path } = request;
    const query = request.query ?? {};
    const parsedBody = readJsonBody(request.body);
    requests.push({
      method,
      path,
      query: { ...query },
      headers,
      body: parsedBody.ok ? structuredClone(parsedBody.value) : request.body,
      time: clock.now().toISOString(),
    });
    // A playground left open for hours must not grow without bound (recordings are megabytes each).
    if (requests.length > MAX_LOGGED_REQUESTS) requests.splice(0, requests.length - MAX_LOGGED_REQUESTS);

    const fault = faults.take(method, path);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.kind === 'status') return respond(fail(fault.status, fault.message ?? MESSAGES.injectedFault));
    if (fault?.kind === 'drop') return { kind: 'network-error', reason: 'fault: drop' };
    if (fault?.kind === 'malformed') {
      return respond({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: null,
        rawBody: MALFORMED_BODY,
      });
    }

    const response = await answerCall(method, path, query, headers, parsedBody);
    return afterCommit(fault, response);
  }

  function afterCommit(fault: FaultRule | null, response: MockResponse): MockReply {
    if (fault?.kind !== 'commit-then-fail') return respond(response);
    if (fault.failWith === 'drop') return { kind: 'network-error', reason: 'fault: commit-then-fail (drop)' };
    return respond(fail(fault.status, fault.message ?? MESSAGES.injectedFault));
  }

  async function answerCall(
    method: string,
    path: string,
    query: Record<string, string>,
    headers: Record<string, string>,
    body: ReturnType<typeof readJsonBody>,
  ): Promise<MockResponse> {
    const found = findRoute(ROUTES, method, path);
    if (!('route' in found))
      return found.methodMismatch ? fail(405, 'Method not allowed.') : fail(404, MESSAGES.notFound);
    const { route, params } = found;
    const appId = params.appId ?? headers[HEADERS.appId]?.trim();
    if (!appId) return fail(400, MESSAGES.appIdMissing);
    const app = apps.get(appId);
    if (!app) return fail(404, MESSAGES.appNotFound);
    if (!body.ok) return body.response;
    const caller = await authenticate(route.auth, app, headers, clock.now());
    if (!caller.ok) return caller.response;
    const context = {
      app,
      caller: caller.value,
      params,
      query,
      headers,
      body: body.value,
      now: clock.now(),
      newId: (prefix: string) => `${prefix}_mock${String(++idCounter).padStart(6, '0')}`,
      newCode,
    };
    const act = () => route.handle(context);
    // A UUID has no case: the same key in capitals is the same intent (docs/api.md "Idempotency").
    const key = headers[HEADERS.idempotencyKey]?.trim().toLowerCase();
    const response = await (route.idempotent && key
      ? idempotently(app, { key, claimedId: caller.value.claimedId, method, path, body: body.value }, act)
      : act());
    // Answers are snapshots: a caller holding one must not see later actions change it.
    return { ...response, body: structuredClone(response.body) };
  }

  const backend: MockBackend = {
    async handle(request) {
      const headers = lowerCaseHeaders(request.headers);
      const control = request.path.startsWith(CONTROL_PREFIX);
      if (!control && !request.path.startsWith(API_PREFIX)) return respond(fail(404, MESSAGES.notFound));
      const refused = control ? controlAccessRefusal(headers, request.selfOrigin) : null;
      if (refused) return respond(refused);
      const limit = bodyLimitFor(request.method, request.path);
      if (exceedsLimit(request.body, limit)) return respond(bodyTooLarge(limit));
      return control ? respond(handleControl(backend, request)) : handleProduct(request, headers);
    },
    clock,
    faults,
    get defaultAppId() {
      return defaultAppId;
    },
    reset,
    load,
    app: (appId) => apps.get(appId ?? defaultAppId),
    apps: () => [...apps.values()],
    requests: () => structuredClone(requests),
    clearRequests() {
      requests = [];
    },
    emails: () => structuredClone([...apps.values()].flatMap((app) => app.emails)),
  };
  reset();
  return backend;
}
