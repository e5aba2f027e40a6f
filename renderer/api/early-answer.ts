/**
 * The request first (issue 22): the script-tag loader sends the embed request at `show()`, while the core
 * is still on its way (embed/early-embed.ts), and leaves the answer's promise on `window.holdfast`. The core
 * offers it here while it runs the calls that waited for it (embed/global.ts), and the transport (http.ts)
 * adopts it for the one request that is exactly the same — URL, method, headers, body — in place of its own
 * fetch: everything after (the answer's check, its errors, timeouts, stale sessions) is as for any fetch.
 * Any other request, or the same one later, fetches as usual.
 */
import { isRecord } from '../../contract/is-record.ts';

/** A request as it goes on the wire: what decides its answer. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
}

/** A request already sent, and its response on the way. */
export interface EarlyAnswer {
  request: SentRequest;
  response: Promise<Response>;
  /** When it was sent (`Date.now()`): an answer asked for at init may be old by the time the core comes. */
  at: number;
}

/** Hands over the response already on its way for exactly `request`, once; undefined when there is none. */
export type EarlyResponses = (request: SentRequest) => Promise<Response> | undefined;

/** Same URL, method and body, and the same headers (names compared as HTTP does, without case). */
export function sameRequest(a: SentRequest, b: SentRequest): boolean {
  const headers = (request: SentRequest) =>
    JSON.stringify(
      Object.entries(request.headers)
        .map(([name, value]) => [name.toLowerCase(), value])
        .sort(),
    );
  return a.url === b.url && a.method === b.method && a.body === b.body && headers(a) === headers(b);
}

const isText = (value: unknown): value is string => typeof value === 'string';

function textEntries(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    if (!isText(text)) return undefined;
    entries[name] = text;
  }
  return entries;
}

/**
 * The loader's early answer as read from `window.holdfast`, which the host page can write to: anything
 * not of the loader's shape is no early answer.
 */
export function asEarlyAnswer(value: unknown): EarlyAnswer | undefined {
  if (!isRecord(value) || !isRecord(value.request) || !(value.response instanceof Promise)) return undefined;
  const { url, method, headers, body } = value.request;
  const texts = textEntries(headers);
  if (!isText(url) || !isText(method) || !texts || !(body === undefined || isText(body))) return undefined;
  if (typeof value.at !== 'number') return undefined;
  return { request: { url, method, headers: texts, body }, response: value.response, at: value.at };
}

let offered: EarlyAnswer | undefined;

/** Offers `answer` to the next request that is exactly its own; undefined withdraws what was offered. */
export function offerEarlyAnswer(answer: EarlyAnswer | undefined): void {
  offered = answer;
}

/**
 * How long ago the offered answer was asked for (0 when none is offered): an answer kept for a later show
 * (init option `prefetch`, state/flow/load.ts) is as old as the loader's request, not as the core's arrival.
 */
export function offeredAnswerAge(): number {
  return offered ? Math.max(0, Date.now() - offered.at) : 0;
}

/** The offered answer when `request` is exactly the one it answers, handed over once. */
export const takeEarlyAnswer: EarlyResponses = (request) => {
  if (!offered || !sameRequest(offered.request, request)) return undefined;
  const { response } = offered;
  offered = undefined;
  return response;
};
