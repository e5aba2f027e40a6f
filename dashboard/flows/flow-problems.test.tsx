/** The flow editor's Problems panel, and publishing: who may, what holds it back, what an unsaved or refused draft shows. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveHeld } from '../leave-warning.testing.ts';
import { BLUEPRINT, renderEditor } from './flow-editor.testing.tsx';
import { EDITOR_MESSAGES } from './flow-editor.tsx';
import { FlowRefusal } from './flows-client.ts';

// Every keystroke re-checks the draft and re-renders the whole form: seconds per test on a shared CI machine.
vi.setConfig({ testTimeout: 20_000 });

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
