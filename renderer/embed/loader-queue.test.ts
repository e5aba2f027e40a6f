// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { HOLDFAST_METHODS } from './api-types.ts';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush, holdfastOf } from './loader.testing.ts';
import { installLoader } from './loader.ts';

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
