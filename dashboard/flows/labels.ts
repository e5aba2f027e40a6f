/**
 * The editor's words for the step types (dashboard text, English like the rest of the dashboard); each offer
 * type's are in its descriptor (offers/).
 */
import type { StepType } from '../../contract/schemas/index.ts';
import { fillPlaceholdersAsText } from '../../renderer/domain/templates.ts';

export const STEP_LABELS = {
  SURVEY: 'Survey',
  OFFER: 'Offer',
  FREEFORM: 'Free-text feedback',
  CONFIRM: 'Confirm cancellation',
} satisfies Record<StepType, string>;

/** How much of a header a step's name quotes: enough to recognise it in a menu, short enough to fit one. */
export const STEP_NAME_HEADER_CHARS = 40;

/**
 * A header as a step's name quotes it: its words without the markup (tags would read as noise in a menu, where
 * it is text anyway), its placeholders as a customer the widget knows nothing of reads them (their fallback:
 * "Before you go, friend", not "{{CUSTOMER_NAME_FIRST|friend}}"), spaces collapsed, cut at
 * STEP_NAME_HEADER_CHARS characters (whole code points) with "…".
 */
export function shortHeader(header: string | undefined): string {
  const words = fillPlaceholdersAsText(header ?? '', {})
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(words);
  return chars.length <= STEP_NAME_HEADER_CHARS
    ? words
    : `${chars
        .slice(0, STEP_NAME_HEADER_CHARS - 1)
        .join('')
        .trimEnd()}…`;
}

/** A step as the editor names it to the author: its place, its type and, when it has one, its header (short). */
export function stepName(step: { stepType: StepType; header?: string }, place: number): string {
  const header = shortHeader(step.header);
  return `Step ${place}: ${STEP_LABELS[step.stepType]}${header ? ` “${header}”` : ''}`;
}
