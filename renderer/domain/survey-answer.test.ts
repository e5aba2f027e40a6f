import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import {
  decodeStep,
  type SkippedItem,
  type SurveyChoiceInput,
  type SurveyStep,
} from '../../contract/schemas/index.ts';
import { DEFAULT_FOLLOWUP_QUESTION } from './constants.ts';
import {
  canContinueSurvey,
  findChoice,
  followupCounter,
  followupQuestion,
  followupRequirement,
  isOtherChoice,
  orderChoices,
} from './survey-answer.ts';

function surveyStep(
  choices: SurveyChoiceInput[],
  config: { followupRequired?: boolean; minLength?: number; randomize?: boolean } = {},
): SurveyStep {
  const skipped: SkippedItem[] = [];
  const step = decodeStep({ guid: 'survey', stepType: 'SURVEY', survey: { choices, ...config } }, skipped);
  if (step?.stepType !== 'SURVEY') throw new Error(`not a survey: ${JSON.stringify(skipped)}`);
  return step;
}

const CHOICES: SurveyChoiceInput[] = [
  { guid: 'price', value: 'Too expensive' },
  { guid: 'bugs', value: 'Too buggy', type: 'INPUT', followup: { question: 'Which bug hurt most?' } },
  { guid: 'silent', value: 'Something else', type: 'INPUT' },
  { guid: 'stray', value: 'Not using it', followup: { question: 'Why not?' } },
];

function choice(guid: string) {
  const found = findChoice(surveyStep(CHOICES).survey, guid);
  if (!found) throw new Error(guid);
  return found;
}

describe('A follow-up question applies only to a choice of type INPUT with a question', () => {
  it('uses the question of an INPUT choice', () => {
    expect(followupQuestion(choice('bugs'))).toBe('Which bug hurt most?');
  });

  it('a response without a question defaults to the default question', () => {
    expect(followupQuestion(choice('silent'))).toBe(DEFAULT_FOLLOWUP_QUESTION);
    const blank = surveyStep([{ guid: 'b', value: 'B', type: 'INPUT', followup: { question: '   ' } }]);
    expect(followupQuestion(blank.survey.choices[0]!)).toBe('What could we have done better?');
  });

  it('ignores a follow-up question on a plain choice', () => {
    expect(followupQuestion(choice('stray'))).toBeNull();
    expect(followupQuestion(choice('price'))).toBeNull();
  });
});

describe('Survey follow-up text is required only when followupRequired is set, with minimum = survey minLength', () => {
  it('is not required when followupRequired is off, whatever the minimum', () => {
    const survey = surveyStep(CHOICES, { minLength: 20 }).survey;
    expect(followupRequirement(survey, choice('bugs'))).toEqual({ required: false, min: 0 });
  });

  it('requires the survey minimum for an INPUT choice', () => {
    const survey = surveyStep(CHOICES, { followupRequired: true, minLength: 10 }).survey;
    expect(followupRequirement(survey, choice('bugs'))).toEqual({ required: true, min: 10 });
  });

  it('never requires anything of a plain choice, which has no follow-up', () => {
    const survey = surveyStep(CHOICES, { followupRequired: true, minLength: 10 }).survey;
    expect(followupRequirement(survey, choice('price'))).toEqual({ required: false, min: 0 });
  });

  it('required with minLength 0 still needs one character (else 0 would make "required" empty)', () => {
    const survey = surveyStep(CHOICES, { followupRequired: true }).survey;
    expect(followupRequirement(survey, choice('silent'))).toEqual({ required: true, min: 1 });
  });

  it('a minimum over the longest text the field takes asks for that longest text, so Next can be reached', () => {
    const survey = surveyStep(CHOICES, { followupRequired: true, minLength: MAX_FREE_TEXT_CHARS + 1 }).survey;
    expect(followupRequirement(survey, choice('bugs'))).toEqual({ required: true, min: MAX_FREE_TEXT_CHARS });
    expect(canContinueSurvey(survey, choice('bugs').guid, 'b'.repeat(MAX_FREE_TEXT_CHARS))).toBe(true);
  });
});

