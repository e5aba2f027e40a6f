// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE } from '../api/api-base.ts';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush } from './loader.testing.ts';
import {
  apiOriginFor,
  CORE_RETRY_PARAM,
  type ImportCore,
  installLoader,
  preconnectApi,
  preloadCoreImports,
} from './loader.ts';
import type { QueuedCall } from './snippet.ts';

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

  it('preloads nothing until the host first uses the widget, then once, as it asks for the core', async () => {
    const win = fakeWindow();
    const order: string[] = [];
    const attach = coreThatAttaches(win, []);
    const importCore = vi.fn<ImportCore>(async (url) => {
      order.push(`import ${url}`);
      await attach(url);
    });
    const preloadBeside = vi.fn((coreUrl: string) => {
      order.push(`preload ${coreUrl}`);
    });
    installLoader(win, CORE_URL, importCore, preloadBeside);
    await flush();
    expect(preloadBeside).not.toHaveBeenCalled();

    await callHost(win, 'show');
    await callHost(win, 'hide');
    expect(order).toEqual([`preload ${CORE_URL}`, `import ${CORE_URL}`]);
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
    expect(preloadBeside.mock.calls.map(([coreUrl]) => coreUrl)).toEqual([CORE_URL]);
  });
});

describe("the loader opens the API's connection beside the core", () => {
  const init = (options: unknown): QueuedCall => ['init', [options]];

  it("names the origin of the last waiting init's apiBase, else the build's", () => {
    expect(apiOriginFor([])).toBe(new URL(DEFAULT_API_BASE).origin);
    expect(apiOriginFor([init({ apiBase: 'https://staging.example.test/v2/' }), ['show', []]])).toBe(
      'https://staging.example.test',
    );
    expect(
      apiOriginFor([
        init({ apiBase: 'https://one.example.test' }),
        init({ apiBase: ' http://two.test:8080 ' }),
      ]),
    ).toBe('http://two.test:8080');
  });

  it('gives nothing for a base the core would refuse, and ignores what is no apiBase', () => {
    expect(apiOriginFor([init({ apiBase: 'javascript:alert(1)' })])).toBeUndefined();
    expect(apiOriginFor([init({ apiBase: '/relative' })])).toBeUndefined();
    expect(
      apiOriginFor([init({ apiBase: 42 }), init(null), ['update', [{ apiBase: 'https://x.test' }]]]),
    ).toBe(new URL(DEFAULT_API_BASE).origin);
  });

  it('asks for an anonymous connection, as the client calls without credentials, and leaves no link', () => {
    const appended: HTMLLinkElement[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLLinkElement) appended.push(node);
    });
    preconnectApi(document, 'https://api.example.test');
    preconnectApi(document, undefined);
    append.mockRestore();
    expect(appended.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['preconnect', 'https://api.example.test/', 'anonymous'],
    ]);
    expect(document.querySelectorAll('link[rel="preconnect"]')).toHaveLength(0);
  });

  it('hands the waiting calls to the preload, so it sees the init made before the first call', async () => {
    const win = fakeWindow({ q: [['init', [{ apiBase: 'https://api.example.test' }]]] });
    // A copy at the time of the call: the core drains the queue once it attaches.
    const seen: QueuedCall[][] = [];
    installLoader(win, CORE_URL, coreThatAttaches(win, []), (_coreUrl, waiting) => {
      seen.push([...waiting]);
    });
    await flush();
    expect(seen).toEqual([[['init', [{ apiBase: 'https://api.example.test' }]]]]);
  });

  it('still imports the core when a hint fails', async () => {
    const win = fakeWindow();
    const importCore = coreThatAttaches(win, []);
    installLoader(win, CORE_URL, importCore, () => {
      throw new TypeError('no <head> here');
    });
    await expect(callHost(win, 'preload')).resolves.toBe(true);
    expect(importCore).toHaveBeenCalledWith(CORE_URL);
    expect(win.console.error).not.toHaveBeenCalled();
  });
});
