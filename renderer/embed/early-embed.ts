/**
 * The request first (issue 22 item 1): `holdfast-early.js`, a script of its own that the loader imports at
 * `show()` (or at `init()` with `prefetch`) beside the core (loader.ts), sends the embed request the core's
 * client would send for the waiting `init`'s options, and leaves the answer's promise on `window.holdfast`
 * (with when it was sent); the core adopts it for its own request when that is exactly the same, and checks
 * it as any answer (api/early-answer.ts). Built apart from the loader (whose 2 KB it would not fit) and from
 * the core (which it must not wait for): no valibot, the raw host options; the URL and header rules are the
 * core's own (request-parts.ts).
 */
import { BLUEPRINT_QUERY, EMBED_ROUTE } from '../../contract/call-routes.ts';
import { isRecord } from '../../contract/is-record.ts';
import { DEFAULT_API_BASE } from '../api/api-base.ts';
import type { EarlyAnswer, SentRequest } from '../api/early-answer.ts';
import { buildHeaders } from '../api/request-parts.ts';
import { EARLY_ANSWER_PROPERTY } from './snippet.ts';

/**
 * The options of the last `init` among the waiting calls: the ones the core runs a show with (a snippet's
 * queue may hold an `init` after the show; then the core adopts no answer and asks again).
 */
export function lastInitOptions(calls: unknown): unknown {
  let options: unknown;
  // Array.isArray's `any[]`: the host page can write the queue, and a call not of its shape throws, which
  // the callers catch (loader.ts, bootEarly below).
  if (Array.isArray(calls)) for (const [method, args] of calls) if (method === 'init') options = args[0];
  return options;
}

/**
 * The API base `options` name (else the build's), when it is an http(s) URL without query or fragment, as
 * the core requires (api-base.ts); undefined otherwise, and then the loader sends nothing there.
 */
export function apiBaseOf(options: unknown): string | undefined {
  const named = isRecord(options) && typeof options.apiBase === 'string' ? options.apiBase.trim() : '';
  const base = named || DEFAULT_API_BASE;
  try {
    return /^https?:$/.test(new URL(base).protocol) && !/[?#]/.test(base) ? base : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The embed request the core sends at its first show after `init(options)` (init-options.ts and
 * state/flow/load.ts, with the client's header rules, request-parts.ts), or undefined where the loader
 * cannot be sure of it: a lite flow (another call), dynamic offers (which the core reshapes through their
 * schema), a missing app id or identity (an init the core refuses). The core adopts only the answer to a
 * request exactly like its own (early-embed.test.ts holds the two side by side), so options it reads
 * otherwise (of the wrong type, an unknown `mode` or `preload`, which it refuses) cost a request, never a wrong
 * answer.
 */
export function embedRequestFor(options: unknown): SentRequest | undefined {
  const base = apiBaseOf(options);
  if (!base || !isRecord(options) || options.lite || options.dynamicOffers != null) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
  const appId = text(options.appId);
  const customerId = text(options.customerId);
  // The token travels where the hash does (init-options.ts).
  const authHash = text(options.customerToken) || text(options.authHash);
  if (!appId || !customerId || !authHash) return undefined;
  const { flowId } = options;
  return {
    // As callUrl (request-parts.ts) fills this path, whose only parameter is the app id.
    url: `${base.replace(/\/+$/, '')}${EMBED_ROUTE.path.replace('{appId}', encodeURIComponent(appId))}${
      typeof flowId === 'string' ? `?${BLUEPRINT_QUERY}=${encodeURIComponent(flowId)}` : ''
    }`,
    method: EMBED_ROUTE.method,
    headers: buildHeaders(
      appId,
      {
        authHash,
        customerId,
        subscriptionId: text(options.subscriptionId) ?? null,
        mode: text(options.mode)?.toUpperCase() ?? 'LIVE',
        provider: text(options.provider)?.toUpperCase() ?? 'STRIPE',
      },
      { json: true },
    ),
    body: JSON.stringify({
      customAttributes: options.customerAttributes ?? {},
      customerDataEndpoint: options.customerDataEndpoint ?? null,
      dynamicOffers: null,
    }),
  };
}

/** Sends `request` with the page's `fetch`; a failure is the core's to report when it adopts the answer. */
export function sendEarly(pageFetch: typeof fetch, request: SentRequest): EarlyAnswer {
  const { url, method, headers, body } = request;
  const response = pageFetch(url, { method, headers, body });
  response.catch(() => {});
  return { request, response, at: Date.now() };
}

/** The part of `window` the early script reads and writes. */
export interface EarlyWindow {
  holdfast?: unknown;
  fetch: typeof fetch;
}

/**
 * What `holdfast-early.js` does as it runs: while the loader still waits for the core (and nobody asked
 * yet), sends the embed request for the waiting calls' last `init`, when a show waits or that init prefetches,
 * and leaves it on the global. Once the core
 * is there it does nothing: the core already sent its own request.
 */
export function requestEarly(win: EarlyWindow): void {
  const holdfast = win.holdfast;
  if (!isRecord(holdfast) || holdfast._stage !== 'loader' || holdfast[EARLY_ANSWER_PROPERTY]) return;
  const calls = holdfast.q;
  const options = lastInitOptions(calls);
  // Asked for by a waiting show, or by the last init itself: a later init (the one a show would run with) may
  // not prefetch.
  const asked =
    (isRecord(options) && options.prefetch === true) ||
    (Array.isArray(calls) && calls.some(([method]) => method === 'show'));
  const request = asked && embedRequestFor(options);
  if (request) holdfast[EARLY_ANSWER_PROPERTY] = sendEarly((url, init) => win.fetch(url, init), request);
}

/** Entry of `holdfast-early.js`: whatever goes wrong here, the core sends its own request. */
export function bootEarly(): void {
  try {
    requestEarly(window);
  } catch {}
}
