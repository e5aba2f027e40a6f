// @vitest-environment jsdom
/**
 * Init option `prefetch` (issue 22 item 1, docs/options.md "Preloading"): the flow's answer is asked for at
 * init and serves the first show within PREFETCH_FRESH_MS, once; otherwise show asks as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../api/api.testing.ts';
import { SAMPLE_EMBED_ANSWER } from '../api/sample-answers.testing.ts';
import { PREFETCH_FRESH_MS } from '../state/flow/load.ts';
import { flow } from '../state/flow/store.ts';
import { embedRequestFor, sendEarly } from './early-embed.ts';
import { attachCore } from './global.ts';
import { createHoldfast } from './holdfast.ts';
import { fakeWindow, flush } from './loader.testing.ts';
import { EARLY_ANSWER_PROPERTY } from './snippet.ts';

const IDENTIFIED = {
  appId: 'app_test',
  customerId: 'cus_1',
  authHash: 'hash_1',
  apiBase: 'https://api.test',
  record: false,
};
const PREFETCHING = { ...IDENTIFIED, prefetch: true };

afterEach(async () => {
  await createHoldfast().clearState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page's fetch: answers the embed with `answer` (first call) and the sample after; records bodies. */
function stubFetch(first?: () => Promise<Response>) {
  const embeds: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (!String(url).includes('/embed')) return jsonResponse({});
      embeds.push(String(init?.body));
      if (embeds.length === 1 && first) return first();
      return jsonResponse(SAMPLE_EMBED_ANSWER);
    }),
  );
  return embeds;
}

async function showLoaded(holdfast: ReturnType<typeof createHoldfast>) {
  void holdfast.show();
  await vi.waitFor(() => expect(flow.loadState).toBe('LOADED'));
}

describe('an init with prefetch', () => {
  it('asks for the answer at init, and the first show loads it without asking again', async () => {
    const embeds = stubFetch();
    const holdfast = createHoldfast();
    holdfast.init(PREFETCHING);
    expect(embeds).toHaveLength(1);
    await showLoaded(holdfast);
    expect(embeds).toHaveLength(1);
    expect(flow.customer?.id).toBe(SAMPLE_EMBED_ANSWER.customer?.id);
  });

  it('serves one show only: the next asks again', async () => {
    const embeds = stubFetch();
    const holdfast = createHoldfast();
    holdfast.init(PREFETCHING);
    await showLoaded(holdfast);
    await holdfast.hide();
    await showLoaded(holdfast);
    expect(embeds).toHaveLength(2);
  });

  it('is not used once older than PREFETCH_FRESH_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const embeds = stubFetch();
    const holdfast = createHoldfast();
    holdfast.init(PREFETCHING);
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS);
    await showLoaded(holdfast);
    expect(embeds).toHaveLength(2);
  });

  it('is asked again at show when it failed', async () => {
    const embeds = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const holdfast = createHoldfast();
    holdfast.init(PREFETCHING);
    await flush();
    await showLoaded(holdfast);
    expect(embeds).toHaveLength(2);
  });

  it('is dropped when the customer attributes change: show asks with the new ones', async () => {
    const embeds = stubFetch();
    const holdfast = createHoldfast();
    holdfast.init(PREFETCHING);
    await holdfast.updateCustomerAttributes({ plan: 'pro' });
    await showLoaded(holdfast);
    expect(embeds).toHaveLength(2);
    expect(JSON.parse(embeds[1]!).customAttributes).toEqual({ plan: 'pro' });
  });

  it('asks nothing at init without the option, nor for a lite flow', async () => {
    const embeds = stubFetch();
    createHoldfast().init(IDENTIFIED);
    createHoldfast().init({ ...PREFETCHING, lite: true });
    await flush();
    expect(embeds).toEqual([]);
  });

  it('is refused when not a boolean', () => {
    stubFetch();
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    createHoldfast().init({ ...IDENTIFIED, prefetch: 'yes', onError });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INITIALIZATION_ERROR' }));
  });
});

describe("with the script tag, the loader's answer asked at init", () => {
  function prefetchedPage(sentAt: number) {
    const request = embedRequestFor(PREFETCHING);
    if (!request) throw new Error('the loader would send nothing');
    const loaderFetch = vi.fn(async () => jsonResponse(SAMPLE_EMBED_ANSWER));
    const early = { ...sendEarly(loaderFetch, request), at: sentAt };
    const win = fakeWindow({
      q: [['init', [PREFETCHING]]],
      _stage: 'loader',
      [EARLY_ANSWER_PROPERTY]: early,
    });
    return { win, loaderFetch };
  }

  it('is adopted by the core as it runs the waiting init, and serves a later show', async () => {
    const embeds = stubFetch();
    const { win, loaderFetch } = prefetchedPage(Date.now());
    const holdfast = createHoldfast();
    attachCore(holdfast, win);
    await showLoaded(holdfast);
    expect(loaderFetch).toHaveBeenCalledTimes(1);
    expect(embeds).toEqual([]);
  });

  it('is not adopted when it was asked for too long ago (the core came late): the core asks itself', async () => {
    const embeds = stubFetch();
    const { win } = prefetchedPage(Date.now() - PREFETCH_FRESH_MS);
    const holdfast = createHoldfast();
    attachCore(holdfast, win);
    expect(embeds).toHaveLength(1);
    await showLoaded(holdfast);
    expect(embeds).toHaveLength(1);
  });

  it("keeps the loader's send time: adopted when 50 s old, it no longer serves a show 15 s later", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const embeds = stubFetch();
    const { win, loaderFetch } = prefetchedPage(Date.now() - 50_000);
    const holdfast = createHoldfast();
    attachCore(holdfast, win);
    expect(embeds).toEqual([]);
    vi.setSystemTime(Date.now() + 15_000);
    await showLoaded(holdfast);
    expect(loaderFetch).toHaveBeenCalledTimes(1);
    expect(embeds).toHaveLength(1);
  });
});
