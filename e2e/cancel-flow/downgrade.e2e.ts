/**
 * The downgrade offer (ours, beyond the spec; docs/adding-an-offer-type.md), in Chromium against the built
 * playground: the customer moves to the free plan instead of cancelling. The backend receives one signed
 * update-plan call for the offer's plan, and the session reports the downgrade accepted.
 */
import { describe, expect, it } from 'vitest';
import { DOWNGRADE_PLAN_ID } from '../../fixtures/index.ts';
import { actionPath, expectOneActionCall } from '../support/backend-calls.ts';
import { addFault } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

describe('Actions: downgrade to the free plan (update-plan)', () => {
  it('shows the free plan, switches to it through the progress screen, and reports the session', async () => {
    const page = await harness.start({ blueprint: 'downgrade' });
    await page.choose('Too expensive');
    await page.footer('Next');
    await page.expectTitle('Keep your account for free');
    await page.expectVisible(page.dialog.getByText('Stay for Free').first());

    const card = page.dialog.getByRole('article', { name: 'Free' });
    expect(await card.locator('.hf-plan__amount').textContent()).toBe('Free');
    await page.expectVisible(card.getByText('Community support'));

    // A slow backend keeps the progress screen up long enough to see it.
    await addFault(page, { kind: 'delay', delayMs: 1000, path: actionPath('update-plan') });
    await card.getByRole('button', { name: 'Switch to Free' }).click();
    await page.expectVisible(page.dialog.getByRole('status').getByText('Switching your plan…'));
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'You are now on Free' }));
    await page.expectVisible(page.dialog.getByText('Your account stays open.', { exact: false }));
    await page.expectVisible(page.dialog.getByText('Offer Accepted').first());

    const call = await expectOneActionCall(await page.requests(), actionPath('update-plan'), {
      customerId: 'cus_active_monthly',
    });
    expect(call.body).toEqual({ planId: DOWNGRADE_PLAN_ID });
    await expect.poll(() => page.callbacks()).toContain('onPlanChange');

    await expect.poll(async () => (await page.requests('/api/sessions')).length).toBe(1);
    const [session] = await page.requests('/api/sessions');
    expect(session?.body).toMatchObject({
      canceled: false,
      acceptedOffer: { guid: 'downgrade-offer', offerType: 'DOWNGRADE' },
      offerOptions: { newPlanId: DOWNGRADE_PLAN_ID, newPlanPrice: 0 },
    });
  });
});
