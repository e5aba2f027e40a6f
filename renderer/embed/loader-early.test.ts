import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../api/api.testing.ts';
import type { EarlyAnswer } from '../api/early-answer.ts';
import { CORE_URL, callHost, coreThatAttaches, fakeWindow, flush, holdfastOf } from './loader.testing.ts';
import { installLoader, type RequestEarly } from './loader.ts';
import { EARLY_ANSWER_PROPERTY } from './snippet.ts';

const ANSWER: EarlyAnswer = {
  request: { url: 'https://api.test/api/orgs/app/embed', method: 'POST', headers: {}, body: '{}' },
  response: Promise.resolve(jsonResponse({})),
};

/** A loader whose core never arrives (the cold show it is about), with `requestEarly` recorded. */
function coldLoader(requestEarly = vi.fn<RequestEarly>(() => ANSWER)) {
  const win = fakeWindow();
  installLoader(win, CORE_URL, () => new Promise(() => {}), undefined, undefined, requestEarly);
  return { win, requestEarly };
}

describe('the loader asks for the embed answer at show(), before the core is there', () => {
  it('at the first show, with the calls waiting then (the init among them), and leaves it for the core', async () => {
    const { win, requestEarly } = coldLoader();
    void callHost(win, 'init', { appId: 'app' });
    expect(requestEarly).not.toHaveBeenCalled();
    void callHost(win, 'show');
    expect(requestEarly).toHaveBeenCalledTimes(1);
    expect(requestEarly.mock.calls[0]?.[0]).toEqual([
      ['init', [{ appId: 'app' }], expect.any(Function), expect.any(Function)],
      ['show', [], expect.any(Function), expect.any(Function)],
    ]);
    expect(holdfastOf(win)[EARLY_ANSWER_PROPERTY]).toBe(ANSWER);
    void callHost(win, 'hide');
    void callHost(win, 'show');
    await flush();
    expect(requestEarly).toHaveBeenCalledTimes(1);
  });

  it('at a show a snippet queued before the loader came', () => {
    const requestEarly = vi.fn<RequestEarly>(() => ANSWER);
    const win = fakeWindow({
      q: [
        ['init', [{ appId: 'app' }]],
        ['show', []],
      ],
    });
    installLoader(win, CORE_URL, () => new Promise(() => {}), undefined, undefined, requestEarly);
    expect(requestEarly).toHaveBeenCalledTimes(1);
    expect(holdfastOf(win)[EARLY_ANSWER_PROPERTY]).toBe(ANSWER);
  });

  it('tries again at a later show when it sent nothing (show before init)', () => {
    const requestEarly = vi.fn<RequestEarly>(() => undefined);
    const { win } = coldLoader(requestEarly);
    void callHost(win, 'show');
    requestEarly.mockReturnValue(ANSWER);
    void callHost(win, 'init', { appId: 'app' });
    void callHost(win, 'show');
    expect(requestEarly).toHaveBeenCalledTimes(2);
    expect(holdfastOf(win)[EARLY_ANSWER_PROPERTY]).toBe(ANSWER);
  });

  it('loads the core even when asking fails', () => {
    const importCore = vi.fn(() => new Promise<unknown>(() => {}));
    const win = fakeWindow();
    installLoader(win, CORE_URL, importCore, undefined, undefined, () => {
      throw new Error('no fetch here');
    });
    void callHost(win, 'show');
    return flush().then(() => expect(importCore).toHaveBeenCalledTimes(1));
  });

  it('asks nothing once the core is there: the core sends its own request', async () => {
    const requestEarly = vi.fn<RequestEarly>(() => ANSWER);
    const win = fakeWindow();
    const calls: string[] = [];
    installLoader(win, CORE_URL, coreThatAttaches(win, calls), undefined, undefined, requestEarly);
    await callHost(win, 'preload');
    void callHost(win, 'show');
    expect(requestEarly).not.toHaveBeenCalled();
    expect(calls).toEqual(['show()']);
  });
});
