import { describe, expect, it } from 'vitest';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { checkDraft } from '../../renderer/domain/draft-problems.ts';
import {
  removeStep,
  retypeOffer,
  setDiscountNotice,
  setFreeformConfig,
  setStepLink,
  setStepText,
} from './blueprint-edits.ts';

const DRAFT: BlueprintInput = {
  _id: 'bp',
  steps: [
    { guid: 'survey', stepType: 'SURVEY', survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] } },
    { guid: 'feedback', stepType: 'FREEFORM', header: 'Tell us more' },
    { guid: 'confirm', stepType: 'CONFIRM' },
  ],
};

function stepOf(draft: BlueprintInput, guid: string): StepInput {
  const step = draft.steps.find((s) => s.guid === guid);
  if (!step) throw new Error(`no step ${guid}`);
  return step;
}

describe('a step’s texts', () => {
  it('sets the header or the description of one step and leaves the others', () => {
    const next = setStepText(
      setStepText(DRAFT, 'feedback', 'description', 'Hi {{name|there}}, <b>why</b>?'),
      'confirm',
      'header',
      'Sure?',
    );
    expect(stepOf(next, 'feedback')).toMatchObject({
      header: 'Tell us more',
      description: 'Hi {{name|there}}, <b>why</b>?',
    });
    expect(stepOf(next, 'confirm').header).toBe('Sure?');
    expect(stepOf(next, 'survey')).toBe(stepOf(DRAFT, 'survey'));
    expect(stepOf(DRAFT, 'feedback').description).toBeUndefined();
  });
});

describe('step links', () => {
  it('links Next and Back to another step and unlinks them with null', () => {
    const linked = setStepLink(
      setStepLink(DRAFT, 'survey', 'defaultNextStep', 'confirm'),
      'confirm',
      'defaultPreviousStep',
      'survey',
    );
    expect(stepOf(linked, 'survey').defaultNextStep).toBe('confirm');
    expect(stepOf(linked, 'confirm').defaultPreviousStep).toBe('survey');
    expect(
      stepOf(setStepLink(linked, 'survey', 'defaultNextStep', null), 'survey').defaultNextStep,
    ).toBeNull();
  });

  it('makes no judgement of its own: a loop it makes is checkDraft’s CYCLE, and Publish waits for it', () => {
    const loop = setStepLink(DRAFT, 'feedback', 'defaultNextStep', 'survey');
    expect(checkDraft(loop).problems).toEqual([expect.objectContaining({ code: 'CYCLE', step: 'feedback' })]);
  });

  it('skipping the confirm step is checkDraft’s UNREACHABLE_CONFIRM', () => {
    const [survey, feedback, confirm] = DRAFT.steps as [StepInput, StepInput, StepInput];
    const reordered = { ...DRAFT, steps: [survey, confirm, feedback] };
    const skipping = setStepLink(reordered, 'survey', 'defaultNextStep', 'feedback');
    expect(checkDraft(skipping).problems).toEqual([
      expect.objectContaining({ code: 'UNREACHABLE_CONFIRM', step: 'confirm' }),
    ]);
  });

  it('lets links to a removed step fall back to the order, so nothing dangles', () => {
    const linked = setStepLink(
      setStepLink(DRAFT, 'survey', 'defaultNextStep', 'feedback'),
      'confirm',
      'defaultPreviousStep',
      'feedback',
    );
    const removed = removeStep(linked, 'feedback');
    expect(removed.steps.map((step) => step.guid)).toEqual(['survey', 'confirm']);
    expect(stepOf(removed, 'survey')).toMatchObject({ defaultNextStep: null });
    expect(stepOf(removed, 'confirm')).toMatchObject({ defaultPreviousStep: null });
    expect(checkDraft(removed).problems).toEqual([]);
  });

  it('keeps links to the steps that stay', () => {
    const linked = setStepLink(DRAFT, 'survey', 'defaultNextStep', 'confirm');
    expect(stepOf(removeStep(linked, 'feedback'), 'survey')).toMatchObject({ defaultNextStep: 'confirm' });
  });
});

describe('free-form settings', () => {
  it('requires an answer with a minimum length, keeping the other setting', () => {
    const required = setFreeformConfig(DRAFT, 'feedback', { inputRequired: true });
    const withMin = setFreeformConfig(required, 'feedback', { minLength: 20 });
    expect(stepOf(withMin, 'feedback')).toMatchObject({
      freeformConfig: { inputRequired: true, minLength: 20 },
    });
    expect(checkDraft(withMin).valid).toBe(true);
  });

  it('changes nothing on a step of another type', () => {
    expect(setFreeformConfig(DRAFT, 'survey', { minLength: 5 })).toEqual(DRAFT);
  });
});

describe('the confirm step’s discount notice', () => {
  it('sets a notice with its texts, then removes it', () => {
    const notice = setDiscountNotice(DRAFT, 'confirm', { headline: 'Wait!', prefix: 'You keep' });
    expect(stepOf(notice, 'confirm')).toMatchObject({
      confirmConfig: { discountNotice: { headline: 'Wait!', prefix: 'You keep' } },
    });
    expect(checkDraft(notice).valid).toBe(true);
    const gone = setDiscountNotice(notice, 'confirm', null);
    expect(stepOf(gone, 'confirm')).toMatchObject({ confirmConfig: { discountNotice: null } });
  });

  it('changes nothing on a step of another type', () => {
    expect(setDiscountNotice(DRAFT, 'feedback', { headline: 'x' })).toEqual(DRAFT);
  });
});

describe('an offer’s type changed', () => {
  it('keeps the fields every offer has, takes the new type’s own settings and a fresh id', () => {
    const next = retypeOffer(
      {
        guid: 'offer_pause',
        offerType: 'PAUSE',
        header: 'Take a break',
        description: 'Pause for <b>up to 3 months</b>.',
        dynamic: true,
        validOfferPlans: ['plan_pro'],
        pauseConfig: { maxPauseLength: 3 },
      },
      'DOWNGRADE',
      [],
    );
    expect(next).toMatchObject({
      offerType: 'DOWNGRADE',
      header: 'Take a break',
      description: 'Pause for <b>up to 3 months</b>.',
      dynamic: true,
      validOfferPlans: ['plan_pro'],
      downgradeConfig: { planId: '' },
    });
    expect(next).not.toHaveProperty('pauseConfig');
    expect(next.guid).not.toBe('offer_pause');
  });
});
