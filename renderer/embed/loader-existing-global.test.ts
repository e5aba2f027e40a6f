// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush, holdfastOf } from './loader.testing.ts';
import { installLoader } from './loader.ts';

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
