// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionResults } from '../../api/api.testing.ts';
import type { ApiClient } from '../../api/client.ts';
import { type FakeApi, fakeApi } from '../flow/flow-harness.testing.ts';
import { DELIVERY_CHUNK_DELAY_MS, OUTBOX_LOOK_DELAY_MS } from './limits.ts';
import { createOutbox, OUTBOX_STORAGE_KEY } from './outbox.ts';

type LazyDelivery = typeof import('./lazy-delivery.ts');

/** The flow harness's fake client, as the client the facade takes (the flow harness does the same). */
const client = (api: FakeApi) => api as unknown as ApiClient;

/** A fresh copy of the facade (and of the delivery chunk behind it): nothing loaded yet. */
async function freshFacade(): Promise<LazyDelivery> {
  vi.resetModules();
  return import('./lazy-delivery.ts');
}

const event = (name: string) => ({
  event: name,
  timestamp: '2026-11-22T10:00:00.000Z',
  customerId: 'cus_1',
  blueprintId: 'bp_1',
  properties: {},
});

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    get: (key: string) => data.get(key) ?? null,
    set: (key: string, value: string) => void data.set(key, value),
    remove: (key: string) => void data.delete(key),
  };
}

const owner = { appId: 'app_test', customerId: 'cus_1' };
const results = (sessionKey: string) =>
  ({ sessionKey, aborted: true, canceled: false }) as unknown as Parameters<
    ReturnType<LazyDelivery['createSessionReporter']>['deliver']
  >[0];

let facade: LazyDelivery;
beforeEach(async () => {
  facade = await freshFacade();
});
afterEach(() => {
  facade.resetLazyDelivery();
  vi.useRealTimers();
});

describe('The delivery code is a chunk of its own: jobs wait for it and lose nothing', () => {
  it('jobs given before the chunk is there go out, in order, once it is loaded', async () => {
    const api = fakeApi();
    facade.deliverEvent(client(api), event('step-change'));
    facade.deliverEvent(client(api), event('offer-shown'));
    expect(api.trackEvent).not.toHaveBeenCalled();
    await facade.preloadDelivery();
    expect(api.trackEvent.mock.calls.map((call) => (call[0 as never] as { event: string }).event)).toEqual([
      'step-change',
      'offer-shown',
    ]);
  });

  it('without a preload, the chunk is fetched a moment after the first job', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeApi();
    facade.deliverCustomerUpdate(client(api), { customerId: 'cus_1', attributes: { plan: 'pro' } } as never);
    await vi.advanceTimersByTimeAsync(DELIVERY_CHUNK_DELAY_MS - 1);
    expect(api.updateCustomer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(api.updateCustomer).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('the page is left before the chunk came: each waiting job is sent at once with keepalive', () => {
    const api = fakeApi();
    const reporter = facade.createSessionReporter({ api: client(api), outbox: null, owner });
    facade.deliverEvent(client(api), event('step-change'));
    reporter.deliver(results('sk_1'));
    window.dispatchEvent(new Event('pagehide'));
    expect(api.trackEvent).toHaveBeenCalledWith(event('step-change'), { keepalive: true });
    expect(api.sendSessionResults).toHaveBeenCalledWith(results('sk_1'), { keepalive: true });
  });

  it('session results are written to the outbox at once, before any chunk is loaded', () => {
    const store = memoryStore();
    const reporter = facade.createSessionReporter({
      api: client(fakeApi()),
      outbox: createOutbox(store, () => 1000),
      owner,
    });
    reporter.deliver(results('sk_1'));
    expect(store.data.get(OUTBOX_STORAGE_KEY)).toContain('"sk_1"');
    reporter.forget('sk_1');
    expect(store.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it('once the chunk is there, results are written to the outbox once (by its reporter), not twice', async () => {
    const store = memoryStore();
    const writes: string[] = [];
    const counted = {
      ...store,
      set: (key: string, value: string) => {
        writes.push(key);
        store.set(key, value);
      },
    };
    const reporter = facade.createSessionReporter({
      api: client(fakeApi()),
      outbox: createOutbox(counted, () => 1000),
      owner,
    });
    await facade.preloadDelivery();
    reporter.deliver(results('sk_1'));
    expect(writes).toEqual([OUTBOX_STORAGE_KEY]);
  });

  it('an empty outbox asks for nothing: no job waits, nothing is sent at page exit', () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const store = memoryStore();
    const empty = facade.createSessionReporter({
      api: client(api),
      outbox: createOutbox(store, () => 1000),
      owner,
    });
    empty.sendUndelivered(2000);
    vi.advanceTimersByTime(OUTBOX_LOOK_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(api.sendSessionResults).not.toHaveBeenCalled();
  });

  it('what an earlier visit left is looked for a moment after init, not during it (a first storage read is slow)', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const store = memoryStore();
    createOutbox(store, () => 1000).save(owner, sessionResults({ sessionKey: 'sk_earlier' }));
    const reads: string[] = [];
    const watched = {
      ...store,
      get: (key: string) => {
        reads.push(key);
        return store.get(key);
      },
    };
    facade
      .createSessionReporter({ api: client(api), outbox: createOutbox(watched, () => 2000), owner })
      .sendUndelivered(2000);
    expect(reads).toEqual([]);
    vi.advanceTimersByTime(OUTBOX_LOOK_DELAY_MS);
    expect(reads).toContain(OUTBOX_STORAGE_KEY);
    vi.useRealTimers();
    await facade.preloadDelivery();
    await vi.waitFor(() => expect(sentKeys(api)).toEqual(['sk_earlier']));
  });

  it('the late look leaves this visit’s own results alone: one the backend refused meanwhile is not sent again', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    // The facade's copy of the error class (the modules were reset for this test).
    const { ApiError } = await import('../../api/api-error.ts');
    api.sendSessionResults.mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, code: 'HTTP_ERROR', message: 'bad', call: 'createSession' }),
    );
    const store = memoryStore();
    let now = 1000;
    const reporter = facade.createSessionReporter({
      api: client(api),
      outbox: createOutbox(store, () => now),
      owner,
    });
    reporter.sendUndelivered(now);
    now = 1500;
    // This visit's session ends before the look, and its results wait in the outbox for the chunk.
    reporter.deliver(sessionResults({ sessionKey: 'sk_this_visit' }));
    vi.advanceTimersByTime(OUTBOX_LOOK_DELAY_MS);
    vi.useRealTimers();
    await facade.preloadDelivery();
    await vi.waitFor(() => expect(api.sendSessionResults).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentKeys(api)).toEqual(['sk_this_visit']);
  });
});

const sentKeys = (api: FakeApi) =>
  api.sendSessionResults.mock.calls.map((call) => (call[0 as never] as { sessionKey: string }).sessionKey);
