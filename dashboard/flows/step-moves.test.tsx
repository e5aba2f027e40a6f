import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlueprintInput, StepInput } from '../../contract/schemas/index.ts';
import { FlowEditor } from './flow-editor.tsx';
import { FlowPreview } from './flow-preview.tsx';
import { STEP_NAME_HEADER_CHARS } from './labels.ts';
import { OFF_PATH_NOTES } from './step-card.tsx';
import { MOVE_REFUSALS } from './step-moves.ts';

// Every click re-checks the draft and re-renders the whole form: seconds per test on a shared CI machine.
vi.setConfig({ testTimeout: 20_000 });

const STEPS: StepInput[] = [
  {
    guid: 'step_survey',
    stepType: 'SURVEY',
    header: 'Why are you leaving?',
    survey: { choices: [{ guid: 'choice_expensive', value: 'Too expensive' }] },
  },
  { guid: 'step_feedback', stepType: 'FREEFORM', header: 'Anything else?' },
  {
    guid: 'step_pause',
    stepType: 'OFFER',
    header: 'Take a break',
    offer: { guid: 'offer_pause', offerType: 'PAUSE', pauseConfig: { maxPauseLength: 3 } },
  },
  { guid: 'step_confirm', stepType: 'CONFIRM', header: 'Sure?' },
];

/** Linked both ways in the array's order, as the seeded demo flows are. */
const LINKED: BlueprintInput = {
  _id: 'bp_main',
  steps: STEPS.map((step, index) => ({
    ...step,
    defaultPreviousStep: STEPS[index - 1]?.guid ?? null,
    defaultNextStep: STEPS[index + 1]?.guid ?? null,
  })),
};

function renderEditor(initial: BlueprintInput = LINKED) {
  const onSave = vi.fn(async (_blueprint: BlueprintInput) => ({}));
  render(
    <FlowEditor
      initial={initial}
      catalog={{ coupons: [], plans: [] }}
      mayPublish
      onSave={onSave}
      onPublish={async () => 2}
    />,
  );
  const user = userEvent.setup();
  const step = (place: number) => screen.getByRole('group', { name: new RegExp(`^Step ${place}:`) });
  const legends = () =>
    screen
      .getAllByRole('group', { name: /^Step \d+:/ })
      .map((group) => group.querySelector('legend')?.textContent);
  const saved = async () => {
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    return onSave.mock.lastCall?.[0] as BlueprintInput;
  };
  return { user, step, legends, saved };
}

/** The text a control's aria-describedby points at, as a screen reader reads it after the name. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Move up / Move down in a flow whose steps are linked', () => {
  it('moves the step in the order shown and in the links the customer follows', async () => {
    const { user, step, legends, saved } = renderEditor();
    await user.click(within(step(3)).getByRole('button', { name: 'Move up' }));
    expect(legends()).toEqual([
      'Step 1: Survey',
      'Step 2: Offer',
      'Step 3: Free-text feedback',
      'Step 4: Confirm cancellation',
    ]);
    const draft = await saved();
    const link = (guid: string) => draft.steps.find((s) => s.guid === guid);
    expect(link('step_survey')?.defaultNextStep).toBe('step_pause');
    expect(link('step_pause')).toMatchObject({
      defaultPreviousStep: 'step_survey',
      defaultNextStep: 'step_feedback',
    });
    expect(link('step_feedback')).toMatchObject({
      defaultPreviousStep: 'step_pause',
      defaultNextStep: 'step_confirm',
    });
    expect(screen.getByRole('heading', { name: 'Problems' }).nextElementSibling?.textContent).toMatch(
      /^None/,
    );
  });

  it('keeps the confirmation last, saying why on the buttons it disables', () => {
    const { step } = renderEditor();
    for (const button of [
      within(step(4)).getByRole('button', { name: 'Move up' }),
      within(step(3)).getByRole('button', { name: 'Move down' }),
    ]) {
      expect(button).toHaveProperty('disabled', true);
      expect(description(button)).toBe(MOVE_REFUSALS.belowConfirm);
    }
    expect(within(step(3)).getByRole('button', { name: 'Move up' })).toHaveProperty('disabled', false);
  });

  it('lists a step added after the confirmation as never shown, and Move up puts it on the path', async () => {
    const { user, step, legends } = renderEditor();
    await user.selectOptions(screen.getByLabelText('New step’s type'), 'Free-text feedback');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(within(step(5)).getByText(OFF_PATH_NOTES.afterConfirm)).toBeTruthy();
    await user.click(within(step(5)).getByRole('button', { name: 'Move up' }));
    expect(legends().slice(3)).toEqual(['Step 4: Free-text feedback', 'Step 5: Confirm cancellation']);
    expect(screen.queryByText(OFF_PATH_NOTES.afterConfirm)).toBeNull();
  });

  it('lists the steps in the order links make, and says once why none moves while Next loops', async () => {
    const { user, step, legends } = renderEditor();
    await user.selectOptions(
      within(step(1)).getByRole('combobox', { name: 'Next leads to' }),
      'Step 3: Offer “Take a break”',
    );
    // The survey now leads to the offer: the feedback is passed by, listed after the confirmation.
    expect(legends()).toEqual([
      'Step 1: Survey',
      'Step 2: Offer',
      'Step 3: Confirm cancellation',
      'Step 4: Free-text feedback',
    ]);
    await user.selectOptions(
      within(step(2)).getByRole('combobox', { name: 'Next leads to' }),
      'Step 1: Survey “Why are you leaving?”',
    );
    const up = within(step(2)).getByRole('button', { name: 'Move up' });
    expect(up).toHaveProperty('disabled', true);
    expect(description(up)).toBe(MOVE_REFUSALS.loop);
    expect(screen.getAllByText(MOVE_REFUSALS.loop)).toHaveLength(1);
  });
});

describe('the step menus name steps short, as text', () => {
  const long = `<b>Wait</b> — ${'before you go, '.repeat(6)}one more thing`;
  const flow: BlueprintInput = {
    ...LINKED,
    steps: LINKED.steps.map((s) => (s.guid === 'step_feedback' ? { ...s, header: long } : s)),
  };

  it('quotes a header without its markup, cut to a length a menu shows', () => {
    const { step } = renderEditor(flow);
    const options = within(within(step(1)).getByRole('combobox', { name: 'Next leads to' })).getAllByRole(
      'option',
    );
    const name = options.map((o) => o.textContent).find((text) => text?.startsWith('Step 2:')) ?? '';
    expect(name).toMatch(/^Step 2: Free-text feedback “Wait — before you go, before .*…”$/);
    expect(Array.from(name.replace(/^Step 2: Free-text feedback “|”$/g, '')).length).toBeLessThanOrEqual(
      STEP_NAME_HEADER_CHARS,
    );
    expect(options.every((o) => o.children.length === 0)).toBe(true);
  });

  it('names the preview’s start steps by the same places and names', () => {
    render(
      <FlowPreview
        appId="app"
        flowId="bp_main"
        lite={false}
        draft={{
          ...flow,
          steps: [flow.steps[0], flow.steps[2], flow.steps[1], flow.steps[3]] as StepInput[],
        }}
      />,
    );
    const options = within(screen.getByRole('combobox', { name: 'Start at' })).getAllByRole('option');
    // Linked survey → feedback → offer → confirm, whatever the array says.
    expect(options.map((o) => o.textContent?.replace(/ “.*/, ''))).toEqual([
      'The first step',
      'Step 1: Survey',
      'Step 2: Free-text feedback',
      'Step 3: Offer',
      'Step 4: Confirm cancellation',
    ]);
  });
});
