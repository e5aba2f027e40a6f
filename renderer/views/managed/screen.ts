import type { ManagedFlowState } from '../../domain/managed-flow-states.ts';

/** What the managed flow shows: the spec §2 screens. */
export type ManagedFlowScreen = 'loading' | 'email' | 'code' | 'error';

/**
 * The screen for a state. While the identity is checked or the code verified, the form that sent it stays
 * on screen (busy), so the customer's input and focus survive a failure; a resend checks from the code form.
 * READY shows the loader for the moment until the cancel flow replaces the managed flow.
 */
export function managedFlowScreen(state: ManagedFlowState, resending: boolean): ManagedFlowScreen {
  switch (state) {
    case 'LOADING_CONFIG':
    case 'READY':
      return 'loading';
    case 'EMAIL_FORM':
      return 'email';
    case 'CHECKING_IDENTITY':
      return resending ? 'code' : 'email';
    case 'CODE_FORM':
    case 'VERIFYING_IDENTITY':
      return 'code';
    case 'ERROR':
      return 'error';
  }
}
