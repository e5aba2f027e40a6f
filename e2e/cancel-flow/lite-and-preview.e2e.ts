/**
 * Spec §1/§4 lite mode and §6 preview, in Chromium: lite shows only survey, free-form and confirm and
 * hands the cancel to the host's onCancel without any billing call; preview simulates actions (about 2 s,
 * no billing call) and shows plans in every currency.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_ACTION_DELAY_MS } from '../../renderer/domain/constants.ts';
import { billingCalls, expectIdentityHeaders } from '../support/backend-calls.ts';
import { callbackArgs } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

describe('Lite mode: survey, free-form and confirm only; the host cancels (spec §4)', () => {
  it('shows no offers; the last step calls onCancel, hides the widget and makes no billing call', async () => {
    const page = await harness.start({ lite: true });
    await page.expectTitle('Before you go, there');
    await page.choose('It is too expensive');
    await page.footer('Next');
    // The attached discount of this answer is an offer: lite goes straight on to the free-form step.
    await page.expectTitle('Anything else we should know?');
    await page.footer('Next');
    await page.expectTitle('We are sorry to see you go');
    await page.expectVisible(page.dialog.getByText('Step 3 of 3: We are sorry to see you go'));
    await page.footer('Confirm and cancel');

    await page.widget.waitFor({ state: 'detached' });
    await expect.poll(() => page.callbacks()).toContain('onCancel');
    const [, survey] = await callbackArgs(page.page, 'onCancel');
    expect(survey).toEqual({ surveyChoiceValue: 'It is too expensive' });

    const requests = await page.requests();
    expect(billingCalls(requests)).toEqual([]);
    const sessions = requests.filter((request) => request.path === '/api/sessions/lite');
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    if (!session) throw new Error('no lite session results');
    await expectIdentityHeaders(session, { customerId: 'cus_active_monthly' });
    expect(session.body).toMatchObject({
      lite: true,
      canceled: true,
      acceptedOffer: null,
      surveyChoiceId: 'full-flow-choice-too-expensive',
      presentedOffers: [],
    });
    // Lite loads the lite blueprint, never the customer's billing data.
    expect(requests.some((request) => request.path.endsWith('/embed-lite'))).toBe(true);
    expect(requests.some((request) => request.path.endsWith('/embed'))).toBe(false);
  });
});

describe('Preview mode: actions are simulated (spec §6, §9 preview actions wait 2000 ms)', () => {
  it('a pause waits about two seconds on the progress screen, completes, and makes no billing call', async () => {
    const page = await harness.start({ preview: true, blueprint: 'pause-month-max-3' });
    await page.dialog.getByRole('combobox', { name: 'Pause for' }).selectOption({ label: '2 months' });
    const started = Date.now();
    await page.dialog.getByRole('button', { name: 'Pause subscription' }).click();
    await page.expectVisible(page.dialog.getByRole('status').getByText('Pausing your subscription…'));
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your subscription is paused' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(PREVIEW_ACTION_DELAY_MS - 100);

    expect(billingCalls(await page.requests())).toEqual([]);
    await expect.poll(() => page.callbacks()).toContain('onPause');
  });

  it('the plan-change offer shows plans of every currency, with the preview note', async () => {
    const page = await harness.start({ preview: true });
    await page.choose('It is missing features I need');
    await page.footer('Next');
    await page.expectTitle('Our Team plan may have what you need');
    await page.expectVisible(
      page.dialog.getByText(
        'Preview: plans in every currency are shown. Customers only see plans in their own currency.',
      ),
    );
    const showMore = page.dialog.getByRole('button', { name: 'Show more plans...' });
    if (await showMore.isVisible()) await showMore.click();
    const prices = (await page.dialog.locator('.hf-plan__amount').allTextContents()).join(' ');
    expect(prices).toContain('$');
    expect(prices).toContain('€');
    expect(prices).toMatch(/¥|JP¥/);
    expect(prices).toContain('KWD');
  });
});
