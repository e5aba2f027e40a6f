// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../api/api.testing.ts';
import { type SentRequest, sameRequest, takeEarlyAnswer } from '../api/early-answer.ts';
import { SAMPLE_EMBED_ANSWER } from '../api/sample-answers.testing.ts';
import { flow } from '../state/flow/store.ts';
import { embedRequestFor, lastInitOptions, requestEarly, sendEarly } from './early-embed.ts';
import { attachCore } from './global.ts';
import { createHoldfast } from './holdfast.ts';
import { fakeWindow, flush } from './loader.testing.ts';
import { EARLY_ANSWER_PROPERTY, type QueuedCall } from './snippet.ts';

const IDENTIFIED = {
  appId: 'app_test',
  customerId: 'cus_1',
  authHash: 'hash_1',
  apiBase: 'https://api.test',
};

afterEach(async () => {
  await createHoldfast().clearState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stands in for the page's fetch: records what the core sends and answers with `answer`. */
function stubFetch(answer: () => Response = () => jsonResponse(SAMPLE_EMBED_ANSWER)) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(url),
        method: String(init?.method),
        headers: Object(init?.headers),
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
      return answer();
    }),
  );
  return sent;
}

/** The embed request the real core sends for `options`: init, show, the first request on the wire. */
async function coreRequestFor(options: Record<string, unknown>): Promise<SentRequest | undefined> {
  const sent = stubFetch(() => jsonResponse({ message: 'not needed' }, 500));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const holdfast = createHoldfast();
  holdfast.init(options);
  void holdfast.show();
  await flush();
  return sent.find((request) => request.url.includes('/embed'));
}

describe("the loader's embed request is the one the core sends", () => {
  it.each([
    ['an identified customer', IDENTIFIED],
    ['a customer token instead of the hash', { ...IDENTIFIED, customerToken: ' token_1 ' }],
    [
      'test mode, another provider, a subscription',
      { ...IDENTIFIED, mode: 'test', provider: 'paddle', subscriptionId: ' sub_1 ' },
    ],
    ['a named flow', { ...IDENTIFIED, flowId: 'flow 2/b' }],
    [
      'customer attributes',
      { ...IDENTIFIED, customerAttributes: { plan: 'pro', seats: 3, trial: false, note: null } },
    ],
    ['a customer data endpoint', { ...IDENTIFIED, customerDataEndpoint: 'https://host.test/data' }],
    ['an API base with spaces and a trailing slash', { ...IDENTIFIED, apiBase: ' https://api.test/v1/ ' }],
    ['padded identity values', { ...IDENTIFIED, appId: ' app_test ', customerId: ' cus_1 ' }],
  ])('for %s', async (_, options) => {
    const core = await coreRequestFor(options);
    const loader = embedRequestFor(options);
    expect(core).toBeDefined();
    expect(loader).toEqual(core && { ...core, headers: expect.any(Object) });
    expect(core && loader && sameRequest(core, loader)).toBe(true);
  });
});

describe('the loader sends nothing where it cannot be sure of the request', () => {
  it.each([
    ['no options', undefined],
    ['a lite flow (another call)', { ...IDENTIFIED, lite: true }],
    [
      'dynamic offers (the core reshapes them)',
      { ...IDENTIFIED, dynamicOffers: { discount: { couponId: 'c' } } },
    ],
    ['no customer', { ...IDENTIFIED, customerId: '  ' }],
    ['no hash nor token', { ...IDENTIFIED, authHash: undefined }],
    ['no app id', { ...IDENTIFIED, appId: undefined }],
    ['an API base that is no http(s) URL', { ...IDENTIFIED, apiBase: 'javascript:alert(1)' }],
    ['an API base with a query', { ...IDENTIFIED, apiBase: 'https://api.test/?x=1' }],
  ])('%s', (_, options) => {
    expect(embedRequestFor(options)).toBeUndefined();
  });

  it("takes the last init's options among the waiting calls", () => {
    const calls: QueuedCall[] = [
      ['init', [{ appId: 'first' }]],
      ['show', []],
      ['init', [{ appId: 'last' }]],
    ];
    expect(lastInitOptions(calls)).toEqual({ appId: 'last' });
    expect(lastInitOptions({ push: () => 0 })).toBeUndefined();
  });
});

