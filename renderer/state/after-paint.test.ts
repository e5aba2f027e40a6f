// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPaintWhenIdle, IDLE_TASK_TIMEOUT_MS } from './after-paint.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint: lazy work waits until the next frame is on screen', () => {
  it('runs the task after the next animation frame, not before, and once', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const task = vi.fn();
    afterNextPaint(task);
    // Timers alone (preact's effect fallback) do not run it: a frame has to come first.
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs, before or after its frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(50);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('afterPaintWhenIdle: work nobody waits for runs after the paint, once the browser is idle', () => {
  it('waits for an idle period after the frame, with a timeout, and runs once', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    const task = vi.fn();
    afterPaintWhenIdle(task);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    expect(idle.map((entry) => entry.timeout)).toEqual([IDLE_TASK_TIMEOUT_MS]);
    idle[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('without requestIdleCallback, runs right after the paint', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterPaintWhenIdle(task);
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
