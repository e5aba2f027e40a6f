/**
 * Spec §2 Survey and Freeform, §5 text minimums, in Chromium with real typing: an INPUT answer asks its
 * follow-up with a counter and holds Next until the minimum; an offer on the answer itself comes next;
 * 'Other' stays last in a random order; a required free-form text is marked red on a too-early Next; near
 * the free-text limit the follow-up says what is left, and at it that it takes no more.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import { actionPath, expectOneActionCall } from '../support/backend-calls.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

describe('Survey: an INPUT answer asks its follow-up question (spec §2, §5 followupRequired, minLength)', () => {
  it('holds Next until the follow-up reaches 20 characters, then sends question and answer with the cancel', async () => {
    const page = await harness.start({ blueprint: 'survey-input' });
    await page.expectTitle('Help us understand, Louise');
    await page.choose('A feature I need is missing');
    const followup = page.dialog.getByRole('textbox', { name: 'Which feature were you looking for?' });
    const next = page.dialog.locator('footer').getByRole('button', { name: 'Next' });
    await page.expectVisible(page.dialog.getByText('0/20'));
    expect(await next.isDisabled()).toBe(true);

    await followup.pressSequentially('Bulk export');
    await page.expectVisible(page.dialog.getByText('11/20'));
    expect(await next.isDisabled()).toBe(true);
    await followup.pressSequentially(' to CSV files');
    await page.expectVisible(page.dialog.getByText('24/20'));
    expect(await next.isDisabled()).toBe(false);

    await page.footer('Next');
    await page.expectTitle('Sorry to see you go');
    await page.footer('Confirm and cancel');
    await page.expectVisible(
      page.dialog.getByRole('heading', { name: 'Your subscription has been cancelled' }),
    );

    const requests = await page.requests();
    await expectOneActionCall(requests, actionPath('cancel'), { customerId: 'cus_active_monthly' });
    const [session] = requests.filter((request) => request.path === '/api/sessions');
    expect(session?.body).toMatchObject({
      canceled: true,
      surveyId: 'survey-input-survey',
      surveyChoiceId: 'survey-input-choice-feature',
      followupQuestion: 'Which feature were you looking for?',
      followupResponse: 'Bulk export to CSV files',
    });
  });

  it('an answer with its own offer shows it next: a pause counted in weeks', async () => {
    const page = await harness.start({ blueprint: 'survey-input' });
    await page.choose('I just need a break');
    await page.footer('Next');
    await page.expectTitle('Pause for a few weeks');
    const length = page.dialog.getByRole('combobox', { name: 'Pause for' });
    const options = await length.locator('option').allTextContents();
    expect(options).toEqual(['Choose how long', '1 week', '2 weeks', '3 weeks', '4 weeks']);
    await length.selectOption({ label: '2 weeks' });
    await page.dialog.getByRole('button', { name: 'Pause subscription' }).click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your subscription is paused' }));

    const call = await expectOneActionCall(await page.requests(), actionPath('pause'), {
      customerId: 'cus_active_monthly',
    });
    expect(call.body).toMatchObject({ duration: 2, interval: 'WEEK' });
  });
});

describe('Survey: near the free-text limit the follow-up says what is left (docs/spec-coverage.md)', () => {
  it('from 500 before the limit the characters left, shown and in the live region; at the limit that it takes no more', async () => {
    const page = await harness.start({ blueprint: 'survey-input' });
    await page.choose('A feature I need is missing');
    const followup = page.dialog.getByRole('textbox', { name: 'Which feature were you looking for?' });
    // What is under the field (shown), and what a screen reader is told (a live region, visually hidden).
    const counter = page.dialog.locator('.hf-counter');
    const spoken = page.dialog.locator('.hf-field [aria-live="polite"]');
    // Far from the limit the counter as ever, and the live region says nothing.
    await followup.fill('Bulk export\n'.repeat(374));
    await page.expectVisible(page.dialog.getByText('4488/20'));
    expect(await spoken.textContent()).toBe('');
    // Typed line breaks count one character each, for the field's maxlength as for the hint.
    await followup.pressSequentially('Bulk export\n');
    await page.expectVisible(counter.getByText('You have 500 characters left.'));
    await followup.fill(`${'Bulk export\n'.repeat(415)}Bulk`);
    await followup.pressSequentially(' CSV');
    await page.expectVisible(counter.getByText('You have 12 characters left.'));
    expect(await spoken.textContent()).toBe('You have 12 characters left.');
    expect(await followup.getAttribute('aria-describedby')).toBe(await counter.getAttribute('id'));

    await followup.pressSequentially(' and also to spreadsheets');
    expect(await followup.inputValue()).toHaveLength(MAX_FREE_TEXT_CHARS);
    await page.expectVisible(counter.getByText('5,000 characters is the most this field takes.'));
    expect(await spoken.textContent()).toBe('5,000 characters is the most this field takes.');
  });
});

describe("Survey: random order with 'Other' always last (spec §2)", () => {
  it("keeps 'Other' last and every answer present", async () => {
    const page = await harness.start({ blueprint: 'randomized-survey' });
    await page.expectTitle('Why are you leaving?');
    const answers = await page.dialog
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim() ?? ''));
    expect(answers.at(-1)).toBe('Other');
    expect([...answers].sort()).toEqual(
      [
        'Customer service was lacking',
        'Found a better alternative',
        'Not using it enough',
        'Other',
        'Quality was not good enough',
        'Too expensive',
      ].sort(),
    );
  });
});

describe('Freeform: a required text of at least 15 characters (spec §2 count/min, §5)', () => {
  it('a Next before the minimum marks the field red and stays; enough text moves on', async () => {
    const page = await harness.start({ blueprint: 'randomized-survey' });
    await page.choose('Too expensive');
    await page.footer('Next');
    await page.expectTitle('One more thing');
    const feedback = page.dialog.getByRole('textbox', { name: 'One more thing' });
    await feedback.pressSequentially('Price');
    await page.expectVisible(page.dialog.getByText('5/15'));

    await page.footer('Next');
    await page.expectVisible(page.dialog.getByText('Please write at least 15 characters.'));
    expect(await feedback.getAttribute('aria-invalid')).toBe('true');
    await page.expectTitle('One more thing');

    await feedback.pressSequentially(' went up twice');
    await page.expectVisible(page.dialog.getByText('19/15'));
    await page.footer('Next');
    await page.expectTitle('Sorry to see you go');
  });
});
