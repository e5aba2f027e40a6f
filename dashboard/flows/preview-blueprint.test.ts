import { describe, expect, it } from 'vitest';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { checkDraft } from '../../renderer/domain/draft-problems.ts';
import { previewBlueprint } from './preview-blueprint.ts';

const DRAFT: BlueprintInput = {
  _id: 'bp_main',
  styles: { theme: 'default', colors: { primary: '#123456' } },
  steps: [
    { guid: 'survey', stepType: 'SURVEY', survey: { choices: [{ guid: 'c', value: 'Too expensive' }] } },
    { guid: 'feedback', stepType: 'FREEFORM', enabled: false },
    { guid: 'confirm', stepType: 'CONFIRM' },
  ],
};

describe('the draft as the preview draws it', () => {
  it('starts where customers start, in the draft’s theme, when nothing is picked', () => {
    expect(previewBlueprint(DRAFT, { fromStep: null, theme: null })).toEqual(DRAFT);
  });

  it('starts at the picked step, showing it even when it is switched off', () => {
    const preview = previewBlueprint(DRAFT, { fromStep: 'feedback', theme: null });
    expect(preview.steps.map((step) => [step.guid, step.enabled])).toEqual([
      ['feedback', true],
      ['confirm', undefined],
    ]);
  });

  it('starts at the picked step and goes on in the order links make, not the array’s', () => {
    const linked: BlueprintInput = {
      _id: 'bp_linked',
      steps: [
        { guid: 'survey', stepType: 'SURVEY', defaultNextStep: 'feedback', survey: { choices: [] } },
        { guid: 'confirm', stepType: 'CONFIRM' },
        { guid: 'feedback', stepType: 'FREEFORM', defaultNextStep: 'confirm' },
      ],
    };
    const preview = previewBlueprint(linked, { fromStep: 'feedback', theme: null });
    expect(preview.steps.map((step) => step.guid)).toEqual(['feedback', 'confirm']);
  });

  it('drops the links to steps it left out, which the widget would warn about as the draft’s problems', () => {
    const linked: BlueprintInput = {
      _id: 'bp_linked',
      steps: [
        { guid: 'survey', stepType: 'SURVEY', defaultNextStep: 'feedback', survey: { choices: [] } },
        { guid: 'feedback', stepType: 'FREEFORM', defaultPreviousStep: 'survey', defaultNextStep: 'offer' },
        { guid: 'offer', stepType: 'FREEFORM', defaultPreviousStep: 'feedback', defaultNextStep: 'confirm' },
        { guid: 'confirm', stepType: 'CONFIRM', defaultPreviousStep: 'offer' },
      ],
    };
    const preview = previewBlueprint(linked, { fromStep: 'feedback', theme: null });
    expect(preview.steps.map((step) => [step.guid, step.defaultPreviousStep, step.defaultNextStep])).toEqual([
      ['feedback', null, 'offer'],
      ['offer', 'feedback', 'confirm'],
      ['confirm', 'offer', null],
    ]);
    expect(checkDraft(preview).problems).toEqual([]);
  });

  it('starts where customers start when the picked step was removed', () => {
    expect(previewBlueprint(DRAFT, { fromStep: 'gone', theme: null }).steps).toEqual(DRAFT.steps);
  });

  it('draws in the picked theme, keeping the draft’s colours; the draft is not changed', () => {
    const preview = previewBlueprint(DRAFT, { fromStep: null, theme: 'theme-v2' });
    expect(preview.styles).toEqual({ theme: 'theme-v2', colors: { primary: '#123456' } });
    expect(DRAFT.styles?.theme).toBe('default');
    expect(previewBlueprint({ _id: 'x', steps: [] }, { fromStep: null, theme: 'theme-v2' }).styles).toEqual({
      theme: 'theme-v2',
    });
  });
});
