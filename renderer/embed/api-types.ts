/**
 * The host-facing surface: the operations of `window.holdfast` (spec §1). The loader queues calls to these
 * names before the core arrives; the core implements them. Every method reports problems through `onError`
 * and the console and never throws into the host page; each returns a promise the loader can hand back.
 */
export const HOLDFAST_METHODS = [
  'init',
  'show',
  'hide',
  'clearState',
  'getSessionData',
  'updateBranding',
  'updateCustomerAttributes',
  'event',
  'update',
  'check',
  'hidePauseWall',
  'hideFailedPaymentWall',
  'clearPauseWallState',
  'clearFailedPaymentWallState',
  'managedFlow',
  'hideManagedFlow',
  'clearManagedFlowState',
  'insight',
] as const;
export type HoldfastMethod = (typeof HOLDFAST_METHODS)[number];

/** The implementation the core installs behind the global object. */
export type HoldfastApi = { [K in HoldfastMethod]: (...args: unknown[]) => unknown };
