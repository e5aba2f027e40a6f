import type { Mode } from '../../contract/schemas/common.ts';

/** A message containing this marker is always shown to the customer (spec §2 Error screen). */
export const FORCE_SHOW_MESSAGE_MARKER = 'force-show-message';

/** The one error message shown verbatim to customers (spec §2, §8), by its catalog key. */
export const VERBATIM_ERROR_KEYS: readonly string[] = ['error.noSubscription'];

export interface ErrorDisplay {
  /** Show the specific message instead of the generic text. */
  verbatim: boolean;
  /** Show the technical details. */
  details: boolean;
}

/**
 * Spec §2 Error screen: a generic text; only 'No subscription found' is shown verbatim; the details are shown
 * in test mode or preview; a message containing force-show-message is always shown.
 */
export function errorDisplay(
  message: { key: string; detail: string | null },
  context: { mode: Mode; preview: boolean },
): ErrorDisplay {
  const forced = message.detail?.includes(FORCE_SHOW_MESSAGE_MARKER) ?? false;
  return {
    verbatim: VERBATIM_ERROR_KEYS.includes(message.key),
    details: message.detail !== null && (forced || context.mode === 'TEST' || context.preview),
  };
}
