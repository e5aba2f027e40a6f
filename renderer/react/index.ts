/** React components for the four embeddable elements (spec §1), over the imperative operations. */
export { CancelFlow, type CancelFlowProps } from './cancel-flow.tsx';
export { FailedPaymentWall, type FailedPaymentWallProps } from './failed-payment-wall.tsx';
export { ManagedFlow, type ManagedFlowProps } from './managed-flow.tsx';
export { PauseWall, type PauseWallProps } from './pause-wall.tsx';
