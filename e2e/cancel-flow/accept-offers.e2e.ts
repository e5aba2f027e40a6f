/**
 * Spec §4 Actions, in Chromium against the built playground: accepting each billing offer goes through
 * the progress screen to its complete screen, and the backend receives exactly one signed call with an
 * Idempotency-Key and the chosen values. On the mock and on the real server, which checks each action
 * against the offers it served (a slow answer is the proxy's delay there: e2e/support/backends/).
 */
import { addMonths, format, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { customerFixtures } from '../../fixtures/index.ts';
import { actionPath, expectOneActionCall } from '../support/backend-calls.ts';
import { describeOnBackends, MOCK_AND_BOTH_DATABASES } from '../support/backends/targets.ts';
import { addFault, type FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

describeOnBackends(MOCK_AND_BOTH_DATABASES, (backend) => {
  const harness = playgroundHarness(backend);

  const LONG_DATE = 'MMMM d, yyyy';
  const longDate = (date: Date) => format(date, LONG_DATE);
  const readLongDate = (text: string) => parse(text, LONG_DATE, new Date());

  /** The value of a term in the pause preview ('Renews on', 'Resumes on', ...). */
  async function previewValue(page: FlowPage, term: string): Promise<string> {
    const row = page.dialog
      .locator('.hf-pause-preview')
      .getByRole('region')
      .locator('div', {
        has: page.page.getByRole('term').filter({ hasText: term }),
      });
    return (await row.getByRole('definition').textContent())?.trim() ?? '';
  }

  describe('Actions: pause (spec §2 Pause offer, §7 stripe/pause)', () => {
    it('pauses for a chosen length: preview, progress, complete screen and the call', async () => {
      const page = await harness.start({});
      await page.choose('I am not using it enough');
      await page.footer('Next');
      await page.expectTitle('Take a break instead');

      const pauseButton = page.dialog.getByRole('button', { name: 'Pause subscription' });
      expect(await pauseButton.isDisabled()).toBe(true);
      await page.dialog.getByRole('combobox', { name: 'Pause for' }).selectOption({ label: '2 months' });
      const renews = readLongDate(await previewValue(page, 'Renews on'));
      const resumes = longDate(addMonths(renews, 2));
      await page.expectVisible(page.dialog.getByRole('definition').filter({ hasText: resumes }));

      // A slow backend keeps the progress screen up long enough to see it; closing then must not orphan the
      // money action: Escape does nothing and there is no close button until the pause is done.
      await addFault(page, { kind: 'delay', delayMs: 1500, path: actionPath('pause') });
      await pauseButton.click();
      await page.expectVisible(page.dialog.getByRole('status').getByText('Pausing your subscription…'));
      await page.page.keyboard.press('Escape');
      expect(await page.dialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);
      await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your subscription is paused' }));
      await page.expectVisible(page.dialog.getByText(`Your subscription will resume on ${resumes}.`));
      await page.expectVisible(page.dialog.getByText('Offer Accepted').first());
      // Spec §2: the cancel-now link shows once a pause is in place and the subscription is not cancelled.
      await page.expectVisible(page.dialog.getByRole('button', { name: 'Cancel now' }));

      const call = await expectOneActionCall(await page.requests(), actionPath('pause'), {
        customerId: 'cus_active_monthly',
      });
      expect(call.body).toEqual({
        duration: 2,
        interval: 'MONTH',
        date: format(addMonths(renews, 2), 'yyyy-MM-dd'),
      });
      await expect.poll(() => page.callbacks()).toContain('onPause');

      // Cancel now after the pause is a new intent: a cancel call with its own Idempotency-Key.
      await page.dialog.getByRole('button', { name: 'Cancel now' }).click();
      await page.dialog.getByRole('button', { name: 'Yes, cancel' }).click();
      await page.expectVisible(
        page.dialog.getByRole('heading', { name: 'Your subscription has been cancelled' }),
      );
      const cancel = await expectOneActionCall(await page.requests(), actionPath('cancel'), {
        customerId: 'cus_active_monthly',
      });
      expect(cancel.headers['idempotency-key']).not.toBe(call.headers['idempotency-key']);
    });

    it('pauses until a custom date picked in the date picker', async () => {
      const page = await harness.start({ blueprint: 'pause-month-date-picker' });
      await page.expectTitle('Pause instead of cancelling, Louise');
      await page.dialog.getByRole('combobox', { name: 'Pause for' }).selectOption({ label: 'Custom date' });
      const dateInput = page.dialog.getByLabel('Resume on');
      const min = await dateInput.getAttribute('min');
      const max = await dateInput.getAttribute('max');
      if (!min || !max) throw new Error('the date picker has no min/max');
      // Spec §5: minimum = the latest billing period end; maximum = today plus the maximum length (3 months).
      const subscription = customerFixtures['active-monthly'](new Date()).customer.subscriptions?.data[0];
      expect(min).toBe(format(new Date((subscription?.current_period_end ?? 0) * 1000), 'yyyy-MM-dd'));
      expect(max).toBe(format(addMonths(new Date(), 3), 'yyyy-MM-dd'));
      // A day strictly inside the allowed window (spec §5: min = period end, max = today + max length).
      const picked = format(addMonths(parse(min, 'yyyy-MM-dd', new Date()), 1), 'yyyy-MM-dd');
      expect(picked > min && picked < max).toBe(true);

      await dateInput.fill(picked);
      await page.dialog.getByRole('button', { name: 'Pause subscription' }).click();
      const resumes = longDate(parse(picked, 'yyyy-MM-dd', new Date()));
      await page.expectVisible(page.dialog.getByText(`Your subscription will resume on ${resumes}.`));

      const call = await expectOneActionCall(await page.requests(), actionPath('pause'), {
        customerId: 'cus_active_monthly',
      });
      expect(call.body).toMatchObject({ interval: 'MONTH', date: picked });
    });
  });

  describe('Actions: discount (spec §2 Discount offer, §7 stripe/discount)', () => {
    it('claims the attached 20 % forever coupon', async () => {
      const page = await harness.start({});
      await page.choose('It is too expensive');
      await page.footer('Next');
      await page.expectTitle('How about 20% off, for good?');
      await page.expectVisible(page.dialog.getByText('20% off forever'));

      await page.dialog.getByRole('button', { name: 'Claim discount' }).click();
      await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your discount has been applied' }));
      await page.expectVisible(page.dialog.getByText('Your discount: 20% off forever.'));
      // Spec §2: confetti for an accepted discount (the full flow has confetti on).
      await page.expectVisible(page.widget.locator('canvas'));

      const call = await expectOneActionCall(await page.requests(), actionPath('discount'), {
        customerId: 'cus_active_monthly',
      });
      expect(call.body).toEqual({ coupon: 'save20-forever', blueprintId: 'bp_full_flow' });
      await expect.poll(() => page.callbacks()).toContain('onDiscount');
    });
  });

  describe('Actions: trial extension (spec §2 Trial-extension offer, §7 stripe/extend-trial)', () => {
    it('extends a trialing customer’s trial by 14 days', async () => {
      const page = await harness.start({ customer: 'trialing' });
      await page.choose('I am switching to another product');
      await page.footer('Next');
      await page.expectTitle('Anything else we should know?');
      await page.footer('Next');
      // Spec §5: pause is skipped for trial customers, so the discount comes next.
      await page.expectTitle('Stay and save 30%');
      await page.footer('Decline offer');
      await page.expectTitle('Need more time to decide?');

      const endsText = await page.dialog.getByText(/^Your trial ends on /).textContent();
      const trialEnd = readLongDate((endsText ?? '').replace('Your trial ends on ', '').replace(/\.$/, ''));
      await page.expectVisible(page.dialog.getByText('A trial can be extended only once.'));
      await page.dialog.getByRole('button', { name: 'Extend my trial by 14 days' }).click();

      await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your trial has been extended' }));
      const newEnd = new Date(trialEnd.getTime() + 14 * 24 * 3600 * 1000);
      await page.expectVisible(page.dialog.getByText(`Your trial now ends on ${longDate(newEnd)}.`));

      const call = await expectOneActionCall(await page.requests(), actionPath('extend-trial'), {
        customerId: 'cus_trialing',
      });
      expect(call.body).toEqual({ days: 14, blueprintId: 'bp_full_flow' });
      await expect.poll(() => page.callbacks()).toContain('onTrialExtension');
    });
  });

  describe('Actions: plan change (spec §2 Plan-change offer, §7 stripe/update-plan)', () => {
    it('switches to the Team plan at its override price', async () => {
      const page = await harness.start({});
      await page.choose('It is missing features I need');
      await page.footer('Next');
      await page.expectTitle('Our Team plan may have what you need');

      const team = page.dialog.getByRole('article', { name: 'Team' });
      await page.expectVisible(team.getByText('$59/month'));
      // Spec §5: live mode lists only plans in the customer's currency (preview lists every currency).
      const prices = (await page.dialog.locator('.hf-plan__amount').allTextContents()).join(' ');
      expect(prices).not.toMatch(/€|¥|KWD/);
      // The offers' stylesheet arrives with the offers' chunk: the cards are styled (a grid, bordered cards).
      expect(await page.dialog.locator('.hf-plans').evaluate((list) => getComputedStyle(list).display)).toBe(
        'grid',
      );
      expect(await team.evaluate((card) => getComputedStyle(card).borderTopStyle)).toBe('solid');
      await team.getByRole('button', { name: 'Switch plan' }).click();

      await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your plan has been changed' }));
      await page.expectVisible(page.dialog.getByText('You are now on Team.'));

      const call = await expectOneActionCall(await page.requests(), actionPath('update-plan'), {
        customerId: 'cus_active_monthly',
      });
      expect(call.body).toEqual({ planId: 'plan_team_monthly_usd' });
      await expect.poll(() => page.callbacks()).toContain('onPlanChange');
    });
  });
});
