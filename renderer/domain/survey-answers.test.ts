import { describe, expect, it } from 'vitest';
import { withSurveyAnswer } from './survey-answers.ts';

describe('surveyAnswers: every survey step answered, in the order first answered', () => {
  const reason = { surveyId: 's_reason', surveyChoiceId: 'c_price' };
  const usage = { surveyId: 's_usage', surveyChoiceId: 'c_weekly' };

  it('keeps the first survey’s answer when a second survey is answered', () => {
    expect(withSurveyAnswer(withSurveyAnswer([], reason), usage)).toEqual([reason, usage]);
  });

  it('going back and answering a survey again replaces its entry where it stands, not appends', () => {
    const again = { surveyId: 's_reason', surveyChoiceId: 'c_other' };
    expect(withSurveyAnswer([reason, usage], again)).toEqual([again, usage]);
  });

  it('the same answer committed twice stays one entry', () => {
    expect(withSurveyAnswer([reason], { ...reason })).toEqual([reason]);
  });

  it('does not change the list it is given', () => {
    const answers = [reason];
    withSurveyAnswer(answers, usage);
    expect(answers).toEqual([reason]);
  });
});
