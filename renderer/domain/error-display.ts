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
  /** A message the backend marked for customers, as they see it (the marker taken out); null when none. */
  forced: string | null;
}

/** Whether the backend marked a message to be shown to customers (spec §2 Error screen). */
export function isForcedMessage(text: string | null | undefined): boolean {
  return text?.includes(FORCE_SHOW_MESSAGE_MARKER) ?? false;
}

/** The customer's text of a marked message: the marker is an instruction, never shown. */
function forcedText(text: string): string {
  return text.split(FORCE_SHOW_MESSAGE_MARKER).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Spec §2 Error screen: a generic text; only 'No subscription found' is shown verbatim; the details are shown
 * in test mode or preview; a message containing force-show-message is always shown — as the message alone
 * (the backend's words, no internal code and no marker; state/error-detail.ts keeps them bare), with the
 * technical details only where they would be shown anyway.
 */
export function errorDisplay(
  message: { key: string; detail: string | null },
  context: { mode: Mode; preview: boolean },
): ErrorDisplay {
  const forced =
    message.detail !== null && isForcedMessage(message.detail) ? forcedText(message.detail) : null;
  return {
    verbatim: VERBATIM_ERROR_KEYS.includes(message.key),
    details: message.detail !== null && (context.mode === 'TEST' || context.preview),
    forced: forced || null,
  };
}
