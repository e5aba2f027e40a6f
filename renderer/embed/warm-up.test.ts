// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_URL, callHost, fakeWindow } from './loader.testing.ts';
import { installLoader } from './loader.ts';
import { IDLE_FALLBACK_DELAY_MS, IDLE_PRELOAD_TIMEOUT_MS, type WarmUpWindow, warmUp } from './warm-up.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A window whose idle callbacks wait until the test runs them. */
function idleWindow() {
  const idle: { run: () => void; timeout: number }[] = [];
  const win: WarmUpWindow = {
    document,
    setTimeout: (run, ms) => setTimeout(run, ms),
    requestIdleCallback: (run, options) => idle.push({ run, timeout: options.timeout }),
  };
  return { win, idle };
}

describe("preload 'idle' (the default)", () => {
  it('loads in idle time, with a timeout, not at once', () => {
    const { win, idle } = idleWindow();
    const load = vi.fn();
    warmUp(win, { appId: 'app' }, load);
    expect(load).not.toHaveBeenCalled();
    expect(idle.map((entry) => entry.timeout)).toEqual([IDLE_PRELOAD_TIMEOUT_MS]);
    idle[0]?.run();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    const load = vi.fn();
    warmUp({ document, setTimeout: (run, ms) => setTimeout(run, ms) }, {}, load);
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warms up for a value it does not know too, so that the core can report it', () => {
    const { win, idle } = idleWindow();
    warmUp(win, { preload: 'eager' }, vi.fn());
    warmUp(win, { preload: 'intent', preloadTarget: '#cancel[' }, vi.fn());
    warmUp(win, { preload: 'intent' }, vi.fn());
    expect(idle).toHaveLength(3);
  });
});

describe("preload 'none'", () => {
  it('never loads by itself', () => {
    const { win, idle } = idleWindow();
    const load = vi.fn();
    warmUp(win, { preload: 'none' }, load);
    expect(idle).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("preload 'intent'", () => {
  it('loads once the customer points at, focuses or touches the target (a selector), once', () => {
    document.body.innerHTML = '<button id="other">Other</button><div id="cancel"><span>Cancel</span></div>';
    const { win, idle } = idleWindow();
    const load = vi.fn();
    warmUp(win, { preload: 'intent', preloadTarget: '#cancel' }, load);
    document.getElementById('other')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.querySelector('#cancel span')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.querySelector('#cancel span')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(idle).toEqual([]);
  });

  it('watches a button the page renders after init, and an element given itself', () => {
    const { win } = idleWindow();
    const bySelector = vi.fn();
    warmUp(win, { preload: 'intent', preloadTarget: '.cancel' }, bySelector);
    const button = document.createElement('button');
    button.className = 'cancel';
    document.body.append(button);
    const byElement = vi.fn();
    warmUp(win, { preload: 'intent', preloadTarget: button }, byElement);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(bySelector).toHaveBeenCalledTimes(1);
    expect(byElement).toHaveBeenCalledTimes(1);
  });
});

describe('the loader asks the warm-up about init, and nothing else', () => {
  it('leaves the core to the warm-up after init, and loads it at once for show', async () => {
    const win = fakeWindow();
    const importCore = vi.fn(() => new Promise<never>(() => {}));
    const warm = vi.fn();
    installLoader(win, CORE_URL, importCore, undefined, warm);
    void callHost(win, 'init', { preload: 'none' });
    await Promise.resolve();
    expect(warm).toHaveBeenCalledWith({ preload: 'none' }, expect.any(Function));
    expect(importCore).not.toHaveBeenCalled();
    void callHost(win, 'show');
    await vi.waitFor(() => expect(importCore).toHaveBeenCalledTimes(1));
  });
});
