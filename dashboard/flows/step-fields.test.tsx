import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { expectNoAxeViolations } from '../axe.testing.ts';
import { FlowEditor } from './flow-editor.tsx';

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
          { guid: 'choice_other', value: 'Other' },
        ],
      },
    },
    { guid: 'step_feedback', stepType: 'FREEFORM', header: 'Anything else?' },
    { guid: 'step_confirm', stepType: 'CONFIRM', header: 'Sure?' },
  ],
};

function renderEditor(initial: BlueprintInput = BLUEPRINT) {
  const onSave = vi.fn(async (_blueprint: BlueprintInput) => ({}));
  const view = render(
    <FlowEditor
      initial={initial}
      catalog={{ coupons: [], plans: [] }}
      mayPublish
      onSave={onSave}
      onPublish={async () => 2}
    />,
  );
  const step = (place: number) => screen.getByRole('group', { name: new RegExp(`^Step ${place}:`) });
  const user = userEvent.setup();
  const saved = async (guid: string): Promise<StepInput> => {
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const found = onSave.mock.lastCall?.[0].steps.find((s) => s.guid === guid);
    if (!found) throw new Error(`no step ${guid} saved`);
    return found;
  };
  return { ...view, step, user, saved };
}

describe('a survey choice’s follow-up', () => {
  it('makes a choice ask its own question, required with a minimum length', async () => {
    const { step, user, saved } = renderEditor();
    const survey = step(1);
    expect(within(survey).queryByLabelText('Follow-up question of choice 2')).toBeNull();
    await user.click(
      within(survey).getByRole('checkbox', { name: 'Ask a follow-up question after choice 2' }),
    );
    const question = within(survey).getByLabelText('Follow-up question of choice 2');
    expect(question.getAttribute('placeholder')).toBe('What could we have done better?');
    await user.click(question);
    await user.paste('What would you use instead?');
    const minimum = within(survey).getByLabelText('Follow-up answer’s minimum length (characters)');
    expect(minimum).toHaveProperty('disabled', true);
    await user.click(within(survey).getByRole('checkbox', { name: 'A follow-up answer is required' }));
    await user.clear(minimum);
    await user.paste('12');
    const step1 = await saved('step_survey');
    if (step1.stepType !== 'SURVEY') throw new Error('not a survey');
    expect(step1.survey).toMatchObject({ followupRequired: true, minLength: 12 });
    expect(step1.survey.choices[1]).toMatchObject({
      type: 'INPUT',
      followup: { question: 'What would you use instead?' },
    });
    expect(step1.survey.choices[0]?.type ?? 'CHOICE').toBe('CHOICE');
  });
});

describe('every step type’s texts and settings', () => {
  it('edits a free-form step’s header, description (as text, never markup) and required minimum', async () => {
    const { step, user, saved, container } = renderEditor();
    const feedback = step(2);
    const header = within(feedback).getByLabelText('Header');
    await user.clear(header);
    await user.paste('One more thing');
    const markup = '<b>Tell us</b> {{CUSTOMER_NAME|friend}}<img src=x onerror="alert(1)">';
    const description = within(feedback).getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste(markup);
    expect(description).toHaveProperty('value', markup);
    expect(container.querySelector('b, img')).toBeNull();
    await user.click(within(feedback).getByRole('checkbox', { name: 'An answer is required' }));
    const minimum = within(feedback).getByLabelText('Minimum length (characters)');
    await user.clear(minimum);
    await user.paste('20');
    expect(await saved('step_feedback')).toMatchObject({
      header: 'One more thing',
      description: markup,
      freeformConfig: { inputRequired: true, minLength: 20 },
    });
  });

  it('gives the confirm step a discount notice with its texts, and takes it away', async () => {
    const { step, user, saved } = renderEditor();
    const confirm = step(3);
    const notice = within(confirm).getByRole('checkbox', {
      name: 'Remind a customer with a discount that cancelling ends it',
    });
    await user.click(notice);
    await user.click(within(confirm).getByLabelText('Notice headline'));
    await user.paste('You would lose your discount');
    await user.click(within(confirm).getByLabelText('Text before the discount'));
    await user.paste('You now get');
    expect(await saved('step_confirm')).toMatchObject({
      confirmConfig: { discountNotice: { headline: 'You would lose your discount', prefix: 'You now get' } },
    });
    await user.click(notice);
    expect(within(confirm).queryByLabelText('Notice headline')).toBeNull();
    expect(await saved('step_confirm')).toMatchObject({ confirmConfig: { discountNotice: null } });
  });
});

