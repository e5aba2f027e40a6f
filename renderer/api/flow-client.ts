/**
 * The cancel flow's API client: the calls of the flow and the reports, in the main chunk. The walls and the
 * managed flow add their own calls through {@link createClientWith} in their chunks (state/walls/runtime.ts,
 * embed/managed-flow-api.ts); client.ts is the client with every call, for the npm package and the tests.
 */
import { resolveApiBase } from './api-base.ts';
import { type ActionCalls, actionCalls } from './calls/actions.ts';
import { type EmbedCalls, embedCalls } from './calls/embed.ts';
import { type EventCalls, eventCalls } from './calls/events.ts';
import { type ReportCalls, reportCalls } from './calls/reports.ts';
import { type SessionCalls, sessionCalls } from './calls/sessions.ts';
import type { EarlyResponses } from './early-answer.ts';
import { type ClientIdentity, createTransport, DEFAULT_TIMEOUT_MS, type Send } from './http.ts';
import { realSleep, type Sleep } from './retry.ts';

export interface ApiClientConfig {
  /** The init option `apiBase`; when absent, the build's API base. Must be an http(s) URL. */
  apiBase?: string | null;
  /** The organisation's app id (`{appId}` in paths and the X-Holdfast-App-Id header). */
  appId: string;
  /** The current identity, read at every call: the managed flow swaps it after verification. */
  getIdentity: () => ClientIdentity;
  /** Debug mode: error logs and logs (/api/a/e, /api/a/l) are not sent. */
  debug?: boolean;
  /** The fetch to use; default the page's fetch as it is when the client is created. */
  fetch?: typeof fetch;
  /** Waits between retries; injectable so tests do not wait. */
  sleep?: Sleep;
  /** Per-attempt timeout in ms (default 15 s); each call may override it. */
  timeoutMs?: number;
  /** Responses already on their way for a request (the loader's embed request, early-answer.ts). */
  early?: EarlyResponses;
}

export interface FlowApiClient extends EmbedCalls, ActionCalls, SessionCalls, EventCalls, ReportCalls {
  /** The API base in use, normalised (no trailing slash). */
  readonly apiBase: string;
}

/**
 * Captures the page's fetch now: a host page (or an analytics script) may wrap `window.fetch` later, and the
 * wrapper must not see or break our calls. Bound, because a native fetch called on another object throws.
 */
function capturePageFetch(): typeof fetch {
  const pageFetch = globalThis.fetch;
  if (typeof pageFetch === 'function') return pageFetch.bind(globalThis);
  return () => Promise.reject(new TypeError('fetch is not available in this browser'));
}

/**
 * A client with the flow's calls and the reports, and what `more` makes over the same transport: the one
 * place every client of the widget is put together (the walls add the billing calls, the managed flow the
 * identity calls, client.ts both). Throws InvalidApiBaseError when `apiBase` is not an http(s) URL and a
 * TypeError when `appId` is empty (init validates both first and reports them through onError).
 */
export function createClientWith<More extends object>(
  config: ApiClientConfig,
  more: (send: Send) => More,
): FlowApiClient & More {
  const apiBase = resolveApiBase(config.apiBase);
  if (config.appId.trim() === '') throw new TypeError('appId must not be empty');
  const injected = config.fetch;
  const send = createTransport({
    apiBase,
    appId: config.appId,
    getIdentity: config.getIdentity,
    // Called as a plain function, never as a method of the config: see capturePageFetch.
    fetch: injected ? (input, init) => injected(input, init) : capturePageFetch(),
    sleep: config.sleep ?? realSleep,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    early: config.early,
  });
  return {
    apiBase,
    ...embedCalls(send),
    ...actionCalls(send),
    ...sessionCalls(send),
    ...eventCalls(send),
    ...reportCalls(send, config.debug ?? false),
    ...more(send),
  };
}

/** Creates the cancel flow's client once, at init (see {@link createClientWith} for what it throws). */
export function createFlowApiClient(config: ApiClientConfig): FlowApiClient {
  return createClientWith(config, () => ({}));
}
