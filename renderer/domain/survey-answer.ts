import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import type { SurveyChoice, SurveyStep } from '../../contract/schemas/index.ts';
import { DEFAULT_FOLLOWUP_QUESTION } from './constants.ts';

/**
 * Survey rules (spec §2 Survey, §5). Lengths count the trimmed text: spaces alone are not feedback.
 *
 * A "required" follow-up with minLength 0 still needs one character, or "required" would mean nothing;
 * the counter shows that effective minimum.
 */

type SurveyConfig = SurveyStep['survey'];

/** A choice asks a free-text follow-up only when its type is INPUT. */
export function hasFollowup(choice: SurveyChoice): boolean {
  return choice.type === 'INPUT';
}

/**
 * The follow-up question of a choice: its own question when it is an INPUT choice with one, the default
 * question for an INPUT choice without one, and null for any other choice (whose follow-up config, if the
 * server sent any, does not apply).
 */
export function followupQuestion(choice: SurveyChoice): string | null {
  if (!hasFollowup(choice)) return null;
  const own = choice.followup?.question?.trim() ?? '';
  return own === '' ? DEFAULT_FOLLOWUP_QUESTION : own;
}

/** Whether the chosen choice's follow-up must be answered, and the minimum length it must reach. */
export interface FollowupRequirement {
  required: boolean;
  min: number;
}

/**
 * Follow-up text is required only when followupRequired is set, with minimum = survey minLength (spec §5),
 * at most the length the field takes (MAX_FREE_TEXT_CHARS): a larger one would keep Next disabled for ever.
 */
export function followupRequirement(survey: SurveyConfig, choice: SurveyChoice): FollowupRequirement {
  if (!hasFollowup(choice) || !survey.followupRequired) return { required: false, min: 0 };
  return { required: true, min: Math.min(MAX_FREE_TEXT_CHARS, Math.max(1, survey.minLength)) };
}

/** The length the counter and the minimum compare: the trimmed text. */
export function feedbackLength(text: string | null | undefined): number {
  return (text ?? '').trim().length;
}

/** The follow-up character counter: count against the minimum. */
export function followupCounter(
  survey: SurveyConfig,
  choice: SurveyChoice,
  response: string | null | undefined,
): { count: number; min: number } {
  return { count: feedbackLength(response), min: followupRequirement(survey, choice).min };
}

/** Finds a choice of the survey by guid. */
export function findChoice(survey: SurveyConfig, choiceGuid: string | null | undefined): SurveyChoice | null {
  if (!choiceGuid) return null;
  return survey.choices.find((choice) => choice.guid === choiceGuid) ?? null;
}

/** Survey Next is disabled until a choice is made and the follow-up requirement is met (spec §5). */
export function canContinueSurvey(
  survey: SurveyConfig,
  choiceGuid: string | null | undefined,
  response: string | null | undefined,
): boolean {
  const choice = findChoice(survey, choiceGuid);
  if (!choice) return false;
  const { required, min } = followupRequirement(survey, choice);
  return !required || feedbackLength(response) >= min;
}

/** The 'Other' choice: its value is 'Other', ignoring case and surrounding spaces. */
export function isOtherChoice(choice: Pick<SurveyChoice, 'value'>): boolean {
  return choice.value.trim().toLowerCase() === 'other';
}

/**
 * The order the choices are shown in. With randomize, the choices are shuffled (Fisher–Yates with the given
 * random source, values in [0, 1)) and 'Other' is always last (spec §2). Without randomize the configured
 * order stands as it is, 'Other' included: the author placed it deliberately.
 */
export function orderChoices<C extends Pick<SurveyChoice, 'value'>>(
  choices: readonly C[],
  randomize: boolean,
  random: () => number,
): C[] {
  if (!randomize) return [...choices];
  const rest = choices.filter((choice) => !isOtherChoice(choice));
  const others = choices.filter(isOtherChoice);
  for (let i = rest.length - 1; i > 0; i--) {
    // Clamp so a random source that returns 1 cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const picked = rest[j]!;
    rest[j] = rest[i]!;
    rest[i] = picked;
  }
  return [...rest, ...others];
}
