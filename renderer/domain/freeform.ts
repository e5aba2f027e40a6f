import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import type { FreeformStep } from '../../contract/schemas/index.ts';
import { feedbackLength } from './survey-answer.ts';

/**
 * Free-form feedback rules (spec §5). The count is the trimmed length, as for the survey follow-up: spaces
 * alone are not feedback. A required field with minLength 0 still needs one character.
 */

export type FreeformConfig = FreeformStep['freeformConfig'];

/**
 * The minimum length: freeformConfig.minLength only when inputRequired is set, else 0; at most the length the
 * field takes (MAX_FREE_TEXT_CHARS), so a larger one cannot keep Next disabled for ever.
 */
export function freeformMinLength(config: FreeformConfig): number {
  return config.inputRequired ? Math.min(MAX_FREE_TEXT_CHARS, Math.max(1, config.minLength)) : 0;
}

/** What the freeform view shows and whether Next is enabled. */
export interface FreeformState {
  /** Characters counted (trimmed). */
  count: number;
  /** The minimum; the counter shows count/min. */
  min: number;
  /** At or above the minimum: Next is enabled. */
  valid: boolean;
  /** Mark the field red: below the minimum after blur or a footer click. */
  showInvalid: boolean;
}

/**
 * The freeform field's state. `touched` is set after the field lost focus or the footer was clicked; the
 * field is marked red only then, so nobody is scolded before typing.
 */
export function freeformState(
  value: string | null | undefined,
  config: FreeformConfig,
  touched: boolean,
): FreeformState {
  const count = feedbackLength(value);
  const min = freeformMinLength(config);
  const valid = count >= min;
  return { count, min, valid, showInvalid: touched && !valid };
}
