import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type BlueprintInput, BlueprintSchema, type StepInput } from '../../contract/schemas/index.ts';
import { checkDraft } from '../../renderer/domain/draft-problems.ts';
import { projectedPath } from '../../renderer/domain/navigation.ts';
import { draftOrder, MOVE_REFUSALS, type Move, moveStep } from './step-moves.ts';

const survey: StepInput = {
  guid: 'survey',
  stepType: 'SURVEY',
  survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] },
};
const feedback: StepInput = { guid: 'feedback', stepType: 'FREEFORM' };
const offer: StepInput = {
  guid: 'pause',
  stepType: 'OFFER',
  offer: { guid: 'pause-offer', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
};
const confirm: StepInput = { guid: 'confirm', stepType: 'CONFIRM' };
const comment: StepInput = { guid: 'comment', stepType: 'FREEFORM' };

/** Every step linked both ways in the array's order, as the seeded flows are (fixtures' linkSteps). */
function linked(steps: StepInput[]): BlueprintInput {
  return {
    _id: 'bp',
    steps: steps.map((step, index) => ({
      ...step,
      defaultPreviousStep: steps[index - 1]?.guid ?? null,
      defaultNextStep: steps[index + 1]?.guid ?? null,
    })),
  };
}

function moved(move: Move): BlueprintInput {
  if (move.kind !== 'moved') throw new Error(`not moved: ${JSON.stringify(move)}`);
  return move.draft;
}

/** The steps a customer walks through, by the widget's own navigation (no answers, every offer visible). */
function walked(draft: BlueprintInput): string[] {
  const steps = v.parse(BlueprintSchema, draft).steps;
  return projectedPath({ steps, answers: {}, isOfferVisible: () => true }).map((position) =>
    position.kind === 'step' ? position.guid : 'attached offer',
  );
}

const listed = (draft: BlueprintInput) => draftOrder(draft).steps.map((step) => step.guid);
const links = (draft: BlueprintInput) =>
  draft.steps.map((step) => [step.guid, step.defaultPreviousStep ?? null, step.defaultNextStep ?? null]);

describe('Move up / Move down: one place in the path the customer walks', () => {
  it('re-wires linked steps, Next and Back, so the customer walks the new order', () => {
    const draft = linked([survey, feedback, offer, confirm]);
    expect(walked(draft)).toEqual(['survey', 'feedback', 'pause', 'confirm']);
    const after = moved(moveStep(draft, 'pause', -1));
    expect(walked(after)).toEqual(['survey', 'pause', 'feedback', 'confirm']);
    expect(listed(after)).toEqual(['survey', 'pause', 'feedback', 'confirm']);
    expect(links(after)).toEqual([
      ['survey', null, 'pause'],
      ['pause', 'survey', 'feedback'],
      ['feedback', 'pause', 'confirm'],
      ['confirm', 'feedback', null],
    ]);
    expect(checkDraft(after).problems).toEqual([]);
  });

  it('moves the first step down, and the new first step’s Back closes the widget', () => {
    const after = moved(moveStep(linked([survey, feedback, confirm]), 'survey', 1));
    expect(walked(after)).toEqual(['feedback', 'survey', 'confirm']);
    expect(links(after)[0]).toEqual(['feedback', null, 'survey']);
  });

  it('keeps unlinked steps unlinked: the array is written in the new order, which they follow', () => {
    const draft: BlueprintInput = { _id: 'bp', steps: [survey, feedback, offer, confirm] };
    const after = moved(moveStep(draft, 'feedback', 1));
    expect(after.steps.map((step) => step.guid)).toEqual(['survey', 'pause', 'feedback', 'confirm']);
    expect(
      after.steps.every((step) => step.defaultNextStep == null && step.defaultPreviousStep == null),
    ).toBe(true);
    expect(walked(after)).toEqual(['survey', 'pause', 'feedback', 'confirm']);
  });

  it('moves in the order links make, not the array’s', () => {
    // The array says survey, confirm, pause, feedback; the links walk survey, pause, feedback, confirm.
    const draft: BlueprintInput = {
      _id: 'bp',
      steps: [
        { ...survey, defaultNextStep: 'pause' },
        confirm,
        { ...offer, defaultNextStep: 'feedback' },
        { ...feedback, defaultNextStep: 'confirm' },
      ],
    };
    expect(listed(draft)).toEqual(walked(draft));
    const after = moved(moveStep(draft, 'feedback', -1));
    expect(walked(after)).toEqual(['survey', 'feedback', 'pause', 'confirm']);
    expect(listed(after)).toEqual(walked(after));
  });

  it('moves past a disabled step, which stays where it is passed over', () => {
    const draft = linked([survey, { ...feedback, enabled: false }, offer, confirm]);
    const after = moved(moveStep(draft, 'pause', -1));
    expect(listed(after)).toEqual(['survey', 'pause', 'feedback', 'confirm']);
    expect(walked(after)).toEqual(['survey', 'pause', 'confirm']);
  });

  it('keeps a Back link the author pointed elsewhere', () => {
    const draft = linked([survey, feedback, offer, confirm]);
    const backToSurvey = {
      ...draft,
      steps: draft.steps.map((s) => (s.guid === 'confirm' ? { ...s, defaultPreviousStep: 'survey' } : s)),
    };
    const after = moved(moveStep(backToSurvey, 'feedback', 1));
    expect(after.steps.find((s) => s.guid === 'confirm')?.defaultPreviousStep).toBe('survey');
    expect(after.steps.find((s) => s.guid === 'feedback')?.defaultPreviousStep).toBe('pause');
  });

  it('keeps the Next of a disabled step before the first enabled one, which may link anywhere', () => {
    const draft: BlueprintInput = {
      _id: 'bp',
      steps: [
        { ...feedback, enabled: false, defaultNextStep: 'pause' },
        ...linked([survey, comment, offer, confirm]).steps,
      ],
    };
    const after = moved(moveStep(draft, 'pause', -1));
    expect(walked(after)).toEqual(['survey', 'pause', 'comment', 'confirm']);
    expect(after.steps.find((s) => s.guid === 'feedback')?.defaultNextStep).toBe('pause');
    // Enabled later, it leads where the author linked it, not to its neighbour in the list.
    const enabled = {
      ...after,
      steps: after.steps.map((s) => (s.guid === 'feedback' ? { ...s, enabled: true } : s)),
    };
    expect(walked(enabled)).toEqual(['feedback', 'pause', 'comment', 'confirm']);
  });

  it('keeps the Next of a step after the confirmation, and re-wires it when that step moves onto the path', () => {
    const draft: BlueprintInput = {
      _id: 'bp',
      steps: [...linked([survey, offer, confirm]).steps, { ...feedback, defaultNextStep: 'survey' }],
    };
    for (const [guid, by] of [
      ['survey', 1],
      ['pause', -1],
    ] as const) {
      const after = moved(moveStep(draft, guid, by));
      expect(after.steps.find((s) => s.guid === 'feedback')?.defaultNextStep).toBe('survey');
    }
    const onPath = moved(moveStep(draft, 'feedback', -1));
    expect(walked(onPath)).toEqual(['survey', 'pause', 'feedback', 'confirm']);
    expect(onPath.steps.find((s) => s.guid === 'feedback')?.defaultNextStep).toBe('confirm');
  });

  it('brings a step added after the confirmation onto the path, just before it', () => {
    const draft = { ...linked([survey, confirm]), steps: [...linked([survey, confirm]).steps, feedback] };
    expect(walked(draft)).toEqual(['survey', 'confirm']);
    const after = moved(moveStep(draft, 'feedback', -1));
    expect(walked(after)).toEqual(['survey', 'feedback', 'confirm']);
    expect(links(after)).toEqual([
      ['survey', null, 'feedback'],
      // Its own links were unset: they follow the array, written in the new order.
      ['feedback', null, null],
      ['confirm', 'feedback', null],
    ]);
  });

  it('does nothing at either end of the order', () => {
    const draft = linked([survey, confirm, feedback]);
    expect(moveStep(draft, 'survey', -1)).toEqual({ kind: 'end' });
    expect(moveStep(draft, 'feedback', 1)).toEqual({ kind: 'end' });
    expect(moveStep(draft, 'gone', 1)).toEqual({ kind: 'end' });
  });
});

describe('Moves refused, with the reason the editor shows', () => {
  it('never puts a step below the confirmation that ends the flow', () => {
    const draft = linked([survey, feedback, confirm]);
    const refused = { kind: 'refused', reason: MOVE_REFUSALS.belowConfirm };
    expect(moveStep(draft, 'confirm', -1)).toEqual(refused);
    expect(moveStep(draft, 'feedback', 1)).toEqual(refused);
  });

  it('refuses while Next leads around in a loop', () => {
    const draft: BlueprintInput = {
      _id: 'bp',
      steps: [survey, { ...feedback, defaultNextStep: 'survey' }, confirm],
    };
    expect(moveStep(draft, 'survey', 1)).toEqual({ kind: 'refused', reason: MOVE_REFUSALS.loop });
  });

  it('refuses while a step is on no path and no confirmation ends the path', () => {
    // Next skips the feedback and the flow has no confirmation: where the feedback belongs is anyone's guess.
    const draft: BlueprintInput = {
      _id: 'bp',
      steps: [{ ...survey, defaultNextStep: 'pause' }, feedback, offer],
    };
    expect(listed(draft)).toEqual(['survey', 'pause', 'feedback']);
    expect(moveStep(draft, 'survey', 1)).toEqual({ kind: 'refused', reason: MOVE_REFUSALS.offPath([3]) });
  });

  it('refuses a draft the widget could not read', () => {
    const draft = { _id: 'bp', steps: [survey, { guid: 'x', stepType: 'QUIZ' } as unknown as StepInput] };
    expect(moveStep(draft, 'survey', 1)).toEqual({ kind: 'refused', reason: MOVE_REFUSALS.unreadable });
  });
});

describe('every move the editor allows', () => {
  // The seeded demo flows' shape (every step linked both ways), and the shapes an author's edits leave.
  const flows: [string, BlueprintInput][] = [
    ['linked, as seeded', linked([survey, feedback, offer, confirm])],
    ['unlinked', { _id: 'bp', steps: [survey, feedback, offer, confirm] }],
    ['a disabled step', linked([survey, { ...offer, enabled: false }, feedback, confirm])],
    ['a disabled first step', linked([{ ...survey, enabled: false }, feedback, offer, confirm])],
    [
      'a step after the confirmation',
      { _id: 'bp', steps: [...linked([survey, offer, confirm]).steps, feedback] },
    ],
    ['no confirmation', linked([survey, feedback, offer])],
    [
      'a disabled first step linked past its neighbour',
      {
        _id: 'bp',
        steps: [
          { ...feedback, enabled: false, defaultNextStep: 'pause' },
          ...linked([survey, comment, offer, confirm]).steps,
        ],
      },
    ],
    [
      'a step after the confirmation linked back',
      {
        _id: 'bp',
        steps: [...linked([survey, offer, confirm]).steps, { ...feedback, defaultNextStep: 'survey' }],
      },
    ],
  ];

  /** Outside the swapped pair, a step's Next changes only where it named the step after it, to name the new one. */
  function expectNextKept(draft: BlueprintInput, after: BlueprintInput, order: string[], expected: string[]) {
    const swapped = order.filter((guid, index) => guid !== expected[index]);
    for (const step of after.steps) {
      const was = draft.steps.find((s) => s.guid === step.guid)?.defaultNextStep ?? null;
      const now = step.defaultNextStep ?? null;
      if (swapped.includes(step.guid) || now === was) continue;
      expect([step.guid, was]).toEqual([step.guid, order[order.indexOf(step.guid) + 1]]);
      expect([step.guid, now]).toEqual([step.guid, expected[expected.indexOf(step.guid) + 1] ?? null]);
    }
  }

  it.each(flows)('%s: the customer walks the list as the move leaves it', (_name, draft) => {
    expect(listed(draft).filter((guid) => walked(draft).includes(guid))).toEqual(walked(draft));
    for (const step of draft.steps) {
      for (const by of [-1, 1] as const) {
        const move = moveStep(draft, step.guid, by);
        if (move.kind !== 'moved') continue;
        const order = listed(draft);
        const from = order.indexOf(step.guid);
        const expected = [...order];
        [expected[from], expected[from + by]] = [order[from + by] ?? '', order[from] ?? ''];
        expect(listed(move.draft)).toEqual(expected);
        expectNextKept(draft, move.draft, order, expected);
        expect(draftOrder(move.draft).ending).toBe(draftOrder(draft).ending);
        expect(listed(move.draft).filter((guid) => walked(move.draft).includes(guid))).toEqual(
          walked(move.draft),
        );
      }
    }
  });
});
