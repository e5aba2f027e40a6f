/**
 * The flow editor's edits of a survey step (spec §3 "Survey choice", §5): its choices with their follow-up
 * questions, and the survey's settings. Pure, like blueprint-edits.ts: draft in, next draft out.
 */
import type { BlueprintInput, StepInput, SurveyChoiceInput } from '../../contract/schemas/index.ts';
import { mapStep, newGuid } from './blueprint-edits.ts';

type SurveyStepInput = Extract<StepInput, { stepType: 'SURVEY' }>;
type SurveySettings = Omit<SurveyStepInput['survey'], 'choices'>;

function mapSurvey(
  draft: BlueprintInput,
  guid: string,
  edit: (step: SurveyStepInput) => StepInput,
): BlueprintInput {
  return mapStep(draft, guid, (step) => (step.stepType === 'SURVEY' ? edit(step) : step));
}

function mapChoice(
  draft: BlueprintInput,
  stepGuid: string,
  choiceGuid: string,
  edit: (choice: SurveyChoiceInput) => SurveyChoiceInput,
): BlueprintInput {
  return mapSurvey(draft, stepGuid, (step) => ({
    ...step,
    survey: {
      ...step.survey,
      choices: step.survey.choices.map((choice) => (choice.guid === choiceGuid ? edit(choice) : choice)),
    },
  }));
}

export function addChoice(draft: BlueprintInput, stepGuid: string): BlueprintInput {
  return mapSurvey(draft, stepGuid, (step) => ({
    ...step,
    survey: { ...step.survey, choices: [...step.survey.choices, { guid: newGuid('choice'), value: '' }] },
  }));
}

export function setChoiceText(
  draft: BlueprintInput,
  stepGuid: string,
  choiceGuid: string,
  value: string,
): BlueprintInput {
  return mapChoice(draft, stepGuid, choiceGuid, (choice) => ({ ...choice, value }));
}

/**
 * Makes a choice ask a free-text follow-up (type INPUT) or not (CHOICE). Its question is kept either way, so
 * switching the follow-up off and on again loses nothing; the widget reads the question only for INPUT.
 */
export function setChoiceAsksFollowup(
  draft: BlueprintInput,
  stepGuid: string,
  choiceGuid: string,
  asks: boolean,
): BlueprintInput {
  return mapChoice(draft, stepGuid, choiceGuid, (choice) => ({
    ...choice,
    type: asks ? 'INPUT' : 'CHOICE',
    followup: choice.followup ?? { question: '' },
  }));
}

/** Sets a choice's follow-up question (empty: the widget asks its default question). */
export function setChoiceQuestion(
  draft: BlueprintInput,
  stepGuid: string,
  choiceGuid: string,
  question: string,
): BlueprintInput {
  return mapChoice(draft, stepGuid, choiceGuid, (choice) => ({
    ...choice,
    followup: { ...choice.followup, question },
  }));
}

/** Changes the survey's settings: random order, whether a follow-up answer is required, its minimum length. */
export function setSurveySettings(
  draft: BlueprintInput,
  stepGuid: string,
  change: Partial<SurveySettings>,
): BlueprintInput {
  return mapSurvey(draft, stepGuid, (step) => ({ ...step, survey: { ...step.survey, ...change } }));
}

/** Removes a choice and the offer attached to it (which would otherwise dangle). */
export function removeChoice(draft: BlueprintInput, stepGuid: string, choiceGuid: string): BlueprintInput {
  return mapSurvey(draft, stepGuid, (step) => {
    const { [choiceGuid]: _removed, ...offersAttached } = step.offersAttached ?? {};
    return {
      ...step,
      offersAttached,
      survey: { ...step.survey, choices: step.survey.choices.filter((choice) => choice.guid !== choiceGuid) },
    };
  });
}
