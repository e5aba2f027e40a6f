/**
 * Spec §5 "Discount: for custom-amount providers needs customerAmount and customDuration", in Chromium: a
 * PADDLE customer (no coupons) sees the full flow's discount as its custom amount and claims it; the backend
 * receives the custom amount and duration instead of a coupon.
 */
import { describe, expect, it } from 'vitest';
import { actionPath, expectOneActionCall } from '../support/backend-calls.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

describe('Discount: for custom-amount providers needs customerAmount and customDuration (spec §5)', () => {
  it('PADDLE: the offer shows USD 10 off for 3 months and Claim sends the custom amount', async () => {
    const page = await harness.start({ customer: 'paddle-active', blueprint: 'full-flow' });
    await page.choose('I am switching to another product');
    await page.footer('Next');
    await page.expectTitle('Anything else we should know?');
    await page.dialog
      .getByRole('textbox', { name: 'Anything else we should know?' })
      .pressSequentially('Moving on.');
    await page.footer('Next');
    await page.expectTitle(/^Need a break/);
    await page.footer('Decline offer');

    await page.expectTitle('Stay and save 30%');
    await page.expectVisible(page.dialog.getByText('$10 off for 3 months'));
    const claim = page.dialog.getByRole('button', { name: 'Claim discount' });
    expect(await claim.isDisabled()).toBe(false);
    await claim.click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your discount has been applied' }));
    await page.expectVisible(page.dialog.getByText('Your discount: $10 off for 3 months.'));

    const call = await expectOneActionCall(await page.requests(), actionPath('discount'), {
      customerId: 'sub_paddle_active',
      provider: 'PADDLE',
    });
    expect(call.body).toEqual({
      coupon: null,
      customerAmount: 1000,
      customDuration: 3,
      blueprintId: 'bp_full_flow',
    });
  });
});
