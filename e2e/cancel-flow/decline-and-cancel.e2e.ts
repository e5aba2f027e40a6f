/**
 * Spec §4 Step navigation and the cancel action, in Chromium: a customer answers the survey, writes
 * feedback, declines every offer, confirms and sees the cancelled screen; the backend receives one signed
 * cancel and the session's results. On the mock and on the real server (e2e/support/backends/).
 */
import { describe, expect, it } from 'vitest';
import { actionPath, expectIdentityHeaders, expectOneActionCall } from '../support/backend-calls.ts';
import { describeOnBackends, MOCK_AND_SERVER } from '../support/backends/targets.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

/** The full flow's offer steps for an active monthly customer (trial extension is skipped: not trialing). */
const OFFER_TITLES = [
  'Need a break, Louise?',
  'Stay and save 30%',
  'Find a plan that fits',
  'Can we help?',
  'See what is new',
];

const FEEDBACK = 'Too many tools; I am consolidating.';

describeOnBackends(MOCK_AND_SERVER, (backend) => {
  const harness = playgroundHarness(backend);

  describe('Step navigation: survey → freeform → offers → confirm → cancelled (spec §4)', () => {
    it('declines every offer, confirms and sees the cancelled screen; one cancel call reaches the backend', async () => {
      const page = await harness.start();
      await page.expectTitle('Before you go, Louise');
      // Spec §5: Next stays disabled until the survey is answered.
      const next = page.dialog.getByRole('contentinfo').getByRole('button', { name: 'Next' });
      expect(await next.isDisabled()).toBe(true);
      await page.expectVisible(
        page.dialog.getByRole('contentinfo').getByRole('button', { name: 'Nevermind' }),
      );

      await page.choose('I am switching to another product');
      await page.footer('Next');
      await page.expectTitle('Anything else we should know?');
      const feedback = page.dialog.getByRole('textbox', { name: 'Anything else we should know?' });
      await feedback.pressSequentially(FEEDBACK);
      await expect.poll(() => feedback.inputValue()).toBe(FEEDBACK);
      // No minimum is set: no "35/0" counter (issue 17 item 7).
      expect(await page.dialog.getByText(`${FEEDBACK.length}/0`).count()).toBe(0);
      await page.footer('Next');

      for (const title of OFFER_TITLES) {
        await page.expectTitle(title);
        await page.footer('Decline offer');
      }
      await page.expectTitle('We are sorry to see you go');
      await page.expectVisible(page.dialog.getByText('Final Confirmation'));
      expect(await page.requests(actionPath('cancel'))).toEqual([]);

      await page.footer('Confirm and cancel');
      await page.expectVisible(
        page.dialog.getByRole('heading', { name: 'Your subscription has been cancelled' }),
      );
      await page.expectVisible(page.dialog.getByText(/^You keep access until \w+ \d{1,2}, \d{4}\.$/));
      await page.expectVisible(page.dialog.getByText('Subscription Cancelled').first());
      // Spec §2: no cancel-now link once cancelled; Go to account closes.
      expect(await page.dialog.getByRole('button', { name: 'Cancel now' }).count()).toBe(0);
      expect(await page.widget.locator('canvas').count()).toBe(0);

      const requests = await page.requests();
      const cancel = await expectOneActionCall(requests, actionPath('cancel'), {
        customerId: 'cus_active_monthly',
      });
      expect(cancel.body).toEqual({ cancelAtPeriodEnd: true });

      const sessions = requests.filter((request) => request.path === '/api/sessions');
      expect(sessions).toHaveLength(1);
      const [session] = sessions;
      if (!session) throw new Error('no session results');
      await expectIdentityHeaders(session, { customerId: 'cus_active_monthly' });
      expect(session.body).toMatchObject({
        blueprintId: 'bp_full_flow',
        canceled: true,
        aborted: false,
        acceptedOffer: null,
        surveyChoiceId: 'full-flow-choice-switching',
        feedback: FEEDBACK,
      });
      await expect.poll(() => page.callbacks()).toContain('onCancel');

      await page.footer('Go to account');
      await page.widget.waitFor({ state: 'detached' });
      const callbacks = await page.callbacks();
      expect(callbacks.slice(-2)).toEqual(['onGoToAccount', 'onClose']);
    });

    it('Back returns to the previous step with the answer kept; Nevermind on the first step closes', async () => {
      const page = await harness.start();
      await page.choose('It is too expensive');
      await page.footer('Next');
      await page.expectTitle('How about 20% off, for good?');
      await page.footer('Back');
      await page.expectTitle('Before you go, Louise');
      expect(await page.dialog.getByRole('radio', { name: 'It is too expensive' }).isChecked()).toBe(true);

      await page.footer('Nevermind');
      await page.widget.waitFor({ state: 'detached' });
      // Spec §4 Shutdown: leaving early sends the session as aborted, then onClose; nothing was billed.
      await expect.poll(async () => (await page.requests('/api/sessions')).length).toBe(1);
      const [session] = await page.requests('/api/sessions');
      expect(session?.body).toMatchObject({ aborted: true, canceled: false });
      expect((await page.requests()).filter((request) => request.path.includes('/stripe/'))).toEqual([]);
      expect(await page.callbacks()).toContain('onClose');
    });
  });
});
