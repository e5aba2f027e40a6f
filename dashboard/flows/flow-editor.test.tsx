import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  type BlueprintInput,
  CouponSchema,
  PlanSchema,
  type StepInput,
} from '../../contract/schemas/index.ts';
import { leaveHeld } from '../leave-warning.testing.ts';
import { EDITOR_MESSAGES, FlowEditor } from './flow-editor.tsx';
import { FlowHistory } from './flow-history.tsx';
import { FlowRefusal } from './flows-client.ts';
import type { Catalog } from './offers/index.ts';

// Every keystroke re-checks the draft and re-renders the whole form: seconds per test on a shared CI machine.
vi.setConfig({ testTimeout: 20_000 });

const BLUEPRINT: BlueprintInput = {
  _id: 'bp_main',
  steps: [
    {
      guid: 'step_survey',
      stepType: 'SURVEY',
      header: 'Why are you leaving?',
      survey: {
        choices: [
          { guid: 'choice_expensive', value: 'Too expensive' },
          { guid: 'choice_unused', value: 'Not using it' },
        ],
      },
    },
    {
      guid: 'step_pause',
      stepType: 'OFFER',
      offer: { guid: 'offer_pause', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
    },
    { guid: 'step_confirm', stepType: 'CONFIRM' },
  ],
};

/** The catalog as the server answers it: the provider's coupons and plans, read with the contract's schemas. */
const CATALOG: Catalog = {
  coupons: [
    { id: 'SAVE20', name: 'Save 20', percent_off: 20, duration: 'once' },
    { id: 'HALF', name: 'Half off', percent_off: 50, duration: 'forever' },
  ].map((coupon) => v.parse(CouponSchema, coupon)),
  plans: [
    {
      id: 'plan_basic',
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product: { name: 'Basic' },
    },
  ].map((plan) => v.parse(PlanSchema, plan)),
};

async function expectNoAxeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

function renderEditor(
  options: {
    initial?: BlueprintInput;
    mayPublish?: boolean;
    onSave?: (b: BlueprintInput) => Promise<unknown>;
  } = {},
) {
  const onSave = vi.fn(options.onSave ?? (async () => ({})));
  const onPublish = vi.fn(async () => 2);
  const view = render(
    <FlowEditor
      initial={options.initial ?? BLUEPRINT}
      catalog={CATALOG}
      mayPublish={options.mayPublish ?? true}
      onSave={onSave}
      onPublish={onPublish}
    />,
  );
  const step = (place: number) => screen.getByRole('group', { name: new RegExp(`^Step ${place}:`) });
  return { ...view, onSave, onPublish, step, user: userEvent.setup() };
}

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

  it('keeps an attached offer’s headline and description when its type changes, either way', async () => {
    const { user, step, onSave } = renderEditor();
    const survey = step(1);
    await user.selectOptions(within(survey).getByLabelText('Offer for choice 1'), 'Pause');
    await user.click(within(survey).getByLabelText('Offer headline'));
    await user.paste('Take a break instead');
    await user.click(within(survey).getByLabelText('Offer description'));
    await user.paste('Come back when you are ready.');
    await user.selectOptions(within(survey).getByLabelText('Offer type'), 'Discount');
    expect(within(survey).getByLabelText('Offer headline')).toHaveProperty('value', 'Take a break instead');
    expect(within(survey).getByLabelText('Offer description')).toHaveProperty(
      'value',
      'Come back when you are ready.',
    );
    // The choice's own offer field changes the type too, and keeps them as well.
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

describe('problems and publishing', () => {
  it('names an empty survey at its step and keeps Publish disabled until it has a choice with a text', async () => {
    const { user, step } = renderEditor();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveProperty('disabled', false);
    await user.click(within(step(1)).getByRole('button', { name: 'Remove choice 1' }));
    await user.click(within(step(1)).getByRole('button', { name: 'Remove choice 1' }));
    expect(within(step(1)).getByRole('list', { name: 'Problems of step 1' }).textContent).toMatch(
      /no choices/,
    );
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(within(problems).getByText(/^Step 1: .*no choices/)).toBeTruthy();
    expect(publish).toHaveProperty('disabled', true);
    await user.click(within(step(1)).getByRole('button', { name: 'Add a choice' }));
    // A choice without a text is a problem of its own (customers would see an unlabeled answer).
    expect(publish).toHaveProperty('disabled', true);
    await user.type(within(step(1)).getByLabelText('Text of choice 1'), 'Too expensive');
    expect(publish).toHaveProperty('disabled', false);
  });

  it('lists every step’s problems in the order the steps are shown, those after the confirmation too', () => {
    // The survey leads straight to the confirmation: the feedback, second in the array, comes after it.
    const { step } = renderEditor({
      initial: {
        _id: 'bp_main',
        steps: [
          {
            guid: 'step_survey',
            stepType: 'SURVEY',
            defaultNextStep: 'step_confirm',
            survey: { choices: [{ guid: 'choice_blank', value: ' ' }] },
          },
          { guid: 'step_feedback', stepType: 'FREEFORM', defaultNextStep: 'step_gone' },
          { guid: 'step_confirm', stepType: 'CONFIRM', defaultPreviousStep: 'step_lost' },
        ],
      },
    });
    expect(within(step(3)).getByRole('list', { name: 'Problems of step 3' }).textContent).toMatch(
      /step_gone does not exist/,
    );
    const problems = within(screen.getByRole('region', { name: 'Problems' })).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual([
      expect.stringMatching(/^Step 1: choice 1 has no text/),
      expect.stringMatching(/^Step 2: its previous step step_lost does not exist/),
      expect.stringMatching(/^Step 3: its next step step_gone does not exist/),
    ]);
  });

  it('publishes the form and says which version went live', async () => {
    const { user, onPublish } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledWith(BLUEPRINT);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', EDITOR_MESSAGES.published(2));
  });

  it('says when there are unsaved changes and warns before leaving, until they are saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, step } = renderEditor();
    expect(screen.queryByText(EDITOR_MESSAGES.unsaved)).toBeNull();
    expect(leaveHeld()).toBe(false);
    await user.type(within(step(1)).getByLabelText('Text of choice 2'), '!');
    expect(screen.getByText(EDITOR_MESSAGES.unsaved)).toBeTruthy();
    expect(leaveHeld()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', EDITOR_MESSAGES.saved);
    expect(screen.queryByText(EDITOR_MESSAGES.unsaved)).toBeNull();
    expect(leaveHeld()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('lets a member save but not publish, and says why', () => {
    renderEditor({ mayPublish: false });
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    expect(screen.getByText(EDITOR_MESSAGES.ownersPublish)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', false);
  });

  it('shows the problems a refused save names', async () => {
    const refusal = new FlowRefusal(400, 'The draft was not saved.', [
      { code: 'INVALID', step: 'step_pause', message: 'Step step_pause: malformed.' },
    ]);
    const { user, step } = renderEditor({ onSave: async () => Promise.reject(refusal) });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The draft was not saved.');
    expect(within(step(2)).getByText('Step step_pause: malformed.')).toBeTruthy();
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
