/**
 * A customer can always cancel (issue 17), offline too: the cancel's code is a chunk of its own, fetched with
 * the offers once the first step is painted. When it cannot be fetched, the failure is caught (nothing thrown
 * into the host page), the step says the connection was lost, and pressing again fetches it and cancels once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTestFlow } from './flow-harness.testing.ts';
import { cancelFromFlow } from './leave-actions.ts';
import { goBack, goNext } from './navigate.ts';
import { flow } from './store.ts';

// The cancel's chunk, as the network has it: while `offline`, its fetch fails as Chromium's does.
const chunk = vi.hoisted(() => ({ offline: false, fetches: 0, answer: Promise.resolve() }));
vi.mock('./cancel-action.ts', async (importOriginal) => {
  chunk.fetches++;
  await chunk.answer;
  if (chunk.offline) {
    throw new TypeError('Failed to fetch dynamically imported module: holdfast-cancel-action-x.js');
  }
  return importOriginal();
});

afterEach(() => {
  chunk.offline = false;
  chunk.answer = Promise.resolve();
  vi.restoreAllMocks();
});

const CONFIRM = { guid: 'confirm', stepType: 'CONFIRM' as const };
const FEEDBACK = {
  guid: 'feedback',
  stepType: 'FREEFORM' as const,
  freeformConfig: { inputRequired: false },
};

describe('Confirm and cancel when the cancel’s chunk cannot be fetched', () => {
  // First: once the chunk has come, it stays (as in a browser), so the failures go before the success.
  it('a second failure says it again; a failure after the customer went Back is the step’s it was pressed on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = loadTestFlow({ steps: [FEEDBACK, CONFIRM] });
    expect(goNext(5_000)).toBe('moved');
    chunk.offline = true;
    await cancelFromFlow();
    expect(flow.cancelCodeLostAt).toBe('confirm');
    const fetches = chunk.fetches;
    let answer = () => {};
    chunk.answer = new Promise<void>((resolve) => (answer = resolve));
    const again = cancelFromFlow();
    // Asked for again (no failure remembered), the message gone while the chunk is on its way.
    expect(flow.cancelCodeLostAt).toBeNull();
    answer();
    await again;
    expect(chunk.fetches).toBe(fetches + 1);
    expect(flow.cancelCodeLostAt).toBe('confirm');

    chunk.answer = new Promise<void>((resolve) => (answer = resolve));
    const late = cancelFromFlow();
    expect(goBack(20_000)).toBe('moved');
    answer();
    await late;
    // The view says it on that step only (cancel-flow-view.tsx), not on the one the customer went back to.
    expect(flow.position).toEqual({ kind: 'step', guid: 'feedback' });
    expect(flow.cancelCodeLostAt).toBe('confirm');
    expect(api.cancel).not.toHaveBeenCalled();
  });

  it('says the connection was lost on that step; pressed again online, fetches it and cancels once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCancel = vi.fn();
    const api = loadTestFlow({ steps: [CONFIRM], init: { onCancel } });
    chunk.offline = true;
    expect(goNext(0)).toBe('cancel');
    await expect(cancelFromFlow()).resolves.toBeUndefined();
    expect(flow.flowState).toBe('IN_PROGRESS');
    expect(flow.cancelCodeLostAt).toBe('confirm');
    expect(api.cancel).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[holdfast] could not load the next steps', expect.anything());

    chunk.offline = false;
    await Promise.all([cancelFromFlow(), cancelFromFlow()]);
    expect(flow.cancelCodeLostAt).toBeNull();
    expect(flow.flowState).toBe('COMPLETE');
    expect(flow.canceled).toBe(true);
    expect(api.cancel).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
