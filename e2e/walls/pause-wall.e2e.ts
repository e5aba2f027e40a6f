/**
 * The pause wall, built and loaded by its script tag: resume, cancel, the soft pause's way out, and ten
 * clicks that send one request. The whole suite runs against the mock and against the real server
 * (e2e/support/backends/).
 */
import { describe, expect, it } from 'vitest';
import { describeOnBackends, MOCK_AND_SERVER } from '../support/backends/targets.ts';
import { callNames, wallsSuite } from './walls-harness.ts';

describeOnBackends(MOCK_AND_SERVER, (backend) => {
  const harness = wallsSuite(backend);

  const trackedEvents = () => harness.trackedEvents();

  describe('Pause wall: resume', () => {
    it('greets the paused customer, resumes on the tenth click as on the first (one request), and says welcome back', async () => {
      const host = await harness.open('paused');
      const { page } = host;
      expect(await host.check('pause')).toEqual({ ok: true, shown: true, skipped: false });
      const dialog = page.getByRole('dialog', { name: 'Resume your subscription' });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByText(/^Hi /).textContent()).toMatch(/^Hi \S+,$/);
      expect(await dialog.getByText(/will reactivate automatically on/).count()).toBe(1);
      expect(await dialog.getByText('Resume now and keep your original rate.').count()).toBe(1);
      expect(await dialog.getByText(/account data is kept safe/).count()).toBe(1);
      // A full pause in the main wall state cannot be left: no close button, and Escape does nothing.
      expect(await dialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);

      const resume = dialog.getByRole('button', { name: 'Resume Subscription Now' });
      await resume.evaluate((button: HTMLElement) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
      const resumes = harness.received('/stripe/resume', 'POST');
      expect(resumes).toHaveLength(1);
      expect(resumes[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(resumes[0]?.body).toEqual({ options: { subscriptionId: 'sub_paused' } });
      await expect.poll(trackedEvents).toEqual(['ck-pause-wall', 'ck-pause-wall-resume']);
      expect(callNames(await host.calls())).toEqual(['onPauseWallActivated', 'onResume']);

      // Out of the main wall state the customer may leave.
      await page.keyboard.press('Escape');
      await page.locator('#holdfast-pause-wall').waitFor({ state: 'detached' });
      expect(callNames(await host.calls())).toContain('onPauseWallClosed');
    });
  });

  describe('Pause wall: cancel now', () => {
    it('cancels at period end once and shows when the subscription ends', async () => {
      const host = await harness.open('paused');
      const { page } = host;
      await host.check('pause');
      await page.getByRole('button', { name: 'Cancel now' }).click();
      // Asked once before it cancels (issue 17 §7): nothing is sent until the customer confirms.
      await page.getByRole('group', { name: 'Are you sure you want to cancel your subscription?' }).waitFor();
      expect(harness.received('/stripe/cancel', 'POST')).toHaveLength(0);
      await page.getByRole('button', { name: 'Yes, cancel' }).click();
      await page.getByRole('heading', { name: 'Your subscription has been cancelled' }).waitFor();
      expect(await page.getByText(/You keep access until/).count()).toBe(1);
      const cancels = harness.received('/stripe/cancel', 'POST');
      expect(cancels).toHaveLength(1);
      expect(cancels[0]?.body).toEqual({ cancelAtPeriodEnd: true });
      expect(cancels[0]?.headers['x-holdfast-subscription-id']).toBe('sub_paused');
      await expect.poll(trackedEvents).toEqual(['ck-pause-wall', 'ck-pause-wall-cancel']);
      expect(callNames(await host.calls())).toContain('onCancel');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.locator('#holdfast-pause-wall').waitFor({ state: 'detached' });
    });
  });

  describe('Pause wall: exit allowed on a soft pause', () => {
    it('shows the term end, and the close button lets the customer go on', async () => {
      const host = await harness.open('paused-soft-annual');
      const { page } = host;
      await host.check('pause');
      const dialog = page.getByRole('dialog', { name: 'Resume your subscription' });
      await dialog.waitFor();
      expect(await dialog.getByText(/You have access until your current term ends on/).count()).toBe(1);
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
      await page.locator('#holdfast-pause-wall').waitFor({ state: 'detached' });
      expect(callNames(await host.calls())).toEqual(['onPauseWallActivated', 'onPauseWallClosed']);
      expect(harness.received('/stripe/resume')).toHaveLength(0);
    });
  });

  describe('Pause wall: not before its start date', () => {
    it('a pause whose pauseWallStartDate lies ahead shows no wall, and caches no clean result', async () => {
      const host = await harness.open('paused-wall-later');
      expect(await host.check('pause', { force: true })).toMatchObject({ ok: true, shown: false });
      expect(await host.page.locator('#holdfast-pause-wall').count()).toBe(0);
      // "Not yet" is no clean result (spec §4): the next page load asks again, so the wall comes on its day.
      expect(await host.check('pause')).toMatchObject({ ok: true, shown: false, skipped: false });
      expect(harness.received('embed/customer')).toHaveLength(2);
    });
  });

  describe('Wall check failures lead to ERROR, a logged error and an onError call', () => {
    it('a failing customer lookup: no wall, PAUSE_WALL_INITIALIZATION_ERROR logged with the identity, onError', async () => {
      // A customer the backend has never seen: its own lookup answers 404, no fault injected.
      const host = await harness.open('unknown-customer');
      expect(await host.check('pause')).toEqual({
        ok: false,
        message: expect.stringContaining('Sorry, could not find a customer with matching ID.'),
      });
      expect(await host.page.locator('#holdfast-pause-wall').count()).toBe(0);
      await expect.poll(() => harness.received('/api/a/e').length).toBe(1);
      expect(harness.received('/api/a/e')[0]?.body).toEqual({
        name: 'PAUSE_WALL_INITIALIZATION_ERROR',
        email: null,
        error: expect.stringContaining('Sorry, could not find a customer'),
        appId: 'app_test',
        mode: 'LIVE',
        customerId: 'cus_unknown',
      });
      const calls = await host.calls();
      expect(calls.map((call) => call.name)).toEqual(['onError']);
      expect(calls[0]?.args[0]).toMatchObject({ code: 'PAUSE_WALL_INITIALIZATION_ERROR' });
      // The refused lookup and the wall's console.error are expected here; nothing else may have failed.
      const expected = ['PAUSE_WALL_INITIALIZATION_ERROR', 'status of 404'];
      host.log.errors = host.log.errors.filter((error) => !expected.some((text) => error.includes(text)));
    });
  });
});
