// @vitest-environment jsdom
import { describe, expect, it, type Mock, vi } from 'vitest';
import { isRecord } from '../../contract/is-record.ts';
import { HOLDFAST_METHODS, type HoldfastApi } from './api-types.ts';
import { attachCore } from './global.ts';
import type { HostWindow, QueuedCall } from './snippet.ts';

type ConsoleMock = Mock<(...data: unknown[]) => void>;
type FakeWindow = HostWindow & { console: { error: ConsoleMock; warn: ConsoleMock } };

function fakeWindow(holdfast?: unknown): FakeWindow {
  const win: FakeWindow = {
    console: { error: vi.fn<(...data: unknown[]) => void>(), warn: vi.fn<(...data: unknown[]) => void>() },
  };
  if (holdfast !== undefined) win.holdfast = holdfast;
  return win;
}

/** Every method records `<method>(<args>)` and answers with its name, except the overrides. */
function api(log: string[], overrides: Partial<HoldfastApi> = {}): HoldfastApi {
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      log.push(`${name}(${args.join(',')})`);
      return name;
    };
  const result: HoldfastApi = {
    init: record('init'),
    show: record('show'),
    hide: record('hide'),
    clearState: record('clearState'),
    getSessionData: record('getSessionData'),
    updateBranding: record('updateBranding'),
    updateCustomerAttributes: record('updateCustomerAttributes'),
    event: record('event'),
    update: record('update'),
    check: record('check'),
    hidePauseWall: record('hidePauseWall'),
    hideFailedPaymentWall: record('hideFailedPaymentWall'),
    clearPauseWallState: record('clearPauseWallState'),
    clearFailedPaymentWallState: record('clearFailedPaymentWallState'),
    managedFlow: record('managedFlow'),
    hideManagedFlow: record('hideManagedFlow'),
    clearManagedFlowState: record('clearManagedFlowState'),
    insight: record('insight'),
  };
  return { ...result, ...overrides };
}

function method(target: unknown, name: string): (...args: unknown[]) => unknown {
  if (!isRecord(target)) throw new Error('not an object');
  const fn = target[name];
  if (typeof fn !== 'function') throw new Error(`${name} is not a function`);
  return (...args) => fn(...args);
}

function deferred() {
  const settled: { value?: unknown; reason?: unknown } = {};
  const resolve = vi.fn((value: unknown) => {
    settled.value = value;
  });
  const reject = vi.fn((reason: unknown) => {
    settled.reason = reason;
  });
  return { resolve, reject, settled };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('attachCore takes over window.holdfast', () => {
  it('keeps the object the host holds and answers every method', () => {
    const existing = { q: [] };
    const win = fakeWindow(existing);
    const attached = attachCore(api([]), win);
    expect(attached).toBe(existing);
    expect(win.holdfast).toBe(existing);
    expect(attached._stage).toBe('core');
    for (const name of [...HOLDFAST_METHODS, 'preload']) expect(typeof attached[name], name).toBe('function');
  });

  it('creates the object when the core is loaded without the loader', () => {
    const win = fakeWindow();
    attachCore(api([]), win);
    expect(isRecord(win.holdfast) && win.holdfast._stage).toBe('core');
  });
});

describe('attachCore drains the queue in order', () => {
  it('runs waiting calls in the order made and settles their promises with the results', async () => {
    const log: string[] = [];
    const first = deferred();
    const second = deferred();
    const queue: QueuedCall[] = [
      ['init', ['app_test'], first.resolve, first.reject],
      ['updateBranding', [{ theme: 'dark' }]],
      ['show', [], second.resolve, second.reject],
    ];
    attachCore(api(log), fakeWindow({ q: queue }));
    expect(log).toEqual(['init(app_test)', 'updateBranding([object Object])', 'show()']);
    await flush();
    expect(first.settled.value).toBe('init');
    expect(second.settled.value).toBe('show');
    expect(queue).toEqual([]);
  });

  it('accepts the `arguments` objects the snippet pushes', () => {
    const log: string[] = [];
    function stubCall(..._args: unknown[]): QueuedCall {
      // biome-ignore lint/complexity/noArguments: the snippet queues real `arguments` objects
      return ['event', arguments];
    }
    attachCore(api(log), fakeWindow({ q: [stubCall('opened', 2)] }));
    expect(log).toEqual(['event(opened,2)']);
  });

  it('resolves a queued preload with true and ignores unknown names with a warning', async () => {
    const preload = deferred();
    const unknown = deferred();
    const win = fakeWindow({
      q: [
        ['preload', [], preload.resolve],
        ['explode', [], unknown.resolve, unknown.reject],
      ],
    });
    attachCore(api([]), win);
    await flush();
    expect(preload.settled.value).toBe(true);
    expect(unknown.resolve).toHaveBeenCalledWith(undefined);
    expect(win.console.warn).toHaveBeenCalledWith('[holdfast] unknown method "explode" ignored.');
  });

  it('runs at once what is pushed on the queue after the core attached', () => {
    const log: string[] = [];
    const win = fakeWindow({ q: [] });
    const attached = attachCore(api(log), win);
    attached.q.push(['hide', ['late']]);
    expect(log).toEqual(['hide(late)']);
  });
});

describe('public methods never throw into the host page', () => {
  it('reports a throwing api method on the console and rejects its promise', async () => {
    const failure = new Error('boom');
    const win = fakeWindow();
    const attached = attachCore(
      api([], {
        show: () => {
          throw failure;
        },
      }),
      win,
    );
    let result: unknown;
    expect(() => {
      result = method(attached, 'show')();
    }).not.toThrow();
    await expect(result).rejects.toBe(failure);
    expect(win.console.error).toHaveBeenCalledWith('[holdfast] show failed.', failure);
  });

  it("passes an api method's async rejection to the caller", async () => {
    const attached = attachCore(
      api([], { check: () => Promise.reject(new Error('no session')) }),
      fakeWindow(),
    );
    await expect(method(attached, 'check')()).rejects.toThrow('no session');
  });

  it('rejects a queued call whose api method throws, and swallows it when nobody listens', async () => {
    const waiting = deferred();
    const win = fakeWindow({
      q: [
        ['init', [], waiting.resolve, waiting.reject],
        ['init', []],
      ],
    });
    const init = () => {
      throw new Error('bad options');
    };
    expect(() => attachCore(api([], { init }), win)).not.toThrow();
    await flush();
    expect(waiting.reject).toHaveBeenCalledTimes(1);
    expect(win.console.error).toHaveBeenCalledTimes(2);
  });
});

describe('a second core never clobbers a live one', () => {
  it('keeps the first api and warns', () => {
    const firstLog: string[] = [];
    const secondLog: string[] = [];
    const win = fakeWindow();
    const first = attachCore(api(firstLog), win);
    const second = attachCore(api(secondLog), win);
    expect(second).toBe(first);
    method(win.holdfast, 'show')();
    expect(firstLog).toEqual(['show()']);
    expect(secondLog).toEqual([]);
    expect(win.console.warn).toHaveBeenCalledTimes(1);
  });
});