describe('the core adopts the answer the loader asked for, for the calls that waited only', () => {
  /** A page where the loader queued init and show and sent the embed request with `loaderFetch`. */
  function waitingPage(options: Record<string, unknown>, loaderFetch: typeof fetch) {
    const request = embedRequestFor(options);
    if (!request) throw new Error('the loader would send nothing');
    return fakeWindow({
      q: [
        ['init', [options]],
        ['show', []],
      ],
      _stage: 'loader',
      [EARLY_ANSWER_PROPERTY]: sendEarly(loaderFetch, request),
    });
  }

  it("loads the flow from the loader's answer, without a second request", async () => {
    const coreSent = stubFetch();
    const loaderFetch = vi.fn(async () => jsonResponse(SAMPLE_EMBED_ANSWER));
    const win = waitingPage(IDENTIFIED, loaderFetch);
    attachCore(createHoldfast(), win);
    await vi.waitFor(() => expect(flow.loadState).toBe('LOADED'));
    expect(loaderFetch).toHaveBeenCalledTimes(1);
    expect(coreSent.filter((request) => request.url.includes('/embed'))).toEqual([]);
    expect(flow.customer?.id).toBe(SAMPLE_EMBED_ANSWER.customer?.id);
    expect(Object(win.holdfast)[EARLY_ANSWER_PROPERTY]).toBeUndefined();
    // Withdrawn after the waiting calls: a later show asks again.
    const own = embedRequestFor(IDENTIFIED);
    expect(own && takeEarlyAnswer(own)).toBeUndefined();
  });

  it('asks again when the answer was for other options (another customer by the time the core ran)', async () => {
    const coreSent = stubFetch();
    const request = embedRequestFor({ ...IDENTIFIED, customerId: 'cus_other' });
    if (!request) throw new Error('the loader would send nothing');
    const win = fakeWindow({
      q: [
        ['init', [IDENTIFIED]],
        ['show', []],
      ],
      _stage: 'loader',
      [EARLY_ANSWER_PROPERTY]: sendEarly(async () => jsonResponse(SAMPLE_EMBED_ANSWER), request),
    });
    attachCore(createHoldfast(), win);
    await vi.waitFor(() => expect(flow.loadState).toBe('LOADED'));
    expect(coreSent.filter((sent) => sent.url.includes('/embed'))).toHaveLength(1);
    expect(coreSent[0]?.headers['x-holdfast-customer-id']).toBe('cus_1');
  });
});

describe('the early script (holdfast-early.js) as it runs', () => {
  const waiting = (holdfast: Record<string, unknown>) => ({
    holdfast,
    fetch: vi.fn(async () => jsonResponse(SAMPLE_EMBED_ANSWER)),
  });

  it("sends the request for the waiting init's options and leaves it for the core", () => {
    const win = waiting({
      q: [
        ['init', [IDENTIFIED]],
        ['show', []],
      ],
      _stage: 'loader',
    });
    requestEarly(win);
    expect(win.fetch).toHaveBeenCalledTimes(1);
    const left = Object(win.holdfast)[EARLY_ANSWER_PROPERTY];
    expect(left.request).toEqual(embedRequestFor(IDENTIFIED));
    expect(left.response).toBeInstanceOf(Promise);
  });

  it('sends it for a prefetching init with no show waiting', () => {
    const win = waiting({ q: [['init', [{ ...IDENTIFIED, prefetch: true }]]], _stage: 'loader' });
    requestEarly(win);
    expect(win.fetch).toHaveBeenCalledTimes(1);
  });

  const showing = [
    ['init', [IDENTIFIED]],
    ['show', []],
  ];
  it.each([
    ['the core is already there (it sent its own)', { q: showing, _stage: 'core' }],
    ['no init is waiting', { q: [['show', []]], _stage: 'loader' }],
    ['something is already left there', { q: showing, _stage: 'loader', [EARLY_ANSWER_PROPERTY]: {} }],
    ['the queue is no array', { q: { push: () => 0 }, _stage: 'loader' }],
    ['no show waits and the init does not prefetch', { q: [['init', [IDENTIFIED]]], _stage: 'loader' }],
    [
      'no show waits and only an earlier init prefetched (the last one is what the core runs)',
      {
        q: [
          ['init', [{ ...IDENTIFIED, prefetch: true }]],
          ['init', [IDENTIFIED]],
        ],
        _stage: 'loader',
      },
    ],
  ])('sends nothing when %s', (_, holdfast) => {
    const win = waiting(holdfast);
    requestEarly(win);
    expect(win.fetch).not.toHaveBeenCalled();
  });
});
