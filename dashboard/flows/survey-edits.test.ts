import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type BlueprintInput, BlueprintSchema, type StepInput } from '../../contract/schemas/index.ts';
import { followupQuestion, followupRequirement } from '../../renderer/domain/survey-answer.ts';
import { attachOffer } from './blueprint-edits.ts';
import {
  addChoice,
  removeChoice,
  setChoiceAsksFollowup,
  setChoiceQuestion,
  setChoiceText,
  setSurveySettings,
} from './survey-edits.ts';

const DRAFT: BlueprintInput = {
  _id: 'bp',
  steps: [
    {
      guid: 'survey',
      stepType: 'SURVEY',
      survey: {
        choices: [
          { guid: 'c1', value: 'Too expensive' },
          { guid: 'c2', value: 'Other' },
        ],
      },
    },
    { guid: 'confirm', stepType: 'CONFIRM' },
  ],
};

function survey(draft: BlueprintInput): Extract<StepInput, { stepType: 'SURVEY' }> {
  const step = draft.steps[0];
  if (step?.stepType !== 'SURVEY') throw new Error('no survey');
  return step;
}

/** The survey as the widget reads it, through the contract's schema. */
function decoded(draft: BlueprintInput) {
  const step = v.parse(BlueprintSchema, draft).steps[0];
  if (step?.stepType !== 'SURVEY') throw new Error('no survey');
  return step;
}

describe('choices', () => {
  it('adds a choice with a fresh guid, sets its text, removes a choice with its attached offer', () => {
    const added = addChoice(DRAFT, 'survey');
    const guid = survey(added).survey.choices[2]?.guid ?? '';
    expect(guid).toMatch(/^choice_/);
    const named = setChoiceText(added, 'survey', guid, 'Missing a feature');
    const offered = attachOffer(named, 'survey', 'c1', {
      guid: 'o',
      offerType: 'PAUSE',
      pauseConfig: { maxPauseLength: 2 },
    });
    const removed = removeChoice(offered, 'survey', 'c1');
    expect(survey(removed).survey.choices.map((c) => c.value)).toEqual(['Other', 'Missing a feature']);
    expect(survey(removed).offersAttached).toEqual({});
  });
});

describe('a choice’s follow-up (spec §3: type INPUT with followup.question)', () => {
  it('makes a choice ask its own question, as the widget then asks it', () => {
    const asking = setChoiceQuestion(
      setChoiceAsksFollowup(DRAFT, 'survey', 'c2', true),
      'survey',
      'c2',
      'What would you use instead?',
    );
    expect(survey(asking).survey.choices[1]).toEqual({
      guid: 'c2',
      value: 'Other',
      type: 'INPUT',
      followup: { question: 'What would you use instead?' },
    });
    const [expensive, other] = decoded(asking).survey.choices;
    expect(other && followupQuestion(other)).toBe('What would you use instead?');
    expect(expensive && followupQuestion(expensive)).toBeNull();
  });

  it('an asking choice without a question gets the widget’s default question', () => {
    const asking = setChoiceAsksFollowup(DRAFT, 'survey', 'c1', true);
    const choice = decoded(asking).survey.choices[0];
    expect(choice && followupQuestion(choice)).toBe('What could we have done better?');
  });

  it('switching the follow-up off keeps the question for when it is switched on again', () => {
    const asking = setChoiceQuestion(
      setChoiceAsksFollowup(DRAFT, 'survey', 'c2', true),
      'survey',
      'c2',
      'Why?',
    );
    const off = setChoiceAsksFollowup(asking, 'survey', 'c2', false);
    expect(survey(off).survey.choices[1]).toMatchObject({ type: 'CHOICE', followup: { question: 'Why?' } });
    const choice = decoded(off).survey.choices[1];
    expect(choice && followupQuestion(choice)).toBeNull();
    const on = setChoiceAsksFollowup(off, 'survey', 'c2', true);
    expect(survey(on).survey.choices[1]).toMatchObject({ type: 'INPUT', followup: { question: 'Why?' } });
  });
});

describe('survey settings', () => {
  it('requires a follow-up answer of a minimum length, and randomises the order', () => {
    const asking = setChoiceAsksFollowup(DRAFT, 'survey', 'c2', true);
    const settings = setSurveySettings(
      setSurveySettings(asking, 'survey', { followupRequired: true, minLength: 15 }),
      'survey',
      { randomize: true },
    );
    expect(survey(settings).survey).toMatchObject({ randomize: true, followupRequired: true, minLength: 15 });
    const step = decoded(settings);
    const other = step.survey.choices[1];
    expect(other && followupRequirement(step.survey, other)).toEqual({ required: true, min: 15 });
  });
});
