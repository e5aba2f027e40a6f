import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from './free-text-limit.ts';
import { isMeetableMinimum, minimumLengthProblems } from './free-text-minimum.ts';

const survey = (minLength: unknown) => ({
  guid: 'step_survey',
  stepType: 'SURVEY',
  survey: { choices: [], followupRequired: true, minLength },
});
const freeform = (minLength: unknown) => ({
  guid: 'step_feedback',
  stepType: 'FREEFORM',
  freeformConfig: { inputRequired: true, minLength },
});

describe('a minimum length a customer could meet: at most MAX_FREE_TEXT_CHARS', () => {
  it('takes the limit itself, and refuses one more', () => {
    expect(isMeetableMinimum(MAX_FREE_TEXT_CHARS)).toBe(true);
    expect(isMeetableMinimum(MAX_FREE_TEXT_CHARS + 1)).toBe(false);
    expect(minimumLengthProblems({ steps: [survey(MAX_FREE_TEXT_CHARS), freeform(0)] })).toEqual([]);
  });

  it('names the field by its editor label and its path, at the step asking it', () => {
    expect(minimumLengthProblems({ steps: [survey(MAX_FREE_TEXT_CHARS + 1), freeform(12_345)] })).toEqual([
      {
        step: 'step_survey',
        message:
          'Follow-up answer’s minimum length (survey.minLength) is 5,001 characters, more than the 5,000 a ' +
          'customer may type, so no answer could meet it. Ask for 5,000 at most.',
      },
      {
        step: 'step_feedback',
        message:
          'Minimum length (freeformConfig.minLength) is 12,345 characters, more than the 5,000 a customer ' +
          'may type, so no answer could meet it. Ask for 5,000 at most.',
      },
    ]);
  });

  it('reads a step map (spec §3) as it reads a list, a step taking its key for a guid', () => {
    const { guid: _guid, ...keyed } = freeform(9_000);
    expect(minimumLengthProblems({ steps: { step_a: keyed } })).toEqual([
      expect.objectContaining({ step: 'step_a' }),
    ]);
  });

  it('applies whether or not an answer is required: the minimum takes effect once one is', () => {
    const notRequired = { ...freeform(6_000), freeformConfig: { inputRequired: false, minLength: 6_000 } };
    expect(minimumLengthProblems({ steps: [notRequired] })).toHaveLength(1);
  });

  it('leaves what the blueprint schema refuses to the schema, and reads any draft without throwing', () => {
    for (const draft of [null, 'x', {}, { steps: null }, { steps: [null, 3, { stepType: 'SURVEY' }] }])
      expect(minimumLengthProblems(draft)).toEqual([]);
    expect(minimumLengthProblems({ steps: [survey('9000'), freeform(-1), { stepType: 'CONFIRM' }] })).toEqual(
      [],
    );
  });
});
