import { describe, expect, it } from 'vitest';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { DIFF_MESSAGES, versionChanges } from './version-diff.ts';

const SURVEY: StepInput = {
  guid: 'survey',
  stepType: 'SURVEY',
  header: 'Why are you leaving?',
  survey: {
    choices: [
      { guid: 'c1', value: 'Too expensive' },
      { guid: 'c2', value: 'Other', type: 'INPUT', followup: { question: 'Tell us' } },
    ],
  },
  offersAttached: {
    c1: { guid: 'o1', offerType: 'DISCOUNT', discountConfig: { couponId: 'SAVE20' } },
  },
};
const PAUSE: StepInput = {
  guid: 'pause',
  stepType: 'OFFER',
  offer: { guid: 'op', offerType: 'PAUSE', header: 'Take a break', pauseConfig: { maxPauseLength: 2 } },
};
const FEEDBACK: StepInput = { guid: 'feedback', stepType: 'FREEFORM', header: 'Anything else?' };
const CONFIRM: StepInput = { guid: 'confirm', stepType: 'CONFIRM', header: 'Sure?' };

const V1: BlueprintInput = { _id: 'bp', name: 'Main', steps: [SURVEY, PAUSE, FEEDBACK, CONFIRM] };

function withStep(blueprint: BlueprintInput, guid: string, edit: (step: StepInput) => StepInput) {
  return { ...blueprint, steps: blueprint.steps.map((step) => (step.guid === guid ? edit(step) : step)) };
}

describe('versionChanges', () => {
  it('finds nothing between a version and itself, nor between a field left out and its default', () => {
    expect(versionChanges(V1, V1)).toEqual([]);
    const explicit = withStep(V1, 'feedback', (step) => ({
      ...step,
      enabled: true,
      description: '',
      defaultNextStep: null,
      freeformConfig: { inputRequired: false, minLength: 0 },
    }));
    expect(versionChanges(V1, explicit)).toEqual([]);
  });

  it('names steps added and removed', () => {
    const v2 = { ...V1, steps: [SURVEY, FEEDBACK, CONFIRM, { guid: 'new', stepType: 'FREEFORM' as const }] };
    expect(versionChanges(V1, v2)).toEqual(['Removed Step 2: Offer.', 'Added Step 4: Free-text feedback.']);
  });

  it('names only the step that moved, not the ones it pushed along', () => {
    const v2 = { ...V1, steps: [SURVEY, FEEDBACK, CONFIRM, PAUSE] };
    expect(versionChanges(V1, v2)).toEqual(['Moved Step 4: Offer from place 2.']);
  });

  it('names texts, switches and links of a kept step', () => {
    const v2 = withStep(V1, 'feedback', (step) => ({
      ...step,
      enabled: false,
      header: 'One more thing',
      description: '<b>Tell</b> us',
      defaultNextStep: 'confirm',
      freeformConfig: { inputRequired: true, minLength: 10 },
    }));
    const name = 'Step 3: Free-text feedback “One more thing”';
    expect(versionChanges(V1, v2)).toEqual([
      `${name}: switched off.`,
      `${name}: header “Anything else?” → “One more thing”.`,
      `${name}: description empty → “<b>Tell</b> us”.`,
      `${name}: Next leads to Step 4: Confirm cancellation “Sure?” (was the next step in order).`,
      `${name}: an answer is required.`,
      `${name}: minimum length 0 → 10.`,
    ]);
  });

  it('names the survey’s choices, follow-ups and their offers', () => {
    const v2 = withStep(V1, 'survey', () => ({
      ...SURVEY,
      survey: {
        followupRequired: true,
        choices: [
          { guid: 'c2', value: 'Other reason', type: 'CHOICE', followup: { question: 'Tell us' } },
          { guid: 'c1', value: 'Too expensive', type: 'INPUT', followup: { question: 'How much?' } },
          { guid: 'c3', value: 'Missing a feature' },
        ],
      },
      offersAttached: {
        c1: { guid: 'o1', offerType: 'DISCOUNT', discountConfig: { couponId: 'HALF' } },
        c3: { guid: 'o3', offerType: 'CONTACT' },
      },
    }));
    const name = 'Step 1: Survey “Why are you leaving?”';
    expect(versionChanges(V1, v2)).toEqual([
      `${name}: a follow-up answer is required.`,
      `${name}: choice “Other” → “Other reason”.`,
      `${name}: choice “Other reason” no longer asks a follow-up question.`,
      `${name}: choice “Too expensive” asks a follow-up question (“How much?”).`,
      `${name}: choice “Too expensive”: coupon SAVE20 → HALF.`,
      `${name}: choice “Missing a feature” added.`,
      `${name}: choice “Missing a feature”: Contact us offer attached.`,
      `${name}: choices reordered.`,
    ]);
  });

  it('names an offer step’s offer: its texts, its settings, or a new type', () => {
    const longer = withStep(V1, 'pause', () => ({
      ...PAUSE,
      offer: { guid: 'op', offerType: 'PAUSE', header: 'Pause instead', pauseConfig: { maxPauseLength: 3 } },
    }));
    expect(versionChanges(V1, longer)).toEqual([
      'Step 2: Offer: offer headline “Take a break” → “Pause instead”.',
      'Step 2: Offer: longest pause (months) 2 → 3.',
    ]);
    const other = withStep(V1, 'pause', () => ({
      ...PAUSE,
      offer: { guid: 'op', offerType: 'TRIAL_EXTENSION', trialExtensionConfig: { trialExtensionDays: 7 } },
    }));
    expect(versionChanges(V1, other)).toEqual(['Step 2: Offer: offer Pause → Trial extension.']);
  });

  it('names the confirm step’s discount notice and the flow’s own settings', () => {
    const v2 = withStep({ ...V1, name: 'Main flow', pauseCooldown: 3 }, 'confirm', (step) => ({
      ...step,
      confirmConfig: { discountNotice: { headline: 'Wait' } },
    }));
    expect(versionChanges(V1, v2)).toEqual([
      'The flow’s name “Main” → “Main flow”.',
      'The flow’s pause cooldown (months) none → 3.',
      'Step 4: Confirm cancellation “Sure?”: discount notice added.',
    ]);
  });

  it('says when a version cannot be read rather than guessing', () => {
    expect(versionChanges(V1, { _id: 'bp' } as BlueprintInput)).toEqual([DIFF_MESSAGES.unreadable]);
  });
});
