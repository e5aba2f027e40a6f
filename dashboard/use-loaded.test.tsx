/**
 * Issue 21 ("results within seconds"): a live page asks again every LIVE_REFRESH_MS while visible, swapping
 * the figures in place (never back to 'loading'); a failed refresh keeps the last figures; a hidden page and an
 * unmounted one ask nothing.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH_MS, useLoaded } from './use-loaded.ts';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A load answering 1, 2, 3 … and failing when told to. */
function counter() {
  let n = 0;
  const state = { fail: false };
  const load = vi.fn(async () => {
    if (state.fail) throw new Error('network down');
    n += 1;
    return n;
  });
  return { load, state };
}

const settle = () => act(async () => {});
const tick = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('useLoaded with a refresh period', () => {
  it('replaces the answer in place every period while the page is visible', async () => {
    const { load } = counter();
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const loaded = useLoaded(load, 'k', LIVE_REFRESH_MS);
      seen.push(loaded.state === 'ready' ? `ready ${loaded.value}` : loaded.state);
      return loaded;
    });
    await settle();
    expect(result.current).toMatchObject({ state: 'ready', value: 1 });
    await tick(LIVE_REFRESH_MS);
    expect(result.current).toMatchObject({ state: 'ready', value: 2 });
    // Once ready, never 'loading' again: no flicker between answers.
    expect(seen.slice(seen.indexOf('ready 1'))).not.toContain('loading');
  });

  it('keeps the last answer when a refresh fails, and tries again the next period', async () => {
    const { load, state } = counter();
    const { result } = renderHook(() => useLoaded(load, 'k', LIVE_REFRESH_MS));
    await settle();
    state.fail = true;
    await tick(LIVE_REFRESH_MS);
    expect(result.current).toMatchObject({ state: 'ready', value: 1 });
    state.fail = false;
    await tick(LIVE_REFRESH_MS);
    expect(result.current).toMatchObject({ state: 'ready', value: 2 });
  });

  it('asks nothing while the page is hidden, nor once unmounted', async () => {
    const { load } = counter();
    const { unmount } = renderHook(() => useLoaded(load, 'k', LIVE_REFRESH_MS));
    await settle();
    visibility = 'hidden';
    await tick(3 * LIVE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    await tick(LIVE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
    unmount();
    await tick(3 * LIVE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a period, loads once per key', async () => {
    const { load } = counter();
    renderHook(() => useLoaded(load, 'k'));
    await settle();
    await tick(3 * LIVE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useLoaded when the key changes', () => {
  it("is 'loading' from the first render with the new key: never the previous key's answer", async () => {
    const load = vi.fn(async () => 'answer');
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ key }: { key: string }) => {
        const loaded = useLoaded(async () => `${await load()} for ${key}`, key);
        seen.push(`${key}: ${loaded.state === 'ready' ? loaded.value : loaded.state}`);
      },
      { initialProps: { key: 'a' } },
    );
    await settle();
    rerender({ key: 'b' });
    await settle();
    const firstOfB = seen.findIndex((entry) => entry.startsWith('b:'));
    expect(seen.slice(firstOfB)).not.toContain('b: answer for a');
    expect(seen[firstOfB]).toBe('b: loading');
    expect(seen.at(-1)).toBe('b: answer for b');
  });
});

describe('useLoaded when the revision changes', () => {
  it('asks again about the same key, keeping the last answer up until the new one replaces it', async () => {
    let answer = 0;
    let letGo = () => {};
    const load = () =>
      new Promise<number>((resolve) => {
        answer += 1;
        const value = answer;
        letGo = () => resolve(value);
      });
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ revision }: { revision: number }) => {
        const loaded = useLoaded(load, 'k', undefined, revision);
        seen.push(loaded.state === 'ready' ? `ready ${loaded.value}` : loaded.state);
      },
      { initialProps: { revision: 0 } },
    );
    await act(async () => letGo());
    rerender({ revision: 1 });
    await settle();
    expect(seen.at(-1)).toBe('ready 1');
    await act(async () => letGo());
    expect(seen.at(-1)).toBe('ready 2');
    expect(seen.slice(seen.indexOf('ready 1'))).not.toContain('loading');
  });
});
