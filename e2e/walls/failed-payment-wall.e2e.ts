/**
 * The failed-payment wall, built and loaded by its script tag, with the playground's fake Stripe behind
 * @stripe/react-stripe-js: a card that works, declines then a retry, the host's
 * cancel, the grace period (shown and dismissible, or hidden on the host's opt-in), and ten clicks that send one update.
 * The whole suite runs against the mock and against the real server (e2e/support/backends/).
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_GRACE_PERIOD_DAYS } from '../../fixtures/catalog/failed-invoices.ts';
import { describeOnBackends, MOCK_AND_SERVER } from '../support/backends/targets.ts';
import { callNames, type WallPage, wallsSuite } from './walls-harness.ts';

const CARD_FAILURE =
  'There was an error processing your payment. Please double check your card and try again.';

describeOnBackends(MOCK_AND_SERVER, (backend) => {
  // A declined card logs an error in the page: the tests that expect none say so themselves.
  const harness = wallsSuite(backend, 'allowed');

  const trackedEvents = () => harness.trackedEvents();

  async function typeCard(page: WallPage['page'], number: string) {
    const field = page.getByRole('textbox', { name: 'Card number' });
    await field.fill('');
    await field.pressSequentially(number);
  }

  describe('Failed-payment wall: a new card pays the invoice', () => {
    it('shows the notice and the card on file, confirms without a redirect and pays once however often it is clicked', async () => {
      const host = await harness.open('past-due-outside-grace');
      const { page } = host;
      expect(await host.check('failed-payment')).toEqual({ ok: true, shown: true, skipped: false });
      const dialog = page.getByRole('dialog', { name: 'Update your payment details' });
      await dialog.waitFor();
      expect(await dialog.getByText(/access to your account is limited/).count()).toBe(1);
      expect(await dialog.getByText(/We tried to charge your \S+ card ending in \d{4}\./).count()).toBe(1);
      // Past the grace period the wall cannot be left.
      expect(await dialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);

      const update = dialog.getByRole('button', { name: 'Update billing' });
      expect(await update.isDisabled()).toBe(true);
      await typeCard(page, '4242424242424242');
      await expect.poll(() => update.isEnabled()).toBe(true);
      await update.evaluate((button: HTMLElement) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      expect(harness.received('/embed/billing', 'GET')).toHaveLength(1);
      const updates = harness.received('/embed/billing', 'POST');
      expect(updates).toHaveLength(1);
      expect(updates[0]?.body).toEqual({ paymentMethodId: 'pm_card_visa', failedPaymentWall: true });
      expect(updates[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(await host.confirmations()).toEqual([
        expect.objectContaining({ number: '4242424242424242', handleActions: false, outcome: 'succeeds' }),
      ]);
      expect(await harness.backend.failedInvoices('cus_past_due_outside_grace')).toEqual([]);
      await expect.poll(trackedEvents).toEqual(['ck-failed-payment-wall', 'ck-failed-payment-wall-update']);
      expect(callNames(await host.calls())).toEqual([
        'onFailedPaymentWallActivated',
        'onUpdatePaymentInformation',
      ]);
      // A successful card lets the customer go on.
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.locator('#holdfast-failed-payment-wall').waitFor({ state: 'detached' });
      expect(host.log.errors).toEqual([]);
    });
  });

  describe('Failed-payment wall: card update failure, Back, and a retry', () => {
    it('a card declined at setup, then one declined at payment, then a good card', async () => {
      const host = await harness.open('past-due-outside-grace');
      const { page } = host;
      await host.check('failed-payment', { mode: 'TEST' });
      const update = page.getByRole('button', { name: 'Update billing' });
      const back = page.getByRole('button', { name: 'Back' });

      await typeCard(page, '4000000000000002');
      await update.click();
      await page.getByText(CARD_FAILURE).waitFor();
      // TEST mode shows the technical detail.
      expect(await page.getByText(/Your card was declined\. \(generic_decline\)/).count()).toBe(1);
      expect(harness.received('/embed/billing', 'POST')).toHaveLength(0);
      await back.click();

      await typeCard(page, '4000000000000341');
      await update.click();
      await page.getByText(CARD_FAILURE).waitFor();
      const declined = harness.received('/embed/billing', 'POST');
      expect(declined.map((request) => request.body)).toEqual([
        { paymentMethodId: 'pm_card_chargeDeclined', failedPaymentWall: true },
      ]);
      await back.click();

      await typeCard(page, '4242424242424242');
      await update.click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      const posts = harness.received('/embed/billing', 'POST');
      expect(posts).toHaveLength(2);
      // Each attempt is its own intent: its own key.
      expect(new Set(posts.map((request) => request.headers['idempotency-key'])).size).toBe(2);
      const errorLogs = harness.received('/api/a/e').map((request) => request.body);
      expect(errorLogs).toEqual([
        expect.objectContaining({
          name: 'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR',
          appId: 'app_test',
          mode: 'TEST',
          customerId: 'cus_past_due_outside_grace',
        }),
        expect.objectContaining({ name: 'FAILED_PAYMENT_WALL_UPDATE_CARD_ERROR' }),
      ]);
      expect(callNames(await host.calls()).filter((name) => name === 'onError')).toHaveLength(2);
    });
  });

  describe('Failed-payment wall: cancel through the host', () => {
    it("the cancel link shows only with the host's handler and calls it once", async () => {
      const host = await harness.open('past-due-outside-grace');
      const { page } = host;
      await host.check('failed-payment', { handlers: ['handleFailedPaymentWallCancel'] });
      const dialog = page.getByRole('dialog', { name: 'Update your payment details' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('heading', { name: 'Your subscription has been cancelled' }).waitFor();
      expect(
        callNames(await host.calls()).filter((name) => name === 'handleFailedPaymentWallCancel'),
      ).toHaveLength(1);
      await expect.poll(trackedEvents).toEqual(['ck-failed-payment-wall', 'ck-failed-payment-wall-cancel']);
      expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
      // Cancelled, nothing is left to pay: the customer may now leave the wall.
      await page.keyboard.press('Escape');
      await page.locator('#holdfast-failed-payment-wall').waitFor({ state: 'detached' });
    });

    it('without the handler there is no cancel link', async () => {
      const host = await harness.open('past-due-outside-grace');
      await host.check('failed-payment');
      await host.page.getByRole('button', { name: 'Update billing' }).waitFor();
      expect(await host.page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    });
  });

  describe('Failed-payment wall: hideDuringGracePeriod hides the wall within grace', () => {
    it('an invoice within grace: no wall, no activation, and the next check asks the backend again', async () => {
      const host = await harness.open('past-due-in-grace');
      const { page } = host;
      const result = await host.check('failed-payment', {
        gracePeriodDays: FIXTURE_GRACE_PERIOD_DAYS,
        hideDuringGracePeriod: true,
      });
      expect(result).toEqual({ ok: true, shown: false, skipped: false, reason: 'within-grace' });
      expect(await page.locator('#holdfast-failed-payment-wall').count()).toBe(0);
      expect(callNames(await host.calls())).toEqual([]);
      expect(trackedEvents()).toEqual([]);
      // Once the grace period is over (here: a shorter one), the very next check shows the wall.
      await host.check('failed-payment', { gracePeriodDays: 1, hideDuringGracePeriod: true });
      await page.getByRole('dialog', { name: 'Update your payment details' }).waitFor();
      expect(harness.received('stripe/failed-payments')).toHaveLength(2);
    });
  });

  describe('Failed-payment wall: within the grace period it shows and exit is allowed (the default)', () => {
    it('an invoice within grace: the customer may close the wall (Escape), and it is gone', async () => {
      const host = await harness.open('past-due-in-grace');
      const { page } = host;
      await host.check('failed-payment', { gracePeriodDays: FIXTURE_GRACE_PERIOD_DAYS });
      const dialog = page.getByRole('dialog', { name: 'Update your payment details' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Update billing' }).focus();
      await page.keyboard.press('Escape');
      await page.locator('#holdfast-failed-payment-wall').waitFor({ state: 'detached' });
      expect(callNames(await host.calls())).toEqual([
        'onFailedPaymentWallActivated',
        'onFailedPaymentWallClosed',
      ]);
    });

    it('the same invoice past a shorter grace period: no way out', async () => {
      const host = await harness.open('past-due-in-grace');
      const { page } = host;
      await host.check('failed-payment', { gracePeriodDays: 1 });
      const dialog = page.getByRole('dialog', { name: 'Update your payment details' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Update billing' }).focus();
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
    });
  });
});
