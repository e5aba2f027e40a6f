/**
 * A test core for the loader's browser tests, built with the real embed config (see build-probe.ts):
 * it attaches through the real attachCore and records every call on `window.__holdfastProbe`, so the
 * tests do not depend on what the product core does with a call.
 */
import type { HoldfastApi, HoldfastMethod } from '../../renderer/embed/api-types.ts';
import { attachCore } from '../../renderer/embed/global.ts';

/** Where the probe records calls, read by the tests through page.evaluate. */
export const PROBE_GLOBAL = '__holdfastProbe';

const calls: Array<{ method: string; args: unknown[] }> = [];
Reflect.set(window, PROBE_GLOBAL, { calls, attachedAt: performance.now() });

function record(method: HoldfastMethod): (...args: unknown[]) => unknown {
  return (...args) => {
    calls.push({ method, args });
    return `${method} done`;
  };
}

const api: HoldfastApi = {
  init: record('init'),
  show: record('show'),
  hide: record('hide'),
  clearState: record('clearState'),
  // Proves lazy chunks resolve beside the core, wherever the core was loaded from.
  getSessionData: async (...args) => {
    calls.push({ method: 'getSessionData', args });
    const { LAZY_ANSWER } = await import('./lazy.ts');
    return LAZY_ANSWER;
  },
  updateBranding: record('updateBranding'),
  updateCustomerAttributes: record('updateCustomerAttributes'),
  event: record('event'),
  update: record('update'),
  // Proves a throwing method reaches the caller as a rejection, not as an uncaught error.
  check: () => {
    throw new Error('probe check failed');
  },
  hidePauseWall: record('hidePauseWall'),
  hideFailedPaymentWall: record('hideFailedPaymentWall'),
  clearPauseWallState: record('clearPauseWallState'),
  clearFailedPaymentWallState: record('clearFailedPaymentWallState'),
  managedFlow: record('managedFlow'),
  hideManagedFlow: record('hideManagedFlow'),
  clearManagedFlowState: record('clearManagedFlowState'),
  insight: record('insight'),
};

attachCore(api);
