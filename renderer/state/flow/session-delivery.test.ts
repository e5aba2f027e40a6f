/**
 * Delivery that loses nothing (spec §4 Shutdown; results under the page lifecycle): a session left open when
 * the page goes is sent aborted exactly once with keepalive; while hidden, its aborted snapshot waits in the
 * outbox for the next visit; delivery failures are retried.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepInput } from '../../../contract/schemas/index.ts';
import type { KeyValueStore } from '../../domain/skip-check.ts';
import { OUTBOX_LOOK_DELAY_MS } from '../reporting/limits.ts';
import { OUTBOX_STORAGE_KEY } from '../reporting/outbox.ts';
import type { PageTarget } from '../reporting/page-lifecycle.ts';
import { offerAt } from './context.ts';
import { cancelFromFlow, shutdown } from './leave-actions.ts';
import { chooseAnswer, goNext } from './navigate.ts';
import { acceptPause } from './offer-actions.ts';
import { type FlowHarness, startTestFlow } from './reporting-harness.testing.ts';
import { startSessionReporting } from './session-results.ts';
import { flow } from './store.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

/** A page whose lifecycle events the test fires. */
function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  const page: PageTarget = { document: doc, window: win };
  return {
    page,
    hide: () => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show: () => {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    leave: () => win.dispatchEvent(new Event('pagehide')),
  };
}

const steps: StepInput[] = [
  {
    guid: 's_survey',
    stepType: 'SURVEY',
    survey: { choices: [{ guid: 'c_price', value: 'Too expensive' }] },
    defaultNextStep: 'step_o_pause',
  },
  {
    guid: 'step_o_pause',
    stepType: 'OFFER',
    offer: {
      guid: 'o_pause',
      offerType: 'PAUSE',
      pauseConfig: { maxPauseLength: 3, pauseInterval: 'MONTH' },
    },
    defaultNextStep: 's_confirm',
  },
  { guid: 's_confirm', stepType: 'CONFIRM' },
];

let stop: () => void = () => {};
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function keepaliveOf(harness: FlowHarness, index: number): boolean | undefined {
  return harness.fetch.mock.calls[index]?.[1]?.keepalive;
}

function sessionCallIndexes(harness: FlowHarness): number[] {
  return harness.requests.flatMap((request, index) =>
    request.url.pathname.startsWith('/api/sessions') ? [index] : [],
  );
}

describe('a session open when the page is left is sent aborted, exactly once, with keepalive', () => {
  it('pagehide mid-flow: one aborted delivery; closing or leaving again sends nothing more', async () => {
    const onSessionComplete = vi.fn();
    const harness = startTestFlow({ steps, init: { onSessionComplete } });
    const page = fakePage();
    stop = startSessionReporting(harness.runtime, { store: memoryStore(), page: page.page });
    chooseAnswer('s_survey', 'c_price');
    harness.advance(3000);
    goNext(harness.nowMs());
    page.hide();
    page.leave();
    page.leave();
    await shutdown('close');
    await harness.settle();
    expect(harness.sessionPosts()).toEqual([
      expect.objectContaining({
        sessionKey: 'sk_test',
        aborted: true,
        canceled: false,
        acceptedOffer: null,
        presentedOffers: [expect.objectContaining({ guid: 'o_pause', accepted: false })],
      }),
    ]);
    const [index] = sessionCallIndexes(harness);
    expect(index === undefined ? undefined : keepaliveOf(harness, index)).toBe(true);
    expect(onSessionComplete).toHaveBeenCalledTimes(1);
  });

  it('an action still in flight when the page goes is not reported as accepted', async () => {
    const harness = startTestFlow({ steps });
    const page = fakePage();
    stop = startSessionReporting(harness.runtime, { store: memoryStore(), page: page.page });
    chooseAnswer('s_survey', 'c_price');
    harness.advance(3000);
    goNext(harness.nowMs());
    const offer = offerAt(flow, flow.position);
    if (offer?.offerType !== 'PAUSE') throw new Error('expected the pause offer');
    const pausing = acceptPause(offer, { duration: 1, interval: 'MONTH', resumesAt: new Date('2025-05-01') });
    expect(flow.flowState).toBe('MODIFYING_USER_ACCOUNT');
    page.leave();
    await pausing;
    await harness.settle();
    expect(harness.sessionPosts()[0]).toMatchObject({
      aborted: true,
      acceptedOffer: null,
      offerOptions: null,
    });
  });

  it('a finished session sent before the page goes is not sent again', async () => {
    const harness = startTestFlow({
      steps: [steps[0] as StepInput, { guid: 's_confirm', stepType: 'CONFIRM' }],
    });
    const page = fakePage();
    stop = startSessionReporting(harness.runtime, { store: memoryStore(), page: page.page });
    chooseAnswer('s_survey', 'c_price');
    goNext(1000);
    goNext(2000);
    await cancelFromFlow();
    page.hide();
    page.leave();
    await harness.settle();
    expect(harness.sessionPosts()).toEqual([expect.objectContaining({ canceled: true, aborted: false })]);
  });
});

