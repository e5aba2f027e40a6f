import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customer, pauseOffer, subscription } from '../../domain/sample-data.testing.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { registerEnglish } from '../../i18n/index.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { flow, resetFlow, setFlowData } from '../../state/flow/store.ts';
import { testFlowUi } from './flow-ui.testing.ts';
import { PauseContainer } from './pause-container.tsx';
import { FlowUiProvider } from './ui-context.tsx';

// The later views' chunk entry (later-views.ts) registers their English texts; this test renders without it.
registerEnglish(enLaterSteps);
registerOfferTexts(OFFER_TEXTS);

const UI = testFlowUi();

beforeEach(() => {
  // Monthly, paid until 2025-04-01; today is 2025-03-15: the date input spans 2025-04-01 to 2025-06-15.
  act(() => {
    resetFlow('session');
    setFlowData(null, customer([subscription()]));
    flow.subscriptionId = 'sub_1';
  });
});

afterEach(() => act(() => resetFlow('')));

async function chooseCustomDate(date: string): Promise<HTMLElement> {
  render(
    <FlowUiProvider value={UI}>
      <PauseContainer offer={pauseOffer({ datePicker: true })} />
    </FlowUiProvider>,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pause for' }), 'Custom date');
  const input = screen.getByLabelText('Resume on');
  expect(input.getAttribute('min')).toBe('2025-04-01');
  expect(input.getAttribute('max')).toBe('2025-06-15');
  await userEvent.type(input, date);
  return input;
}

function resumesOn(): string {
  const term = screen.getByText('Resumes on');
  return term.nextElementSibling?.textContent ?? '';
}

function pauseButton(): HTMLButtonElement {
  const button = screen.getByRole('button', { name: 'Pause subscription' });
  if (!(button instanceof HTMLButtonElement)) throw new Error('not a button');
  return button;
}

describe('Pause offer: a custom date outside the date input minimum and maximum is no valid date (spec §5)', () => {
  it.each([
    ['before the minimum (latest billing period end)', '2025-03-20'],
    ['after the maximum (today plus the max pause length)', '2025-07-01'],
  ])('%s: no resume date, the validation message at once, the pause button disabled', async (_, date) => {
    const input = await chooseCustomDate(date);
    expect(resumesOn()).toBe('—');
    expect(screen.getByText('Paused from').nextElementSibling?.textContent).toBe('April 1, 2025');
    expect(screen.getByRole('alert').textContent).toBe('Please, select a valid end date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(pauseButton().disabled).toBe(true);
  });

  it('a date within the bounds previews its resume date and enables the pause button', async () => {
    const input = await chooseCustomDate('2025-05-05');
    expect(resumesOn()).toBe('May 5, 2025');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(pauseButton().disabled).toBe(false);
  });

  it('the bounds themselves are valid dates', async () => {
    await chooseCustomDate('2025-04-01');
    expect(resumesOn()).toBe('April 1, 2025');
    expect(pauseButton().disabled).toBe(false);
  });
});

describe('Pause offer in DAY units (spec §4 names MONTH or DAY units)', () => {
  it('offers 1..max days, each counted from the billing period end, and the custom date up to today plus the days', async () => {
    render(
      <FlowUiProvider value={UI}>
        <PauseContainer offer={pauseOffer({ pauseInterval: 'DAY', maxPauseLength: 14, datePicker: true })} />
      </FlowUiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Pause for' });
    const labels = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(labels).toContain('1 day');
    expect(labels).toContain('14 days');
    await userEvent.selectOptions(select, '10 days');
    expect(resumesOn()).toBe('April 11, 2025');
    await userEvent.selectOptions(select, 'Custom date');
    expect(screen.getByLabelText('Resume on').getAttribute('max')).toBe('2025-03-29');
    expect(pauseButton().disabled).toBe(true);
  });
});

describe('Pause preview with several subscriptions (issue 17 item 7: one pager, not two)', () => {
  it('names the card for the subscription and says where it is among them once, in the pager', async () => {
    act(() => {
      setFlowData(null, customer([subscription(), subscription({ id: 'sub_2' })]));
    });
    render(
      <FlowUiProvider value={UI}>
        <PauseContainer offer={pauseOffer({ datePicker: true })} />
      </FlowUiProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pause for' }), 'Custom date');
    expect(screen.getByRole('heading', { name: 'Your subscription' })).toBeTruthy();
    expect(screen.getAllByText(/\b1\b.*\b2\b/)).toHaveLength(1);
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });
});
