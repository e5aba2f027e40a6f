// @vitest-environment jsdom
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { HOLDFAST_METHODS, type HoldfastApi, type HoldfastMethod } from './api-types.ts';
import { attachCore } from './global.ts';
import { CORE_RETRY_PARAM, coreUrlFrom, findLoaderSrc, type ImportCore, installLoader } from './loader.ts';
import { type HostWindow, isRecord } from './snippet.ts';

const CORE_URL = 'https://cdn.example.test/holdfast/holdfast-core.js';

type ConsoleMock = Mock<(...data: unknown[]) => void>;
type FakeWindow = HostWindow & { console: { error: ConsoleMock; warn: ConsoleMock } };

function fakeWindow(holdfast?: unknown): FakeWindow {
  const win: FakeWindow = {
    console: { error: vi.fn<(...data: unknown[]) => void>(), warn: vi.fn<(...data: unknown[]) => void>() },
  };
  if (holdfast !== undefined) win.holdfast = holdfast;
  return win;
}

/** A core whose methods record their calls and answer `<method>:<first arg>`; `check` rejects. */
function recordingApi(calls: string[]): HoldfastApi {
  const method =
    (name: HoldfastMethod) =>
    (...args: unknown[]): unknown => {
      calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(',')})`);
      if (name === 'check') return Promise.reject(new Error('check failed'));
      return `${name}:${String(args[0])}`;
    };
  const api = noopApi();
  for (const name of HOLDFAST_METHODS) api[name] = method(name);
  return api;
}

function noopApi(): HoldfastApi {
  const noop = () => undefined;
  return {
    init: noop,
    show: noop,
    hide: noop,
    clearState: noop,
    getSessionData: noop,
    updateBranding: noop,
    updateCustomerAttributes: noop,
    event: noop,
    update: noop,
    check: noop,
    hidePauseWall: noop,
    hideFailedPaymentWall: noop,
    clearPauseWallState: noop,
    clearFailedPaymentWallState: noop,
    managedFlow: noop,
    hideManagedFlow: noop,
    clearManagedFlowState: noop,
  };
}

/** An importCore that "evaluates" the core by attaching a recording api, like holdfast-core.js does. */
function coreThatAttaches(win: HostWindow, calls: string[]): ImportCore & ReturnType<typeof vi.fn> {
  return vi.fn(async () => {
    attachCore(recordingApi(calls), win);
  });
}

function holdfastOf(win: HostWindow): Record<string, unknown> {
  if (!isRecord(win.holdfast)) throw new Error('window.holdfast is not an object');
  return win.holdfast;
}

function callHost(win: HostWindow, method: string, ...args: unknown[]): Promise<unknown> {
  const fn = holdfastOf(win)[method];
  if (typeof fn !== 'function') throw new Error(`holdfast.${method} is not a function`);
  return fn(...args);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the loader defines the global object at once', () => {
  it('puts every host method and preload on window.holdfast before anything loads', () => {
    const win = fakeWindow();
    const importCore = vi.fn();
    installLoader(win, CORE_URL, importCore);
    for (const method of [...HOLDFAST_METHODS, 'preload']) {
      expect(typeof holdfastOf(win)[method], method).toBe('function');
    }
    expect(holdfastOf(win)._stage).toBe('loader');
  });

  it('fetches nothing until the host calls something', async () => {
    const win = fakeWindow();
    const importCore = vi.fn();
    installLoader(win, CORE_URL, importCore);
    await flush();
    expect(importCore).not.toHaveBeenCalled();
  });
});

describe('calls made before the core loads are queued', () => {
  it('loads the core on the first call, once, and runs the waiting calls in order', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    const importCore = coreThatAttaches(win, calls);
    installLoader(win, CORE_URL, importCore);

    const init = callHost(win, 'init', { appId: 'app_test' });
    const show = callHost(win, 'show');
    const event = callHost(win, 'event', 'opened');

    await expect(init).resolves.toBe('init:[object Object]');
    await expect(show).resolves.toBe('show:undefined');
    await expect(event).resolves.toBe('event:opened');
    expect(calls).toEqual(['init({"appId":"app_test"})', 'show()', 'event("opened")']);
    expect(importCore).toHaveBeenCalledTimes(1);
    expect(importCore).toHaveBeenCalledWith(CORE_URL);
  });

  it("rejects a queued call's promise with the core's rejection", async () => {
    const win = fakeWindow();
    installLoader(win, CORE_URL, coreThatAttaches(win, []));
    await expect(callHost(win, 'check')).rejects.toThrow('check failed');
  });

  it('keeps the object identity so references the host holds stay valid', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    installLoader(win, CORE_URL, coreThatAttaches(win, calls));
    const before = win.holdfast;
    await callHost(win, 'hide');
    expect(win.holdfast).toBe(before);
    expect(holdfastOf(win)._stage).toBe('core');
  });

  it('runs at once a call made through a loader method saved before the core arrived', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    installLoader(win, CORE_URL, coreThatAttaches(win, calls));
    const savedShow = holdfastOf(win).show;
    if (typeof savedShow !== 'function') throw new Error('no show');
    await callHost(win, 'init');
    await expect(savedShow('late')).resolves.toBe('show:late');
    expect(calls).toEqual(['init()', 'show("late")']);
  });
});

describe('preload starts the load ahead of the first call', () => {
  it('loads the core and resolves true without running any method', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    const importCore = coreThatAttaches(win, calls);
    installLoader(win, CORE_URL, importCore);
    await expect(callHost(win, 'preload')).resolves.toBe(true);
    expect(importCore).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    await callHost(win, 'show');
    expect(importCore).toHaveBeenCalledTimes(1);
  });

  it('resolves false (never rejects) when the core cannot load', async () => {
    const win = fakeWindow();
    installLoader(win, CORE_URL, vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callHost(win, 'preload')).resolves.toBe(false);
    expect(win.console.error).toHaveBeenCalledTimes(1);
  });
});

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

describe('a second copy of the loader never clobbers a live one', () => {
  it('leaves a loader in place, with its queue and methods', async () => {
    const win = fakeWindow();
    const first = vi.fn();
    installLoader(win, CORE_URL, first);
    const object = win.holdfast;
    const show = holdfastOf(win).show;
    void callHost(win, 'init');
    const second = vi.fn();
    installLoader(win, 'https://other.example.test/holdfast-core.js', second);
    expect(win.holdfast).toBe(object);
    expect(holdfastOf(win).show).toBe(show);
    expect(second).not.toHaveBeenCalled();
  });

  it('leaves a live core in place', async () => {
    const win = fakeWindow();
    const calls: string[] = [];
    installLoader(win, CORE_URL, coreThatAttaches(win, calls));
    await callHost(win, 'preload');
    const coreShow = holdfastOf(win).show;
    installLoader(win, CORE_URL, vi.fn());
    expect(holdfastOf(win)._stage).toBe('core');
    expect(holdfastOf(win).show).toBe(coreShow);
  });
});

describe('the loader honours the copy-paste snippet queue', () => {
  it('upgrades the stub in place, loads at once and drains its queue in order', async () => {
    const resolved: unknown[] = [];
    const stub = {
      q: [
        ['init', ['app_test'], (value: unknown) => resolved.push(value)],
        ['show', []],
      ],
    };
    const win = fakeWindow(stub);
    const calls: string[] = [];
    const importCore = coreThatAttaches(win, calls);
    installLoader(win, CORE_URL, importCore);
    expect(win.holdfast).toBe(stub);
    await flush();
    expect(importCore).toHaveBeenCalledTimes(1);
    const hide = callHost(win, 'hide');
    await expect(hide).resolves.toBe('hide:undefined');
    expect(calls).toEqual(['init("app_test")', 'show()', 'hide()']);
    expect(resolved).toEqual(['init:app_test']);
  });

  it('does not load for an empty stub', async () => {
    const win = fakeWindow({ q: [] });
    const importCore = vi.fn();
    installLoader(win, CORE_URL, importCore);
    await flush();
    expect(importCore).not.toHaveBeenCalled();
  });

  it('replaces a foreign non-object value with its own object', () => {
    const win = fakeWindow('not an object');
    installLoader(win, CORE_URL, vi.fn());
    expect(holdfastOf(win)._stage).toBe('loader');
  });
});

describe('the loader finds the core beside its own URL', () => {
  it('falls back to the last script whose path ends in /holdfast.js', () => {
    for (const src of [
      'https://a.example.test/holdfast.js',
      'https://b.example.test/v2/holdfast.js?v=7',
      'https://c.example.test/not-holdfast.js',
    ]) {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }
    expect(findLoaderSrc(document)).toBe('https://b.example.test/v2/holdfast.js?v=7');
  });

  it('finds nothing when no script looks like the loader', () => {
    expect(findLoaderSrc(document)).toBeUndefined();
  });

  it('keeps the loader query so cache-busting reaches the core', () => {
    expect(coreUrlFrom('https://cdn.example.test/hf/holdfast.js?v=7')).toBe(
      'https://cdn.example.test/hf/holdfast-core.js?v=7',
    );
    expect(coreUrlFrom(undefined)).toBeUndefined();
    expect(coreUrlFrom('not a url')).toBeUndefined();
  });
});
