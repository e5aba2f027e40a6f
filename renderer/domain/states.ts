/**
 * The state values of spec §4 and the rules that read them. The stores hold these values; the transitions
 * below are pure so the stores and their tests share one definition.
 */

/** Loading of the widget data. */
export const LOAD_STATES = ['UNLOADED', 'LOADING', 'LOADED', 'ERROR_LOADING'] as const;
export type LoadState = (typeof LOAD_STATES)[number];

/** The cancel flow. */
export const FLOW_STATES = [
  'IN_PROGRESS',
  'MODIFYING_USER_ACCOUNT',
  'UPDATING_CARD',
  'COMPLETE',
  'ERROR',
] as const;
export type FlowState = (typeof FLOW_STATES)[number];

/** The pause wall. */
export const PAUSE_WALL_STATES = [
  'PAUSE_WALL',
  'MODIFYING_USER_ACCOUNT',
  'RESUMED',
  'CANCELED',
  'ERROR',
] as const;
export type PauseWallState = (typeof PAUSE_WALL_STATES)[number];

/** The failed-payment wall. */
export const FAILED_PAYMENT_WALL_STATES = [
  'FAILED_PAYMENT_WALL',
  'UPDATING_CARD',
  'CARD_SUCCESSFUL',
  'ERROR',
  'MODIFYING_USER_ACCOUNT',
  'CANCELED',
] as const;
export type FailedPaymentWallState = (typeof FAILED_PAYMENT_WALL_STATES)[number];

/** The managed (e-mail verified) flow. */
export const MANAGED_FLOW_STATES = [
  'LOADING_CONFIG',
  'EMAIL_FORM',
  'CHECKING_IDENTITY',
  'CODE_FORM',
  'VERIFYING_IDENTITY',
  'READY',
  'ERROR',
] as const;
export type ManagedFlowState = (typeof MANAGED_FLOW_STATES)[number];

/** What the customer did in the flow, as far as completion is concerned. */
export interface FlowOutcome {
  canceled: boolean;
  /** Any record of the accepted offer (the offer or its session form); null when none. */
  acceptedOffer: { guid: string } | null | undefined;
}

/** The flow counts as complete only when COMPLETE and the customer canceled or accepted an offer (spec §4). */
export function isFlowComplete(state: FlowState, outcome: FlowOutcome): boolean {
  return state === 'COMPLETE' && (outcome.canceled || outcome.acceptedOffer != null);
}

/** Pause, plan change, discount, trial extension and cancel proceed only when IN_PROGRESS (spec §4 Actions). */
export function canActOnFlow(state: FlowState): boolean {
  return state === 'IN_PROGRESS';
}

/** Cancel or resume act only from PAUSE_WALL (spec §4). */
export function canActOnPauseWall(state: PauseWallState): boolean {
  return state === 'PAUSE_WALL';
}

/** Events of the pause wall. */
export type PauseWallEvent = 'ACTION_STARTED' | 'RESUMED' | 'CANCELED' | 'FAILED';

const PAUSE_WALL_TRANSITIONS: Record<PauseWallState, Partial<Record<PauseWallEvent, PauseWallState>>> = {
  PAUSE_WALL: { ACTION_STARTED: 'MODIFYING_USER_ACCOUNT', FAILED: 'ERROR' },
  MODIFYING_USER_ACCOUNT: { RESUMED: 'RESUMED', CANCELED: 'CANCELED', FAILED: 'ERROR' },
  RESUMED: {},
  CANCELED: {},
  ERROR: {},
};

/** The pause wall's next state; an event that does not apply leaves the state as it is. */
export function nextPauseWallState(state: PauseWallState, event: PauseWallEvent): PauseWallState {
  return PAUSE_WALL_TRANSITIONS[state][event] ?? state;
}

/** Events of the failed-payment wall. */
export type FailedPaymentWallEvent =
  | 'CARD_UPDATE_STARTED'
  | 'CARD_SUCCEEDED'
  | 'CANCEL_STARTED'
  | 'CANCELED'
  | 'FAILED'
  | 'RETRY';

const FAILED_PAYMENT_WALL_TRANSITIONS: Record<
  FailedPaymentWallState,
  Partial<Record<FailedPaymentWallEvent, FailedPaymentWallState>>
