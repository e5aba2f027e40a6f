// entry placeholder — replaced by the cancel-flow work. It only proves the script-tag pipeline: the
// core attaches to window.holdfast and each method logs what it was called with.
import type { HoldfastApi, HoldfastMethod } from './api-types.ts';
import { attachCore } from './global.ts';

function log(method: HoldfastMethod): (...args: unknown[]) => undefined {
  return (...args) => {
    console.info(`[holdfast] placeholder core: ${method}`, ...args);
    return undefined;
  };
}

const api: HoldfastApi = {
  init: log('init'),
  show: log('show'),
  hide: log('hide'),
  clearState: log('clearState'),
  getSessionData: log('getSessionData'),
  updateBranding: log('updateBranding'),
  updateCustomerAttributes: log('updateCustomerAttributes'),
  event: log('event'),
  update: log('update'),
  check: log('check'),
  hidePauseWall: log('hidePauseWall'),
  hideFailedPaymentWall: log('hideFailedPaymentWall'),
  clearPauseWallState: log('clearPauseWallState'),
  clearFailedPaymentWallState: log('clearFailedPaymentWallState'),
  managedFlow: log('managedFlow'),
  hideManagedFlow: log('hideManagedFlow'),
  clearManagedFlowState: log('clearManagedFlowState'),
};

attachCore(api);
