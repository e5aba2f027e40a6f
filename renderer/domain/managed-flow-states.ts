/**
 * The managed flow's states of spec §4 and its transitions (pure, shared by the store and its tests). Apart
 * from the cancel flow's states (states.ts), so they travel in the managed flow's chunk.
 */

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
  | { type: 'CHANGE_EMAIL' }
  | { type: 'CODE_SUBMITTED' }
  | { type: 'IDENTITY_VERIFIED' }
  | { type: 'IDENTITY_VERIFY_FAILED'; error: string }
  | { type: 'INPUT_EDITED' }
  | { type: 'FAILED'; error: string }
  | { type: 'RETRY_CONFIG' }
  | { type: 'RESET' };

/** The managed flow before anything happened. */
export const INITIAL_MANAGED_FLOW: ManagedFlowModel = { state: 'LOADING_CONFIG', email: null, error: null };

/**
 * The managed flow's transitions (spec §4): e-mail → checking → code form (failure: back to the e-mail form
 * with an error); code → verifying → ready (failure: back to the code form), or back to the e-mail form to use
 * another address. An event that does not apply in the current state returns the same model, so a late answer
 * cannot move the flow.
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
    case 'CHANGE_EMAIL':
      // The code form's way back (spec §2 gives it no exit): the e-mail form with the address kept, to fix it
      // or, the exit showing there, to leave. Not while a code is verified or sent: that answer decides.
      return state === 'CODE_FORM' ? { ...model, state: 'EMAIL_FORM', error: null } : model;
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
    case 'RETRY_CONFIG':
      // Try again after a configuration load that got no answer: the same session loads it again.
      return state === 'ERROR' ? { ...model, state: 'LOADING_CONFIG', error: null } : model;
    case 'RESET':
      return INITIAL_MANAGED_FLOW;
  }
}

/** The managed flow's exit button shows only in the error and e-mail states (spec §2). */
export function isManagedFlowExitVisible(state: ManagedFlowState): boolean {
  return state === 'ERROR' || state === 'EMAIL_FORM';
}
