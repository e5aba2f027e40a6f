import { describe, expect, it } from 'vitest';
import { SURVEY, steps } from './navigation.testing.ts';
import { surveyChoiceCommit } from './navigation.ts';

describe('Survey choice commit stores choice id, survey id and follow-up question', () => {
  const [survey] = steps([SURVEY]);
  if (survey?.stepType !== 'SURVEY') throw new Error('expected a survey');

  it('stores the question of an INPUT choice', () => {
    expect(surveyChoiceCommit(survey, 'other')).toEqual({
      surveyId: 'survey',
      surveyChoiceId: 'other',
      followupQuestion: 'Tell us more',
    });
  });

  it('stores no question for a plain choice', () => {
    expect(surveyChoiceCommit(survey, 'price')).toEqual({
      surveyId: 'survey',
      surveyChoiceId: 'price',
      followupQuestion: null,
    });
  });

  it('refuses a choice that is not in the survey', () => {
    expect(surveyChoiceCommit(survey, 'ghost')).toBeNull();
  });
});
