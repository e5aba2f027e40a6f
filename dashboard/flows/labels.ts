/**
 * The editor's words for the step types (dashboard text, English like the rest of the dashboard); each offer
 * type's are in its descriptor (offers/).
 */
import type { StepType } from '../../contract/schemas/index.ts';

export const STEP_LABELS = {
  SURVEY: 'Survey',
  OFFER: 'Offer',
  FREEFORM: 'Free-text feedback',
  CONFIRM: 'Confirm cancellation',
} satisfies Record<StepType, string>;

/** A step as the editor names it to the author: its place, its type and, when it has one, its header. */
export function stepName(step: { stepType: StepType; header?: string }, place: number): string {
  const header = step.header?.trim() ?? '';
  return `Step ${place}: ${STEP_LABELS[step.stepType]}${header ? ` “${header}”` : ''}`;
}