describe('a hidden page keeps the open session’s aborted snapshot in the outbox', () => {
  it('hidden writes it; visible again forgets it and the session goes on', async () => {
    const store = memoryStore();
    const harness = startTestFlow({ steps });
    const page = fakePage();
    stop = startSessionReporting(harness.runtime, { store, page: page.page });
    page.hide();
    expect(JSON.parse(store.data.get(OUTBOX_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({
        appId: 'app_test',
        customerId: 'cus_1',
        results: expect.objectContaining({ sessionKey: 'sk_test', aborted: true }),
      }),
    ]);
    expect(harness.sessionPosts()).toEqual([]);
    page.show();
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
    expect(flow.aborted).toBe(false);
  });

  it('a tab killed while hidden: the next init of the same customer sends the aborted session', async () => {
    const store = memoryStore();
    const first = startTestFlow({ steps });
    const page = fakePage();
    stop = startSessionReporting(first.runtime, { store, page: page.page });
    page.hide();
    // The page dies here, without another event. Later, a new visit:
    const next = startTestFlow({ steps, sessionKey: 'sk_next' });
    stop();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop = startSessionReporting(next.runtime, { store, page: fakePage().page });
    // The outbox is looked into a moment after init, not during it.
    vi.advanceTimersByTime(OUTBOX_LOOK_DELAY_MS);
    vi.useRealTimers();
    await next.settle();
    expect(next.sessionPosts()).toEqual([expect.objectContaining({ sessionKey: 'sk_test', aborted: true })]);
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it('the next visit of another customer leaves it where it is', async () => {
    const store = memoryStore();
    const first = startTestFlow({ steps });
    const page = fakePage();
    stop = startSessionReporting(first.runtime, { store, page: page.page });
    page.hide();
    const other = startTestFlow({ steps, sessionKey: 'sk_other', init: { customerId: 'cus_2' } });
    stop();
    stop = startSessionReporting(other.runtime, { store, page: fakePage().page });
    await other.settle();
    expect(other.sessionPosts()).toEqual([]);
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(true);
  });
});

describe('results that fail to arrive are retried with backoff, and kept until they arrive', () => {
  it('a backend down for a while: delivered later, then removed from the outbox', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    let down = true;
    const harness = startTestFlow({
      steps,
      answer: (request) =>
        down && request.url.pathname === '/api/sessions' ? new Response('{}', { status: 503 }) : undefined,
    });
    stop = startSessionReporting(harness.runtime, { store, page: fakePage().page });
    await shutdown('close');
    await vi.advanceTimersByTimeAsync(0);
    // A 503 is waited out, not sent again at once (the queue's first wait: 2 s).
    expect(harness.sessionPosts()).toHaveLength(1);
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(harness.sessionPosts()).toHaveLength(1);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(harness.sessionPosts()).toHaveLength(2);
    const posts = harness.sessionPosts();
    expect(new Set(posts.map((post) => JSON.stringify(post))).size).toBe(1);
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });
});
