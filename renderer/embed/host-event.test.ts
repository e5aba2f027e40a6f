// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoldfast } from './holdfast.ts';

const OPTIONS = {
  appId: 'app_1',
  customerId: 'cus_1',
  authHash: 'abc',
  apiBase: 'https://api.example.test',
  record: false,
  report: false,
};
let holdfast: ReturnType<typeof createHoldfast>;

beforeEach(() => {
  holdfast = createHoldfast();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  holdfast.clearState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("event(): the host's custom events, from a chunk of their own", () => {
  it('sends the event with its properties', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    holdfast.init(OPTIONS);
    await expect(holdfast.event('upgrade-clicked', { plan: 'team' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.test/api/events/new');
    expect(JSON.parse(String(init.body))).toMatchObject({
      event: 'upgrade-clicked',
      properties: { plan: 'team' },
    });
  });

  it('refuses an event without a name, through onError', async () => {
    const onError = vi.fn();
    holdfast.init({ ...OPTIONS, onError });
    await holdfast.event('  ');
    expect(onError).toHaveBeenCalledWith({ message: 'event: a name is required', code: 'INVALID_EVENT' });
  });

  it("reports a failed call as spec §8's 'Error recording event'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    const onError = vi.fn();
    holdfast.init({ ...OPTIONS, onError });
    await holdfast.event('upgrade-clicked');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'EVENT_ERROR',
        message: expect.stringMatching(/^Error recording event: /),
      }),
    );
  });
});
