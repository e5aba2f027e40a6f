// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush } from './loader.testing.ts';
import { CORE_LOAD_FAILED, CORE_RETRY_PARAM, type ImportCore, installLoader } from './loader.ts';
import { LOAD_ERROR_CODE } from './snippet.ts';

describe('a failed core load is retried on the next call', () => {
  it('tries again with a fresh URL and then runs every waiting call in order', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    const attach = coreThatAttaches(win, calls);
    const importCore = vi
      .fn<ImportCore>()
      .mockRejectedValueOnce(new TypeError('500'))
      .mockImplementation(attach);
    installLoader(win, CORE_URL, importCore);

    const init = callHost(win, 'init', 'first');
    await flush();
    expect(win.console.error).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);

    const show = callHost(win, 'show', 'second');
    await expect(init).resolves.toBe('init:first');
    await expect(show).resolves.toBe('show:second');
    expect(calls).toEqual(['init("first")', 'show("second")']);
    expect(importCore).toHaveBeenCalledTimes(2);
    expect(importCore).toHaveBeenLastCalledWith(`${CORE_URL}?${CORE_RETRY_PARAM}=1`);
  });

  it('treats a core that loads but never attaches as a failure', async () => {
    const win = fakeWindow();
    installLoader(win, CORE_URL, vi.fn().mockResolvedValue({}));
    await expect(callHost(win, 'preload')).resolves.toBe(false);
    expect(String(win.console.error.mock.calls[0]?.[1])).toContain('did not attach');
  });

  it('reports, without throwing, when it cannot tell where the core is', async () => {
    const win = fakeWindow();
    const importCore = vi.fn();
    installLoader(win, undefined, importCore);
    expect(() => callHost(win, 'show')).not.toThrow();
    await expect(callHost(win, 'preload')).resolves.toBe(false);
    expect(importCore).not.toHaveBeenCalled();
  });
});

describe('a failed core load is told to the host while a call waits for it', () => {
  it("calls the waiting init's onError with LOAD_ERROR once a show waits, and still runs both at the retry", async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    const importCore = vi
      .fn<ImportCore>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(coreThatAttaches(win, calls));
    installLoader(win, CORE_URL, importCore);
    const onError = vi.fn();
    void callHost(win, 'init', { appId: 'app', onError });
    const show = callHost(win, 'show');
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      code: LOAD_ERROR_CODE,
      message: `${CORE_LOAD_FAILED} TypeError: Failed to fetch`,
      status: null,
    });
    await callHost(win, 'preload');
    await expect(show).resolves.toBe('show:undefined');
    expect(calls).toHaveLength(2);
  });

  it('says nothing when only init waits (an idle preload no customer waits for)', async () => {
    const win = fakeWindow();
    installLoader(win, CORE_URL, vi.fn<ImportCore>().mockRejectedValue(new TypeError('offline')));
    const onError = vi.fn();
    void callHost(win, 'init', { appId: 'app', onError });
    await expect(callHost(win, 'preload')).resolves.toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the retry working when the host’s onError throws', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    const importCore = vi
      .fn<ImportCore>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(coreThatAttaches(win, calls));
    installLoader(win, CORE_URL, importCore);
    void callHost(win, 'init', {
      onError: () => {
        throw new Error('host bug');
      },
    });
    const show = callHost(win, 'show');
    await flush();
    const retried = callHost(win, 'hide');
    await expect(show).resolves.toBe('show:undefined');
    await expect(retried).resolves.toBe('hide:undefined');
  });
});
