/** The editor's words for the blueprint's types (dashboard text, English like the rest of the dashboard). */
import type { OfferType, StepType } from '../../contract/schemas/index.ts';

export const STEP_LABELS = {
  SURVEY: 'Survey',
  OFFER: 'Offer',
  FREEFORM: 'Free-text feedback',
  CONFIRM: 'Confirm cancellation',
} satisfies Record<StepType, string>;

export const OFFER_LABELS = {
  PAUSE: 'Pause',
  DISCOUNT: 'Discount',
  TRIAL_EXTENSION: 'Trial extension',
  PLAN_CHANGE: 'Plan change',
  CONTACT: 'Contact us',
  REDIRECT: 'Redirect',
  DOWNGRADE: 'Downgrade (e.g. to a free plan)',
} satisfies Record<OfferType, string>;

/** A step as the editor names it to the author: its place, its type and, when it has one, its header. */
export function stepName(step: { stepType: StepType; header?: string }, place: number): string {
  const header = step.header?.trim() ?? '';
  return `Step ${place}: ${STEP_LABELS[step.stepType]}${header ? ` “${header}”` : ''}`;
}