describe('a minimum length no customer could meet: over MAX_FREE_TEXT_CHARS, what the widget’s fields take', () => {
  const FIELDS = [
    {
      place: 1,
      guid: 'step_survey',
      required: 'A follow-up answer is required',
      label: 'Follow-up answer’s minimum length',
      path: 'survey.minLength',
    },
    {
      place: 2,
      guid: 'step_feedback',
      required: 'An answer is required',
      label: 'Minimum length',
      path: 'freeformConfig.minLength',
    },
  ] as const;

  /**
   * The editor with the field's answer made required, which shows its `minimum` length input;
   * `savedMinLength()` saves the draft and gives the minimum length the step kept.
   */
  async function withAnswerRequired({ place, guid, required, label }: (typeof FIELDS)[number]) {
    const editor = renderEditor();
    await editor.user.click(within(editor.step(place)).getByRole('checkbox', { name: required }));
    const minimum = within(editor.step(place)).getByLabelText(`${label} (characters)`);
    const savedMinLength = async () => {
      const kept = await editor.saved(guid);
      return kept.stepType === 'SURVEY'
        ? kept.survey.minLength
        : kept.stepType === 'FREEFORM'
          ? kept.freeformConfig?.minLength
          : null;
    };
    return { ...editor, minimum, savedMinLength };
  }

  it.each(FIELDS)(
    'is kept as typed and named at step $place ($path); Publish stays disabled until it is at most the limit',
    async (field) => {
      const { place, label, path } = field;
      const { step, user, minimum } = await withAnswerRequired(field);
      const publish = screen.getByRole('button', { name: 'Publish' });
      expect(minimum.getAttribute('max')).toBe(String(MAX_FREE_TEXT_CHARS));
      await user.clear(minimum);
      await user.paste(String(MAX_FREE_TEXT_CHARS + 1));

      // Not quietly cut to the limit: the author sees what they asked for and why it cannot be published.
      expect(minimum).toHaveProperty('valueAsNumber', 5001);
      expect(minimum.getAttribute('aria-invalid')).toBe('true');
      expect(within(step(place)).getByRole('list', { name: `Problems of step ${place}` }).textContent).toBe(
        `${label} (${path}) is 5,001 characters, more than the 5,000 a customer may type, so no answer ` +
          'could meet it. Ask for 5,000 at most.',
      );
      const problems = screen.getByRole('region', { name: 'Problems' });
      expect(within(problems).getByText(new RegExp(`^Step ${place}: ${label}`))).toBeTruthy();
      expect(publish).toHaveProperty('disabled', true);

      // As the author would fix it: 5001, 500, 5000.
      await user.type(minimum, '{Backspace}0');
      expect(minimum).toHaveProperty('valueAsNumber', MAX_FREE_TEXT_CHARS);
      expect(minimum.getAttribute('aria-invalid')).toBeNull();
      expect(within(step(place)).queryByRole('list', { name: `Problems of step ${place}` })).toBeNull();
      expect(publish).toHaveProperty('disabled', false);
    },
  );

  it.each(FIELDS)(
    'takes a minimum cleared and typed again as typed: 10 cleared, then 5, is 5 ($path)',
    async (field) => {
      const { user, minimum, savedMinLength } = await withAnswerRequired(field);
      fireEvent.change(minimum, { target: { value: '10' } });
      await user.clear(minimum);
      expect(minimum).toHaveProperty('value', '');
      await user.type(minimum, '5');
      expect(minimum).toHaveProperty('valueAsNumber', 5);
      expect(await savedMinLength()).toBe(5);
    },
  );

  it.each(FIELDS)(
    'keeps the last whole number when a negative one is entered, shown again once the field is left ($path)',
    async (field) => {
      const { minimum, savedMinLength } = await withAnswerRequired(field);
      fireEvent.change(minimum, { target: { value: '12' } });
      fireEvent.change(minimum, { target: { value: '-3' } });
      expect(minimum.getAttribute('aria-invalid')).toBe('true');
      fireEvent.blur(minimum);
      expect(minimum).toHaveProperty('valueAsNumber', 12);
      expect(await savedMinLength()).toBe(12);
    },
  );
});

