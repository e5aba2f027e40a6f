import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowRuntime } from './runtime.ts';

const idle: Array<() => void> = [];
vi.mock('../after-paint.ts', () => ({ afterPaintWhenIdle: (task: () => void) => idle.push(task) }));
const warmUpAnswerCheck = vi.fn();
vi.mock('../../api/answer-warm-up.ts', () => ({ warmUpAnswerCheck: () => warmUpAnswerCheck() }));

const runtime = (prefetch = false) => ({ options: { prefetch } }) as unknown as FlowRuntime;

/** Runs the idle tasks scheduled so far and lets the chunk's import settle. */
async function goIdle(): Promise<void> {
  for (const task of idle.splice(0)) task();
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A fresh module each test: the chunk is loaded once per page, and each test is a page. */
let warmAnswerCheck: typeof import('./answer-warm-up.ts').warmAnswerCheck;
let flow: typeof import('./store.ts').flow;
beforeEach(async () => {
  vi.resetModules();
  ({ warmAnswerCheck } = await import('./answer-warm-up.ts'));
  const store = await import('./store.ts');
  flow = store.flow;
  store.resetFlow('key');
});
afterEach(() => {
  idle.length = 0;
  warmUpAnswerCheck.mockReset();
});

describe('warmAnswerCheck: the answer check compiled in idle time, before any flow is shown', () => {
  it('checks the made-up answer once the browser is idle, not before', async () => {
    warmAnswerCheck(runtime());
    expect(warmUpAnswerCheck).not.toHaveBeenCalled();
    await goIdle();
    expect(warmUpAnswerCheck).toHaveBeenCalledTimes(1);
  });

  it('does nothing when a flow is shown before the browser is idle: its real answer compiles the same code', async () => {
    warmAnswerCheck(runtime());
    flow.isVisible = true;
    await goIdle();
    expect(warmUpAnswerCheck).not.toHaveBeenCalled();
  });

  it('does nothing when a flow is loading or shown at init (a show that came with the init)', async () => {
    flow.loadState = 'LOADING';
    warmAnswerCheck(runtime());
    await goIdle();
    expect(idle).toEqual([]);
    expect(warmUpAnswerCheck).not.toHaveBeenCalled();
  });

  it('does nothing with prefetch: the prefetched answer is checked as it arrives, before any show', async () => {
    warmAnswerCheck(runtime(true));
    await goIdle();
    expect(warmUpAnswerCheck).not.toHaveBeenCalled();
  });

  it('runs once per page, however many inits warm it', async () => {
    warmAnswerCheck(runtime());
    await goIdle();
    warmAnswerCheck(runtime());
    await goIdle();
    expect(warmUpAnswerCheck).toHaveBeenCalledTimes(1);
  });
});
