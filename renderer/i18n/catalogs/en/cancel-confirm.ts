import type { Message } from '../../message.ts';

/**
 * English texts of the confirmation asked before a one-tap cancel (the pause wall's Cancel now, Cancel now on the
 * complete screen after an accepted offer): they travel with those screens' chunks, the walls' and the later
 * steps', which each register them, never in the main chunk.
 */
export const enCancelConfirm = {
  'cancelConfirm.question': 'Are you sure you want to cancel your subscription?',
  'cancelConfirm.confirm': 'Yes, cancel',
  'cancelConfirm.keep': 'No, keep it',
} as const satisfies Record<string, Message>;
