// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_RETRY_PARAM, type ImportCore, installLoader, preloadCoreImports } from './loader.ts';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush } from './loader-testing.ts';

const MAIN = 'holdfast-main-AbC123.js';
const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("the loader preloads the core's own imports beside the core", () => {
  it("adds a modulepreload link per file, resolved against the core's URL without its query", () => {
    preloadCoreImports(document, `${CORE_URL}?v=42`, [MAIN]);
    expect(preloads().map((link) => link.href)).toEqual([
      'https://cdn.example.test/holdfast/holdfast-main-AbC123.js',
    ]);
  });

  it("carries the page's script nonce, so a nonce-based script-src lets the fetch through", () => {
    const script = document.createElement('script');
    script.nonce = 'page-nonce';
    document.body.append(script);
    preloadCoreImports(document, CORE_URL, [MAIN]);
    expect(preloads()[0]?.nonce).toBe('page-nonce');
  });

  it("has no nonce on a page without one, and leaves the host's head once fetched or failed", () => {
    preloadCoreImports(document, CORE_URL, [MAIN, 'holdfast-other-X.js']);
    const [fetched, failed] = preloads();
    expect(fetched?.nonce).toBe('');
    fetched?.dispatchEvent(new Event('load'));
    failed?.dispatchEvent(new Event('error'));
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing until the host first uses the widget, then once, after asking for the core', async () => {
    const win = fakeWindow();
    const order: string[] = [];
    const attach = coreThatAttaches(win, []);
    const importCore = vi.fn<ImportCore>(async (url) => {
      order.push(`import ${url}`);
      await attach(url);
    });
    const preloadBeside = vi.fn((coreUrl: string) => order.push(`preload ${coreUrl}`));
    installLoader(win, CORE_URL, importCore, preloadBeside);
    await flush();
    expect(preloadBeside).not.toHaveBeenCalled();

    await callHost(win, 'show');
    await callHost(win, 'hide');
    expect(order).toEqual([`import ${CORE_URL}`, `preload ${CORE_URL}`]);
  });

  it('does not preload again when a failed core load is retried', async () => {
    const win = fakeWindow();
    const importCore = vi
      .fn<ImportCore>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(coreThatAttaches(win, []));
    const preloadBeside = vi.fn();
    installLoader(win, CORE_URL, importCore, preloadBeside);
    await expect(callHost(win, 'preload')).resolves.toBe(false);
    await expect(callHost(win, 'preload')).resolves.toBe(true);
    expect(importCore).toHaveBeenLastCalledWith(`${CORE_URL}?${CORE_RETRY_PARAM}=1`);
    expect(preloadBeside.mock.calls).toEqual([[CORE_URL]]);
  });
});