> = {
  FAILED_PAYMENT_WALL: {
    CARD_UPDATE_STARTED: 'UPDATING_CARD',
    CANCEL_STARTED: 'MODIFYING_USER_ACCOUNT',
    FAILED: 'ERROR',
  },
  UPDATING_CARD: { CARD_SUCCEEDED: 'CARD_SUCCESSFUL', FAILED: 'ERROR' },
  MODIFYING_USER_ACCOUNT: { CANCELED: 'CANCELED', FAILED: 'ERROR' },
  // Retry from error returns to the wall state (spec §4).
  ERROR: { RETRY: 'FAILED_PAYMENT_WALL' },
  CARD_SUCCESSFUL: {},
  CANCELED: {},
};

/** The failed-payment wall's next state; an event that does not apply leaves the state as it is. */
export function nextFailedPaymentWallState(
  state: FailedPaymentWallState,
  event: FailedPaymentWallEvent,
): FailedPaymentWallState {
  return FAILED_PAYMENT_WALL_TRANSITIONS[state][event] ?? state;
}

/** The managed flow's state with what its screens show. */
export interface ManagedFlowModel {
  state: ManagedFlowState;
  /** The e-mail being verified, kept for the code form (masked there) and for resending. */
  email: string | null;
  /** The message shown under the e-mail input or the code boxes; null when none. */
  error: string | null;
}

/** Events of the managed flow. Failures carry the already chosen message. */
export type ManagedFlowEvent =
  | { type: 'CONFIG_LOADED' }
  | { type: 'EMAIL_SUBMITTED'; email: string }
  | { type: 'IDENTITY_CHECKED' }
  | { type: 'IDENTITY_CHECK_FAILED'; error: string }
  | { type: 'RESEND_CODE' }
  | { type: 'CODE_SUBMITTED' }
  | { type: 'IDENTITY_VERIFIED' }
  | { type: 'IDENTITY_VERIFY_FAILED'; error: string }
  | { type: 'INPUT_EDITED' }
  | { type: 'FAILED'; error: string }
  | { type: 'RESET' };

/** The managed flow before anything happened. */
export const INITIAL_MANAGED_FLOW: ManagedFlowModel = { state: 'LOADING_CONFIG', email: null, error: null };

/**
 * The managed flow's transitions (spec §4): e-mail → checking → code form (failure: back to the e-mail form
 * with an error); code → verifying → ready (failure: back to the code form). An event that does not apply
 * in the current state returns the same model, so a late answer cannot move the flow.
 */
export function reduceManagedFlow(model: ManagedFlowModel, event: ManagedFlowEvent): ManagedFlowModel {
  const { state } = model;
  switch (event.type) {
    case 'CONFIG_LOADED':
      return state === 'LOADING_CONFIG' ? { ...model, state: 'EMAIL_FORM', error: null } : model;
    case 'EMAIL_SUBMITTED':
      return state === 'EMAIL_FORM'
        ? { state: 'CHECKING_IDENTITY', email: event.email.trim(), error: null }
        : model;
    case 'RESEND_CODE':
      return state === 'CODE_FORM' && model.email
        ? { ...model, state: 'CHECKING_IDENTITY', error: null }
        : model;
    case 'IDENTITY_CHECKED':
      return state === 'CHECKING_IDENTITY' ? { ...model, state: 'CODE_FORM', error: null } : model;
    case 'IDENTITY_CHECK_FAILED':
      return state === 'CHECKING_IDENTITY' ? { ...model, state: 'EMAIL_FORM', error: event.error } : model;
    case 'CODE_SUBMITTED':
      return state === 'CODE_FORM' ? { ...model, state: 'VERIFYING_IDENTITY', error: null } : model;
    case 'IDENTITY_VERIFIED':
      return state === 'VERIFYING_IDENTITY' ? { ...model, state: 'READY', error: null } : model;
    case 'IDENTITY_VERIFY_FAILED':
      return state === 'VERIFYING_IDENTITY' ? { ...model, state: 'CODE_FORM', error: event.error } : model;
    case 'INPUT_EDITED':
      // Editing the e-mail or the code clears any error (spec §5 Code input).
      return model.error !== null && (state === 'EMAIL_FORM' || state === 'CODE_FORM')
        ? { ...model, error: null }
        : model;
    case 'FAILED':
      return { ...model, state: 'ERROR', error: event.error };
    case 'RESET':
      return INITIAL_MANAGED_FLOW;
  }
}

/** The managed flow's exit button shows only in the error and e-mail states (spec §2). */
export function isManagedFlowExitVisible(state: ManagedFlowState): boolean {
  return state === 'ERROR' || state === 'EMAIL_FORM';
}
