import { describe, expect, it } from 'vitest';
import type { StepInput } from '../../contract/schemas/index.ts';
import { blueprintProblems, describeProblem, fallbackSteps } from './blueprint-problems.ts';
import { CONFIRM, FREEFORM, OFFER, SURVEY, steps } from './navigation.testing.ts';
import { nextPosition, type Position, projectedPath, startPosition } from './navigation.ts';

const link = (step: StepInput, next: string | null, extra: Partial<StepInput> = {}): StepInput =>
  ({ ...step, defaultNextStep: next, ...extra }) as StepInput;
const EMPTY_SURVEY: StepInput = { guid: 'empty', stepType: 'SURVEY', survey: { choices: [] } };
const FREEFORM_2: StepInput = { guid: 'freeform-2', stepType: 'FREEFORM' };

const codes = (input: StepInput[]) => blueprintProblems(steps(input)).map((p) => [p.code, p.step]);

/**
 * Where Next leads, step after step, from the start of the fallback steps: the guids shown, then 'cancel'
 * (or 'stuck' when a step repeats, which the fallback must never allow). Every offer visible, no answers.
 */
function walkToCancel(input: StepInput[]): string[] {
  const ctx = { steps: fallbackSteps(steps(input)), answers: {}, isOfferVisible: () => true };
  const shown: string[] = [];
  let position: Position | null = startPosition(ctx);
  while (position) {
    const guid = position.kind === 'step' ? position.guid : position.offer.guid;
    if (shown.includes(guid)) return [...shown, 'stuck'];
    shown.push(guid);
    const next = nextPosition(ctx, position);
    position = next.kind === 'cancel' ? null : next;
  }
  return [...shown, 'cancel'];
}

describe('a well-made blueprint has no problems and is left as it is', () => {
  it('survey → freeform → offer → confirm', () => {
    const input = [SURVEY, FREEFORM, OFFER, CONFIRM];
    expect(codes(input)).toEqual([]);
    const parsed = steps(input);
    expect(fallbackSteps(parsed)).toBe(parsed);
  });

  it('a flow without a confirm step cancels after its last step (spec §4): no problem', () => {
    expect(codes([SURVEY, FREEFORM])).toEqual([]);
    expect(walkToCancel([SURVEY, FREEFORM])).toEqual(['survey', 'freeform', 'cancel']);
  });
});

describe('steps that loop', () => {
  it('a loop is reported at the step that closes it, and its next step becomes the confirmation', () => {
    const input = [link(SURVEY, 'freeform'), link(FREEFORM, 'survey'), CONFIRM];
    expect(codes(input)).toEqual([['CYCLE', 'freeform']]);
    expect(walkToCancel(input)).toEqual(['survey', 'freeform', 'confirm', 'cancel']);
  });

  it('a loop through an offer, reached midway', () => {
    const input = [link(SURVEY, 'freeform'), link(FREEFORM, 'trial'), link(OFFER, 'freeform'), CONFIRM];
    expect(codes(input)).toEqual([['CYCLE', 'trial']]);
    expect(walkToCancel(input)).toEqual(['survey', 'freeform', 'trial', 'confirm', 'cancel']);
  });

  it('without a confirm step the loop ends in the cancel', () => {
    const input = [link(SURVEY, 'freeform'), link(FREEFORM, 'survey')];
    expect(codes(input)).toEqual([['CYCLE', 'freeform']]);
    expect(walkToCancel(input)).toEqual(['survey', 'freeform', 'cancel']);
  });

  it('a loop off the path (Back can reach it) is reported and broken too', () => {
    const input = [link(SURVEY, 'confirm'), link(FREEFORM, 'trial'), link(OFFER, 'freeform'), CONFIRM];
    expect(codes(input)).toEqual([['CYCLE', 'trial']]);
    const fixed = fallbackSteps(steps(input));
    expect(fixed.find((step) => step.guid === 'trial')?.defaultNextStep).toBe('confirm');
  });

  it('a loop of disabled steps traps no one (no loop reported), but it hides the confirm step behind it', () => {
    const input = [
      link(SURVEY, 'freeform'),
      link(FREEFORM, 'trial', { enabled: false }),
      link(OFFER, 'freeform', { enabled: false }),
      CONFIRM,
    ];
    expect(codes(input)).toEqual([['UNREACHABLE_CONFIRM', 'confirm']]);
    expect(walkToCancel(input)).toEqual(['survey', 'confirm', 'cancel']);
  });

  it('a link after the confirm step is never followed: confirm ends the flow, so it closes no loop', () => {
    const input = [SURVEY, link(CONFIRM, 'survey')];
    expect(codes(input)).toEqual([]);
    expect(walkToCancel(input)).toEqual(['survey', 'confirm', 'cancel']);
  });

  it('a step that names itself as next is reported; navigation reads it as the end', () => {
    const input = [link(SURVEY, 'survey'), CONFIRM];
    expect(codes(input)).toEqual([['CYCLE', 'survey']]);
    expect(walkToCancel(input)).toEqual(['survey', 'confirm', 'cancel']);
  });
});

