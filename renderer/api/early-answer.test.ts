import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_CALLS } from '../../contract/flow-call-table.ts';
import { jsonResponse, TEST_API_BASE, TEST_APP_ID, testIdentity } from './api.testing.ts';
import { ApiError } from './api-error.ts';
import {
  asEarlyAnswer,
  type EarlyAnswer,
  offerEarlyAnswer,
  type SentRequest,
  sameRequest,
  takeEarlyAnswer,
} from './early-answer.ts';
import { createTransport } from './http.ts';
import { SAMPLE_EMBED_ANSWER } from './sample-answers.testing.ts';

const EMBED_REQUEST: SentRequest = {
  url: `${TEST_API_BASE}/api/orgs/${TEST_APP_ID}/embed`,
  method: 'POST',
  headers: { Accept: 'application/json', 'x-holdfast-app-id': TEST_APP_ID },
  body: '{"customAttributes":{}}',
};

const early = (response: Response | Promise<Response>, request = EMBED_REQUEST): EarlyAnswer => ({
  request,
  response: Promise.resolve(response),
  at: Date.now(),
});

afterEach(() => offerEarlyAnswer(undefined));

describe('the same request', () => {
  it('is the same URL, method, body and headers; header names compare without case, as HTTP does', () => {
    const shouted = {
      ...EMBED_REQUEST,
      headers: { ACCEPT: 'application/json', 'X-Holdfast-App-Id': TEST_APP_ID },
    };
    expect(sameRequest(EMBED_REQUEST, shouted)).toBe(true);
  });

  it.each([
    ['another URL', { url: `${EMBED_REQUEST.url}?blueprint=flow_2` }],
    ['another method', { method: 'GET' }],
    ['another body', { body: '{"customAttributes":{"plan":"pro"}}' }],
    ['another header value', { headers: { ...EMBED_REQUEST.headers, 'x-holdfast-app-id': 'app_other' } }],
    ['one header more', { headers: { ...EMBED_REQUEST.headers, 'x-holdfast-customer-id': 'cus_2' } }],
  ])('is not %s', (_, change) => {
    expect(sameRequest(EMBED_REQUEST, { ...EMBED_REQUEST, ...change })).toBe(false);
  });
});

describe('an early answer is handed over once, and only for its own request', () => {
  it('goes to the request it answers, once; the next asks the network', () => {
    const answer = early(jsonResponse({}));
    offerEarlyAnswer(answer);
    expect(takeEarlyAnswer({ ...EMBED_REQUEST, body: '{}' })).toBeUndefined();
    expect(takeEarlyAnswer(EMBED_REQUEST)).toBe(answer.response);
    expect(takeEarlyAnswer(EMBED_REQUEST)).toBeUndefined();
  });

  it('is gone once withdrawn', () => {
    offerEarlyAnswer(early(jsonResponse({})));
    offerEarlyAnswer(undefined);
    expect(takeEarlyAnswer(EMBED_REQUEST)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['a response that is no promise', { request: EMBED_REQUEST, response: {} }],
    [
      'a header that is no text',
      { request: { ...EMBED_REQUEST, headers: { a: 1 } }, response: Promise.resolve() },
    ],
    ['no URL', { request: { ...EMBED_REQUEST, url: 7 }, response: Promise.resolve() }],
    ['no time it was sent', { request: EMBED_REQUEST, response: Promise.resolve() }],
  ])("is not read from the page's global when it holds %s", (_, value) => {
    expect(asEarlyAnswer(value)).toBeUndefined();
  });
});

describe('the transport adopts an early answer and checks it as its own', () => {
  const transport = (fetch: typeof globalThis.fetch) =>
    createTransport({
      apiBase: TEST_API_BASE,
      appId: TEST_APP_ID,
      getIdentity: () => testIdentity(),
      fetch,
      sleep: async () => {},
      timeoutMs: 1000,
      early: takeEarlyAnswer,
    });
  const ownRequest = (sent: Parameters<typeof fetch>[1]): SentRequest => ({
    url: EMBED_REQUEST.url,
    method: String(sent?.method),
    headers: Object(sent?.headers),
    body: typeof sent?.body === 'string' ? sent.body : undefined,
  });

  async function sentOnce(): Promise<SentRequest> {
    let captured: SentRequest | undefined;
    await transport(async (_url, init) => {
      captured = ownRequest(init);
      return jsonResponse(SAMPLE_EMBED_ANSWER);
    })(FLOW_CALLS.embed, { body: { customAttributes: {} } });
    if (!captured) throw new Error('nothing was sent');
    return captured;
  }

  it('answers from the early response without a fetch, decoded by the call’s schema', async () => {
    const request = await sentOnce();
    offerEarlyAnswer(early(jsonResponse(SAMPLE_EMBED_ANSWER), request));
    const answer = await transport(async () => {
      throw new Error('no fetch expected');
    })(FLOW_CALLS.embed, { body: { customAttributes: {} } });
    expect(answer.customer?.id).toBe(SAMPLE_EMBED_ANSWER.customer?.id);
  });

  it('rejects a malformed early answer as it would a fetched one', async () => {
    const request = await sentOnce();
    offerEarlyAnswer(early(jsonResponse({ blueprint: 'not one' }), request));
    const failure = await transport(async () => jsonResponse(SAMPLE_EMBED_ANSWER))(FLOW_CALLS.embed, {
      body: { customAttributes: {} },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'malformed' });
  });

  it('reports a failed early fetch as a network error of the call', async () => {
    const request = await sentOnce();
    offerEarlyAnswer({ request, response: Promise.reject(new TypeError('Failed to fetch')), at: Date.now() });
    const failure = await transport(async () => jsonResponse(SAMPLE_EMBED_ANSWER))(FLOW_CALLS.embed, {
      body: { customAttributes: {} },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
  });
});
