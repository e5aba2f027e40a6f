import { describe, expect, it, vi } from 'vitest';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush } from './loader.testing.ts';
import { installLoader, type RequestEarly } from './loader.ts';

/** A loader whose core never arrives (the cold show it is about), with `requestEarly` recorded. */
function coldLoader(requestEarly = vi.fn<RequestEarly>()) {
  const win = fakeWindow();
  const importCore = vi.fn(() => new Promise<unknown>(() => {}));
  installLoader(win, CORE_URL, importCore, undefined, undefined, requestEarly);
  return { win, requestEarly, importCore };
}

describe('the loader starts the early script at show(), before the core is there', () => {
  it('at the first show only, beside the core, before the core is imported', async () => {
    const order: string[] = [];
    const requestEarly = vi.fn<RequestEarly>(() => void order.push('early'));
    const win = fakeWindow();
    installLoader(
      win,
      CORE_URL,
      () => {
        order.push('core');
        return new Promise(() => {});
      },
      undefined,
      () => {},
      requestEarly,
    );
    void callHost(win, 'init', { appId: 'app' });
    await flush();
    expect(requestEarly).not.toHaveBeenCalled();
    void callHost(win, 'show');
    expect(requestEarly).toHaveBeenCalledWith(CORE_URL);
    void callHost(win, 'hide');
    void callHost(win, 'show');
    await flush();
    expect(requestEarly).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['early', 'core']);
  });

  it('at init already when it asks to prefetch, once, and not again at show', async () => {
    const win = fakeWindow();
    const requestEarly = vi.fn<RequestEarly>();
    const importCore = vi.fn(() => new Promise<unknown>(() => {}));
    installLoader(win, CORE_URL, importCore, undefined, () => {}, requestEarly);
    void callHost(win, 'init', { appId: 'app', prefetch: true });
    expect(requestEarly).toHaveBeenCalledWith(CORE_URL);
    await flush();
    // The warm-up decides when the core comes (not yet): the request does not wait for it.
    expect(importCore).not.toHaveBeenCalled();
    void callHost(win, 'show');
    await flush();
    expect(requestEarly).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no prefetch', { appId: 'app' }],
    ['a prefetch that is not true', { appId: 'app', prefetch: 'yes' }],
  ])('not at an init with %s', (_, options) => {
    const win = fakeWindow();
    const requestEarly = vi.fn<RequestEarly>();
    installLoader(
      win,
      CORE_URL,
      () => new Promise(() => {}),
      undefined,
      () => {},
      requestEarly,
    );
    void callHost(win, 'init', options);
    expect(requestEarly).not.toHaveBeenCalled();
  });

  it('at a show a snippet queued before the loader came', () => {
    const requestEarly = vi.fn<RequestEarly>();
    const win = fakeWindow({
      q: [
        ['init', [{ appId: 'app' }]],
        ['show', []],
      ],
    });
    installLoader(win, CORE_URL, () => new Promise(() => {}), undefined, undefined, requestEarly);
    expect(requestEarly).toHaveBeenCalledTimes(1);
  });

  it('loads the core and answers nothing wrong when the early script fails to start', async () => {
    const { win, importCore } = coldLoader(
      vi.fn<RequestEarly>(() => {
        throw new Error('no import here');
      }),
    );
    void callHost(win, 'show');
    await flush();
    expect(importCore).toHaveBeenCalledTimes(1);
    expect(win.console.error).not.toHaveBeenCalled();
  });

  it('starts nothing once the core is there: the core sends its own request', async () => {
    const requestEarly = vi.fn<RequestEarly>();
    const win = fakeWindow();
    const calls: string[] = [];
    installLoader(win, CORE_URL, coreThatAttaches(win, calls), undefined, undefined, requestEarly);
    await callHost(win, 'preload');
    void callHost(win, 'show');
    expect(requestEarly).not.toHaveBeenCalled();
    expect(calls).toEqual(['show()']);
  });

  it('starts nothing where the core cannot be found (no URL to put it beside)', () => {
    const requestEarly = vi.fn<RequestEarly>();
    const win = fakeWindow();
    installLoader(win, undefined, () => new Promise(() => {}), undefined, undefined, requestEarly);
    void callHost(win, 'show');
    expect(requestEarly).not.toHaveBeenCalled();
  });
});