describe('a survey with no choices', () => {
  it('is reported and passed over', () => {
    const input = [EMPTY_SURVEY, FREEFORM, CONFIRM];
    expect(codes(input)).toEqual([['EMPTY_SURVEY', 'empty']]);
    expect(walkToCancel(input)).toEqual(['freeform', 'confirm', 'cancel']);
  });

  it('a disabled one is no problem', () => {
    expect(codes([{ ...EMPTY_SURVEY, enabled: false }, CONFIRM])).toEqual([]);
  });
});

describe('dangling guids', () => {
  it('a next step that does not exist: the order stands in', () => {
    const input = [link(SURVEY, 'nowhere'), FREEFORM, CONFIRM];
    expect(codes(input)).toEqual([['DANGLING_NEXT', 'survey']]);
    expect(walkToCancel(input)).toEqual(['survey', 'freeform', 'confirm', 'cancel']);
  });

  it('a previous step that does not exist', () => {
    expect(codes([SURVEY, { ...FREEFORM, defaultPreviousStep: 'gone' }, CONFIRM])).toEqual([
      ['DANGLING_PREVIOUS', 'freeform'],
    ]);
  });

  it('an offer attached to a choice the survey does not have', () => {
    const attached = { offersAttached: { ghost: { guid: 'o', offerType: 'CONTACT' } } } as const;
    expect(codes([{ ...SURVEY, ...attached }, CONFIRM])).toEqual([['DANGLING_ATTACHED_OFFER', 'survey']]);
    expect(codes([{ ...FREEFORM, ...attached }, CONFIRM])).toEqual([['DANGLING_ATTACHED_OFFER', 'freeform']]);
  });
});

describe('an unreachable confirm step', () => {
  it('the path ends before it: reported at the confirm step, the path’s end leads to it', () => {
    const input = [link(SURVEY, 'freeform'), link(FREEFORM, 'freeform-2'), CONFIRM, FREEFORM_2];
    expect(codes(input)).toEqual([['UNREACHABLE_CONFIRM', 'confirm']]);
    expect(walkToCancel(input)).toEqual(['survey', 'freeform', 'freeform-2', 'confirm', 'cancel']);
  });

  it('a disabled confirm step is no confirm step', () => {
    expect(codes([SURVEY, { ...CONFIRM, enabled: false }])).toEqual([]);
  });
});

describe('every problem at once still reaches the confirmation, naming each step', () => {
  it('loop, empty survey and dangling link', () => {
    const input = [EMPTY_SURVEY, link(SURVEY, 'missing'), link(FREEFORM, 'survey'), CONFIRM];
    const problems = blueprintProblems(steps(input));
    expect(problems.map((p) => [p.code, p.step])).toEqual([
      ['EMPTY_SURVEY', 'empty'],
      ['DANGLING_NEXT', 'survey'],
      ['CYCLE', 'freeform'],
    ]);
    // The step is named once: by the problem's step, not again in its message (the dashboard adds its place).
    for (const problem of problems) {
      expect(problem.message).not.toContain(`Step ${problem.step}`);
      expect(describeProblem(problem)).toBe(`Step ${problem.step}: ${problem.message}`);
    }
    expect(walkToCancel(input)).toEqual(['survey', 'freeform', 'confirm', 'cancel']);
    // Back still works on the fallback path: navigation's projected path is the walk.
    const ctx = { steps: fallbackSteps(steps(input)), answers: {}, isOfferVisible: () => true };
    expect(projectedPath(ctx).map((p) => (p.kind === 'step' ? p.guid : ''))).toEqual([
      'survey',
      'freeform',
      'confirm',
    ]);
  });
});