describe('Survey Next is disabled until a choice is made and the follow-up requirement is met', () => {
  const survey = surveyStep(CHOICES, { followupRequired: true, minLength: 5 }).survey;

  it('is disabled with no choice, or with a choice that is not in the survey', () => {
    expect(canContinueSurvey(survey, null, 'long enough')).toBe(false);
    expect(canContinueSurvey(survey, 'ghost', 'long enough')).toBe(false);
  });

  it('is enabled at once for a plain choice', () => {
    expect(canContinueSurvey(survey, 'price', '')).toBe(true);
  });

  it('waits for the follow-up to reach the minimum length', () => {
    expect(canContinueSurvey(survey, 'bugs', '')).toBe(false);
    expect(canContinueSurvey(survey, 'bugs', 'abcd')).toBe(false);
    expect(canContinueSurvey(survey, 'bugs', 'abcde')).toBe(true);
  });

  it('does not count surrounding spaces toward the minimum', () => {
    expect(canContinueSurvey(survey, 'bugs', '   abcd    ')).toBe(false);
  });

  it('is enabled with an empty follow-up when it is not required', () => {
    const optional = surveyStep(CHOICES, { minLength: 5 }).survey;
    expect(canContinueSurvey(optional, 'bugs', null)).toBe(true);
  });
});

describe('A choice of type INPUT shows a character counter against the minimum length', () => {
  it('counts the trimmed response against the minimum', () => {
    const survey = surveyStep(CHOICES, { followupRequired: true, minLength: 12 }).survey;
    expect(followupCounter(survey, choice('bugs'), '  crashes  ')).toEqual({ count: 7, min: 12 });
    expect(followupCounter(survey, choice('bugs'), undefined)).toEqual({ count: 0, min: 12 });
  });
});

describe("Survey order: optionally random; 'Other' is always last and the rest shuffled", () => {
  const withOther = [{ value: 'A' }, { value: ' other ' }, { value: 'B' }, { value: 'C' }, { value: 'D' }];

  it("recognises 'Other' ignoring case and spaces, and nothing else", () => {
    expect(isOtherChoice({ value: '  OTHER' })).toBe(true);
    expect(isOtherChoice({ value: 'Other reasons' })).toBe(false);
    expect(isOtherChoice({ value: 'Brother' })).toBe(false);
  });

  it('keeps the configured order without randomize, Other included', () => {
    expect(orderChoices(withOther, false, () => 0).map((c) => c.value)).toEqual([
      'A',
      ' other ',
      'B',
      'C',
      'D',
    ]);
  });

  it('is deterministic for a given random source', () => {
    const seq = [0.9, 0.1, 0.5, 0.3];
    const make = () => {
      let i = 0;
      return () => seq[i++ % seq.length]!;
    };
    expect(orderChoices(withOther, true, make())).toEqual(orderChoices(withOther, true, make()));
  });

  it('shuffles the rest with randomize, Other staying last', () => {
    expect(orderChoices(withOther, true, () => 0).map((c) => c.value)).toEqual([
      'B',
      'C',
      'D',
      'A',
      ' other ',
    ]);
  });

  it('survives a random source that returns 1', () => {
    expect(orderChoices(withOther, true, () => 1).map((c) => c.value)).toHaveLength(5);
  });

  it('does not modify the input', () => {
    const input = [...withOther];
    orderChoices(input, true, () => 0.42);
    expect(input).toEqual(withOther);
  });

  it('is always a permutation with every Other last (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'Other', 'other', 'D'), { maxLength: 12 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (values, randoms) => {
          const choices = values.map((value, index) => ({ value, index }));
          let i = 0;
          const out = orderChoices(choices, true, () => randoms[i++ % randoms.length]!);
          expect(out.map((c) => c.index).sort((a, b) => a - b)).toEqual(choices.map((c) => c.index));
          const firstOther = out.findIndex(isOtherChoice);
          if (firstOther >= 0) expect(out.slice(firstOther).every(isOtherChoice)).toBe(true);
        },
      ),
    );
  });
});
