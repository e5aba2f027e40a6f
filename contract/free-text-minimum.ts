/**
 * The minimum length a flow author may ask of a customer's free text — a survey's required follow-up, a
 * free-form step's required answer: a whole number from 0 to MAX_FREE_TEXT_CHARS. A larger one could never be
 * met, since the widget's fields take at most MAX_FREE_TEXT_CHARS (the widget then quietly asks for the limit
 * instead). The flow editor names it as the author types, and the server refuses to save or publish a draft
 * that holds one (server/dashboard/flows-editor.ts), however the draft reached it.
 *
 * The blueprint's schema (schemas/blueprint.ts) already refuses a negative or fractional minimum, but takes a
 * larger one on purpose: the widget must go on reading a flow published before this check. A module of its
 * own, so that nothing of it rides along with free-text-limit.ts into the widget's first step.
 */
import { MAX_FREE_TEXT_CHARS } from './free-text-limit.ts';
import { stepList, typeOf } from './schemas/blueprint.ts';

/** The steps that ask a minimum length: where it sits in the step, and the flow editor's name for its field. */
export const MINIMUM_LENGTH_FIELDS = {
  SURVEY: { config: 'survey', path: 'survey.minLength', label: 'Follow-up answer’s minimum length' },
  FREEFORM: { config: 'freeformConfig', path: 'freeformConfig.minLength', label: 'Minimum length' },
} as const;
export type MinimumLengthStepType = keyof typeof MINIMUM_LENGTH_FIELDS;

/** A minimum length over the limit, at the step (its guid; null when it has none) that asks it. */
export interface MinimumLengthProblem {
  step: string | null;
  message: string;
}

/** Whether a customer could type enough to meet `minLength` (the schema checks that it is a whole number ≥ 0). */
export function isMeetableMinimum(minLength: number): boolean {
  return minLength <= MAX_FREE_TEXT_CHARS;
}

function isMinimumStep(type: string | null): type is MinimumLengthStepType {
  return type !== null && Object.hasOwn(MINIMUM_LENGTH_FIELDS, type);
}

function minimumOf(step: object, type: MinimumLengthStepType): unknown {
  const config = (step as Record<string, unknown>)[MINIMUM_LENGTH_FIELDS[type].config];
  return typeof config === 'object' && config !== null
    ? (config as { minLength?: unknown }).minLength
    : undefined;
}

/**
 * Every minimum length in a draft (the blueprint's wire form, as the editor and the API take it) that no
 * customer could meet, each naming its field by the editor's label and its path in the step. Read off the raw
 * draft, so a draft the schema refuses for other reasons still has these named.
 */
export function minimumLengthProblems(draft: unknown): MinimumLengthProblem[] {
  if (typeof draft !== 'object' || draft === null) return [];
  const steps = (draft as { steps?: unknown }).steps;
  if (typeof steps !== 'object' || steps === null) return [];
  const limit = MAX_FREE_TEXT_CHARS.toLocaleString('en');
  return stepList(steps).flatMap((step): MinimumLengthProblem[] => {
    const type = typeOf(step, 'stepType');
    if (typeof step !== 'object' || step === null || !isMinimumStep(type)) return [];
    const minLength = minimumOf(step, type);
    if (typeof minLength !== 'number' || isMeetableMinimum(minLength)) return [];
    const { label, path } = MINIMUM_LENGTH_FIELDS[type];
    return [
      {
        step: typeOf(step, 'guid'),
        message:
          `${label} (${path}) is ${minLength.toLocaleString('en')} characters, more than the ${limit} a ` +
          `customer may type, so no answer could meet it. Ask for ${limit} at most.`,
      },
    ];
  });
}
