/**
 * Spec §2 Error screen and §8, in Chromium: 'No subscription found' is the one message shown verbatim;
 * every other failure (a failed load, a failed action) shows the generic text, with the technical details
 * only in test mode.
 */
import { describe, expect, it } from 'vitest';
import { APP_ID, actionPath, billingCalls } from '../support/backend-calls.ts';
import { addFault, callbackArgs, type FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

/** The backend's own words for a failure: a customer must never read them in live mode. */
const BACKEND_MESSAGE = 'Upstream billing provider timed out';

async function expectGenericError(page: FlowPage): Promise<void> {
  await page.expectVisible(page.dialog.getByRole('heading', { name: 'Sorry, something went wrong' }));
  await page.expectVisible(page.dialog.getByText('Please contact us.'));
  await page.expectVisible(page.dialog.getByText('An Error Occurred').first());
  await page.expectVisible(page.dialog.getByRole('button', { name: 'Go to account' }));
}

describe('Error screen: no subscription (customer `no-subscription`)', () => {
  it("shows 'No subscription found' verbatim, and Go to account closes", async () => {
    const page = await harness.start({ customer: 'no-subscription' });
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Sorry, something went wrong' }));
    await page.expectVisible(page.dialog.getByText('No subscription found', { exact: true }));
    expect(await page.dialog.getByText('Please contact us.').count()).toBe(0);
    expect(await page.dialog.getByRole('radio').count()).toBe(0);
    expect(billingCalls(await page.requests())).toEqual([]);

    await page.dialog.getByRole('button', { name: 'Go to account' }).click();
    await page.widget.waitFor({ state: 'detached' });
    await expect.poll(() => page.callbacks()).toContain('onGoToAccount');
  });
});

describe('Error screen: any other failure shows the generic text', () => {
  it('a failed load: generic text, no backend words; onError reports the initialisation failure', async () => {
    const page = await harness.open();
    await addFault(page, {
      kind: 'status',
      status: 500,
      message: BACKEND_MESSAGE,
      path: `/api/orgs/${APP_ID}/embed`,
    });
    await page.show();
    await expectGenericError(page);
    expect(await page.dialog.getByText(BACKEND_MESSAGE).count()).toBe(0);
    await expect.poll(() => page.callbacks()).toContain('onError');
    const [error] = await callbackArgs(page.page, 'onError');
    expect(error).toMatchObject({ code: 'INITIALIZATION_ERROR' });
  });

  it('a failed pause: generic text in live mode; the pause is not reported as accepted', async () => {
    const page = await harness.start({ blueprint: 'pause-month-max-3' });
    await addFault(page, {
      kind: 'status',
      status: 500,
      message: BACKEND_MESSAGE,
      path: actionPath('pause'),
    });
    await page.dialog.getByRole('combobox', { name: 'Pause for' }).selectOption({ label: '1 month' });
    await page.dialog.getByRole('button', { name: 'Pause subscription' }).click();

    await expectGenericError(page);
    expect(await page.dialog.getByText(BACKEND_MESSAGE).count()).toBe(0);
    expect(await page.dialog.getByText('Error pausing account. Please contact support.').count()).toBe(0);
    await expect.poll(() => page.callbacks()).toContain('onError');
    expect(await page.callbacks()).not.toContain('onPause');
    const [error] = await callbackArgs(page.page, 'onError');
    expect(error).toMatchObject({ code: 'PAUSE_ERROR' });

    // The error is logged (spec §7 /api/a/e) and the session closes without an accepted offer.
    await expect.poll(async () => (await page.requests('/api/a/e')).length).toBe(1);
    await page.dialog.getByRole('button', { name: 'Go to account' }).click();
    await page.widget.waitFor({ state: 'detached' });
    await expect.poll(async () => (await page.requests('/api/sessions')).length).toBe(1);
    const [session] = await page.requests('/api/sessions');
    expect(session?.body).toMatchObject({ acceptedOffer: null, canceled: false });
  });

  it('a failed pause in test mode: the details name the error', async () => {
    const page = await harness.start({ blueprint: 'pause-month-max-3', mode: 'TEST' });
    await addFault(page, {
      kind: 'status',
      status: 500,
      message: BACKEND_MESSAGE,
      path: actionPath('pause'),
    });
    await page.dialog.getByRole('combobox', { name: 'Pause for' }).selectOption({ label: '1 month' });
    await page.dialog.getByRole('button', { name: 'Pause subscription' }).click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Sorry, something went wrong' }));
    await page.expectVisible(page.dialog.getByText(/Error pausing account\. Please contact support\./));
    await page.expectVisible(page.dialog.getByText(new RegExp(BACKEND_MESSAGE)));
  });
});