describe('step links', () => {
  it('links Next to a step of the flow, and a loop keeps Publish disabled until it is undone', async () => {
    const { step, user, saved } = renderEditor();
    const publish = screen.getByRole('button', { name: 'Publish' });
    const next = within(step(1)).getByRole('combobox', { name: 'Next leads to' });
    expect(
      within(next)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'The next step in order',
      'Step 2: Free-text feedback “Anything else?”',
      'Step 3: Confirm cancellation “Sure?”',
    ]);
    await user.selectOptions(next, 'Step 2: Free-text feedback “Anything else?”');
    expect(await saved('step_survey')).toMatchObject({ defaultNextStep: 'step_feedback' });

    const backToSurvey = within(step(2)).getByRole('combobox', { name: 'Next leads to' });
    await user.selectOptions(backToSurvey, 'Step 1: Survey “Why are you leaving?”');
    expect(within(step(2)).getByRole('list', { name: 'Problems of step 2' }).textContent).toMatch(/a loop/);
    expect(publish).toHaveProperty('disabled', true);
    await user.selectOptions(backToSurvey, 'The next step in order');
    expect(publish).toHaveProperty('disabled', false);
  });

  it('refuses a publish that leaves the confirm step off the path', async () => {
    const { step, user } = renderEditor();
    await user.selectOptions(screen.getByLabelText('New step’s type'), 'Free-text feedback');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    // The survey's Next jumps to the new step, which ends the path: the confirmation (listed 4th) is off it.
    await user.selectOptions(
      within(step(1)).getByRole('combobox', { name: 'Next leads to' }),
      'Step 4: Free-text feedback',
    );
    expect(within(step(4)).getByRole('list', { name: 'Problems of step 4' }).textContent).toMatch(
      /not on the path/,
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('lets Back’s link to a removed step fall back to where the customer came from', async () => {
    const { step, user } = renderEditor();
    await user.selectOptions(
      within(step(1)).getByRole('combobox', { name: 'Back leads to' }),
      'Step 2: Free-text feedback “Anything else?”',
    );
    await user.click(within(step(2)).getByRole('button', { name: 'Remove step' }));
    const back = within(step(1)).getByRole('combobox', { name: 'Back leads to' });
    expect(back).toHaveProperty('value', '');
    expect(within(back).getByRole('option', { selected: true }).textContent).toBe(
      'The step the customer came from',
    );
  });

  it('shows a link to a step the draft does not have (an older version’s) as a missing step', () => {
    const [first, ...rest] = BLUEPRINT.steps;
    if (!first) throw new Error('no first step');
    const { step } = renderEditor({
      ...BLUEPRINT,
      steps: [{ ...first, defaultPreviousStep: 'step_gone' }, ...rest],
    });
    const back = within(step(1)).getByRole('combobox', { name: 'Back leads to' });
    expect(back).toHaveProperty('value', 'step_gone');
    expect(within(back).getByRole('option', { selected: true }).textContent).toBe(
      'A missing step (step_gone)',
    );
  });

  it('has an accessible name on every new control (axe)', async () => {
    const { container, step, user } = renderEditor();
    await user.click(
      within(step(1)).getByRole('checkbox', { name: 'Ask a follow-up question after choice 1' }),
    );
    await user.click(
      within(step(3)).getByRole('checkbox', {
        name: 'Remind a customer with a discount that cancelling ends it',
      }),
    );
    await expectNoAxeViolations(container);
  });
});
