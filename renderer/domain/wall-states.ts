/**
 * The walls' states of spec §4 and their transitions (pure, shared by the stores and their tests). Apart from
 * the cancel flow's states (states.ts), so they travel in the walls' chunk.
 */

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
