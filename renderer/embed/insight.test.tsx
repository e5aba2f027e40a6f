import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowRuntime } from '../state/flow/runtime.ts';
import { flow } from '../state/flow/store.ts';
import { createHoldfast } from './holdfast.ts';

const identity = { appId: 'app_test', customerId: 'cus_1', authHash: 'hash', apiBase: 'https://api.test' };

afterEach(async () => {
  await createHoldfast().clearState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBackend() {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL) => new Response(JSON.stringify({ message: 'nope' }), { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => String(url));
}

describe('insight switches to lite and shows (spec §4 Widget calls)', () => {
  it('after a full init: lite mode, the widget shows, and the lite flow is asked for', async () => {
    const urls = stubBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const holdfast = createHoldfast();
    holdfast.init({ ...identity, onCancel: () => {} });
    expect(await holdfast.insight()).toEqual({ ok: true });
    expect(flowRuntime()?.options.lite).toBe(true);
    expect(flow.isVisible).toBe(true);
    expect(urls().some((url) => url.includes('/embed-lite'))).toBe(true);
  });

  it('without onCancel it is refused as lite requires, and nothing shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const holdfast = createHoldfast();
    holdfast.init({ ...identity, onError });
    expect(await holdfast.insight()).toEqual({
      ok: false,
      message: 'onCancel callback must be defined for cancellation insights.',
    });
    expect(flow.isVisible).toBe(false);
  });

  it('before init: refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await createHoldfast().insight()).toMatchObject({ ok: false });
  });
});
