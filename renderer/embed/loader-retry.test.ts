// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush } from './loader.testing.ts';
import { CORE_RETRY_PARAM, type ImportCore, installLoader } from './loader.ts';

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
