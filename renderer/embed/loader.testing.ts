/**
 * What the loader tests (`loader-*.test.ts`) share: a fake host window, a core that records its calls, and
 * calls made the way a host makes them. Not imported by the product.
 */
import { type Mock, vi } from 'vitest';
import { isRecord } from '../../contract/is-record.ts';
import { HOLDFAST_METHODS, type HoldfastApi, type HoldfastMethod } from './api-types.ts';
import { attachCore } from './global.ts';
import type { ImportCore } from './loader.ts';
import type { HostWindow } from './snippet.ts';

export const CORE_URL = 'https://cdn.example.test/holdfast/holdfast-core.js';

type ConsoleMock = Mock<(...data: unknown[]) => void>;
export type FakeWindow = HostWindow & { console: { error: ConsoleMock; warn: ConsoleMock } };

/** A host window whose console records what the loader reports; `holdfast` is what it already holds. */
export function fakeWindow(holdfast?: unknown): FakeWindow {
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
    insight: noop,
  };
}

/** An importCore that "evaluates" the core by attaching a recording api, like holdfast-core.js does. */
export function coreThatAttaches(win: HostWindow, calls: string[]): ImportCore & ReturnType<typeof vi.fn> {
  return vi.fn(async () => {
    attachCore(recordingApi(calls), win);
  });
}

/** The `window.holdfast` object; fails the test when it is not one. */
export function holdfastOf(win: HostWindow): Record<string, unknown> {
  if (!isRecord(win.holdfast)) throw new Error('window.holdfast is not an object');
  return win.holdfast;
}

/** Calls `holdfast.<method>(...args)` as a host would. */
export function callHost(win: HostWindow, method: string, ...args: unknown[]): Promise<unknown> {
  const fn = holdfastOf(win)[method];
  if (typeof fn !== 'function') throw new Error(`holdfast.${method} is not a function`);
  return fn(...args);
}

/** Resolves once already queued callbacks have run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
