/**
 * The npm package: the same operations as `window.holdfast` (spec §1), typed, and React components for
 * the four embeddable elements. React and react-dom are the host's (peer dependencies).
 */
export type * from '../contract/schemas/index.ts';
export { HOLDFAST_METHODS, type HoldfastApi, type HoldfastMethod } from './embed/api-types.ts';
export {
  type CustomerAttributes,
  type FailedPaymentWallOptions,
  type Holdfast,
  holdfast,
  type ManagedFlowOptions,
  type OperationResult,
  type PauseWallOptions,
  type WallCheckResult,
  type WallKind,
  type WallOptions,
} from './embed/holdfast-client.ts';
export {
  CancelFlow,
  type CancelFlowProps,
  FailedPaymentWall,
  type FailedPaymentWallProps,
  ManagedFlow,
  type ManagedFlowProps,
  PauseWall,
  type PauseWallProps,
} from './react/index.ts';
export type {
  CallbackCustomer,
  DiscountChoice,
  HandlerCallbacks,
  HostCallbacks,
  InitOptions,
  NotificationCallbacks,
  PauseChoice,
} from './state/init-options.ts';
