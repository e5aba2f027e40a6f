import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_CHARS, MAX_FLOW_CHARS } from '../../contract/answer-limits.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { checkDraft } from './draft-problems.ts';

const survey = {
  guid: 'survey',
  stepType: 'SURVEY',
  survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] },
} as const;
const confirm = { guid: 'confirm', stepType: 'CONFIRM' } as const;

function draft(steps: unknown[]): unknown {
  return { _id: 'bp', steps };
}

describe('a draft the widget reads in full', () => {
  it('has no problems when every customer reaches the cancel', () => {
    const check = checkDraft(draft([survey, confirm]) as BlueprintInput);
    expect(check).toMatchObject({ valid: true, problems: [] });
  });

  it('keeps the path’s problems, by step, without being invalid', () => {
    const empty = { ...survey, survey: { choices: [] } };
    expect(checkDraft(draft([empty, confirm]))).toMatchObject({
      valid: true,
      problems: [{ code: 'EMPTY_SURVEY', step: 'survey' }],
    });
  });
});

describe('a draft the widget would read only in part is invalid', () => {
  it('names an unknown step type and a malformed offer by their steps', () => {
    const check = checkDraft(
      draft([
        survey,
        { guid: 'quiz', stepType: 'QUIZ' },
        { guid: 'offer', stepType: 'OFFER', offer: { guid: 'o', offerType: 'PAUSE', pauseConfig: {} } },
        confirm,
      ]),
    );
    expect(check.valid).toBe(false);
    expect(check.problems.map((problem) => [problem.code, problem.step])).toEqual([
      ['INVALID', 'quiz'],
      ['INVALID', 'offer'],
    ]);
  });

  it('names an offer attached to a choice that is malformed', () => {
    const attached = { ...survey, offersAttached: { c1: { guid: 'd', offerType: 'DISCOUNT' } } };
    expect(checkDraft(draft([attached, confirm])).problems).toEqual([
      expect.objectContaining({ code: 'INVALID', step: 'survey' }),
    ]);
  });

  it('refuses two steps with one guid', () => {
    expect(checkDraft(draft([survey, confirm, confirm])).problems).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_STEP', step: 'confirm' }),
    ]);
  });

  it('refuses a flow too large for the answer the widget reads (a pasted text of megabytes), and takes one just under', () => {
    expect(MAX_FLOW_CHARS).toBeLessThan(MAX_ANSWER_CHARS);
    const sized = (chars: number) => {
      const base = draft([{ ...survey, header: '' }, confirm]);
      const header = 'x'.repeat(chars - JSON.stringify(base).length);
      return draft([{ ...survey, header }, confirm]);
    };
    expect(JSON.stringify(sized(MAX_FLOW_CHARS)).length).toBe(MAX_FLOW_CHARS);
    expect(checkDraft(sized(MAX_FLOW_CHARS)).valid).toBe(true);
    const tooLarge = checkDraft(sized(MAX_FLOW_CHARS + 1));
    expect(tooLarge).toMatchObject({ valid: false, problems: [{ code: 'TOO_LARGE', step: null }] });
    expect(tooLarge.problems[0]?.message).toContain(
      `too large: ${(MAX_FLOW_CHARS + 1).toLocaleString('en')} characters, at most ${MAX_FLOW_CHARS.toLocaleString('en')}`,
    );
  });

  it('refuses what is not a blueprint at all, for the whole flow', () => {
    expect(checkDraft({ steps: [] })).toMatchObject({ valid: false, problems: [{ step: null }] });
  });
});

describe('a draft no customer could cancel in, or that shows an unlabeled answer, may not be published', () => {
  it('is a problem when it has no steps at all', () => {
    expect(checkDraft({ _id: 'bp', steps: [] }).problems).toMatchObject([
      { code: 'NO_ENABLED_STEPS', step: null },
    ]);
  });

  it('is a problem when every step is disabled', () => {
    const steps = [
      { ...survey, enabled: false },
      { ...confirm, enabled: false },
    ];
    expect(checkDraft({ _id: 'bp', steps }).problems).toMatchObject([
      { code: 'NO_ENABLED_STEPS', step: null },
    ]);
  });

  it('is no such problem when one step is enabled', () => {
    expect(checkDraft({ _id: 'bp', steps: [{ ...survey, enabled: false }, confirm] }).problems).toEqual([]);
  });

  it('is a problem when a survey choice has no text, named by its place as the editor numbers it', () => {
    const choices = [
      { guid: 'c1', value: 'Too expensive' },
      { guid: 'c2', value: '  ' },
    ];
    const blank = { ...survey, survey: { choices } };
    const [problem] = checkDraft({ _id: 'bp', steps: [blank, confirm] }).problems;
    expect(problem).toMatchObject({ code: 'UNLABELED_CHOICE', step: 'survey' });
    expect(problem?.message).toMatch(/^choice 2 has no text/);
    const empty = { ...survey, survey: { choices: [{ guid: 'c1', value: '' }] } };
    expect(checkDraft({ _id: 'bp', steps: [empty, confirm] }).problems).toHaveLength(1);
  });
});
