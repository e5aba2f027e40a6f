import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { expectNoAxeViolations } from '../axe.testing.ts';
import { BLUEPRINT, renderEditor } from './flow-editor.testing.tsx';
import { EDITOR_MESSAGES } from './flow-editor.tsx';
import { FlowHistory } from './flow-history.tsx';

// Every keystroke re-checks the draft and re-renders the whole form: seconds per test on a shared CI machine.
vi.setConfig({ testTimeout: 20_000 });

function savedSurvey(onSave: ReturnType<typeof vi.fn>): Extract<StepInput, { stepType: 'SURVEY' }> {
  const blueprint = onSave.mock.lastCall?.[0] as BlueprintInput;
  const survey = blueprint.steps.find((step) => step.stepType === 'SURVEY');
  if (survey?.stepType !== 'SURVEY') throw new Error('no survey saved');
  return survey;
}

describe('survey choices', () => {
  it('edits a choice’s text and attaches a discount with a coupon from the catalog', async () => {
    const { user, step, onSave } = renderEditor();
    const survey = step(1);
    const text = within(survey).getByLabelText('Text of choice 2');
    await user.clear(text);
    await user.paste('Moving to another tool');
    await user.selectOptions(within(survey).getByLabelText('Offer for choice 1'), 'Discount');
    await user.selectOptions(within(survey).getByLabelText('Coupon'), 'HALF');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const saved = savedSurvey(onSave);
    expect(saved.survey.choices.map((choice) => choice.value)).toEqual([
      'Too expensive',
      'Moving to another tool',
    ]);
    expect(saved.offersAttached?.choice_expensive).toMatchObject({
      offerType: 'DISCOUNT',
      discountConfig: { couponId: 'HALF' },
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', EDITOR_MESSAGES.saved);
  });

  it('chooses an attached offer’s type with the choice’s one control, keeping its texts either way', async () => {
    const { user, step, onSave } = renderEditor();
    const survey = step(1);
    await user.selectOptions(within(survey).getByLabelText('Offer for choice 1'), 'Pause');
    // The choice's "Offer for" is the only control of the type: the offer's fields under it add none.
    const offerFor = within(survey).getByRole('combobox', { name: 'Offer for choice 1' });
    const choice = offerFor.closest('li');
    if (!choice) throw new Error('the choice is no list item');
    expect(within(choice).getAllByRole('combobox')).toEqual([offerFor]);
    expect(within(survey).queryByRole('combobox', { name: 'Offer type' })).toBeNull();
    await user.click(within(survey).getByLabelText('Offer headline'));
    await user.paste('Take a break instead');
    await user.click(within(survey).getByLabelText('Offer description'));
    await user.paste('Come back when you are ready.');
    await user.selectOptions(within(survey).getByLabelText('Offer for choice 1'), 'Discount');
    expect(within(survey).getByLabelText('Offer headline')).toHaveProperty('value', 'Take a break instead');
    expect(within(survey).getByLabelText('Offer description')).toHaveProperty(
      'value',
      'Come back when you are ready.',
    );
    await user.selectOptions(within(survey).getByLabelText('Offer for choice 1'), 'Contact us');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(savedSurvey(onSave).offersAttached?.choice_expensive).toMatchObject({
      offerType: 'CONTACT',
      header: 'Take a break instead',
      description: 'Come back when you are ready.',
    });
  });

  it('removes a choice with the offer attached to it, and adds one', async () => {
    const { user, step, onSave } = renderEditor();
    await user.selectOptions(within(step(1)).getByLabelText('Offer for choice 1'), 'Pause');
    await user.click(within(step(1)).getByRole('button', { name: 'Remove choice 1' }));
    await user.click(within(step(1)).getByRole('button', { name: 'Add a choice' }));
    await user.click(within(step(1)).getByLabelText('Text of choice 2'));
    await user.paste('Missing a feature');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const saved = savedSurvey(onSave);
    expect(saved.survey.choices.map((choice) => choice.value)).toEqual(['Not using it', 'Missing a feature']);
    expect(saved.offersAttached).toEqual({});
  });
});

describe('steps', () => {
  it('reorders, disables, removes and adds steps', async () => {
    const { user, step, onSave } = renderEditor();
    await user.click(within(step(2)).getByRole('button', { name: 'Move up' }));
    expect(step(1)).toHaveProperty('textContent', expect.stringContaining('Step 1: Offer'));
    await user.click(within(step(2)).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(step(3)).getByRole('button', { name: 'Remove step' }));
    await user.selectOptions(screen.getByLabelText('New step’s type'), 'Confirm cancellation');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const saved = onSave.mock.lastCall?.[0] as BlueprintInput;
    expect(saved.steps.map((s) => [s.stepType, s.enabled ?? true])).toEqual([
      ['OFFER', true],
      ['SURVEY', false],
      ['CONFIRM', true],
    ]);
  });

  it('has an accessible name on every control (axe)', async () => {
    const { container, user, step } = renderEditor();
    await user.selectOptions(within(step(1)).getByLabelText('Offer for choice 1'), 'Plan change');
    await expectNoAxeViolations(container);
  });
});

describe('versions and audit', () => {
  const versions = [
    { version: 2, createdAt: '2026-11-25T10:00:00.000Z', current: true },
    { version: 1, createdAt: '2026-11-24T10:00:00.000Z', current: false },
  ];
  const audit = [
    {
      id: 'audit_1',
      at: '2026-11-25T10:00:00.000Z',
      action: 'published' as const,
      version: 2,
      fromVersion: null,
      user: { name: 'Olive Owner', email: 'owner@team.example' },
    },
  ];

  it('rolls back to an older version, for owners only', async () => {
    const onRollback = vi.fn();
    const { container, rerender } = render(
      <FlowHistory
        versions={versions}
        audit={audit}
        mayRollBack
        onRollback={onRollback}
        loadVersion={async () => BLUEPRINT}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Roll back to version 2' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Roll back to version 1' }));
    expect(onRollback).toHaveBeenCalledWith(1);
    expect(screen.getByText(/Olive Owner \(owner@team\.example\) · Published version 2/)).toBeTruthy();
    await expectNoAxeViolations(container);
    rerender(
      <FlowHistory
        versions={versions}
        audit={audit}
        mayRollBack={false}
        onRollback={onRollback}
        loadVersion={async () => BLUEPRINT}
      />,
    );
    expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
  });
});
