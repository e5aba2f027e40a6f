/**
 * Spec §2 and §6 test mode, in Chromium: the discount and plan-change offers show a selector of test
 * coupons / test plans, what it shows selected is what a click sends, and every call says X-Holdfast-Mode
 * TEST.
 */
import { describe, expect, it } from 'vitest';
import { actionPath, expectOneActionCall } from '../support/backend-calls.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

const TEST_IDENTITY = { customerId: 'cus_active_monthly', mode: 'TEST' } as const;

describe('Test mode: the discount offer claims the test coupon its selector shows (spec §2)', () => {
  it('starts on the offer’s first valid test coupon, claimable at once; another pick is sent instead', async () => {
    const page = await harness.start({ mode: 'TEST' });
    await page.choose('I am switching to another product');
    await page.footer('Next');
    await page.footer('Next');
    await page.expectTitle('Need a break, Louise?');
    await page.footer('Decline offer');
    await page.expectTitle('Stay and save 30%');

    const selector = page.dialog.getByRole('combobox', { name: 'Test coupon' });
    expect(await selector.inputValue()).toBe('test-save50-2-months');
    await page.expectVisible(page.dialog.getByText('50% off for 2 months', { exact: true }));
    const claim = page.dialog.getByRole('button', { name: 'Claim discount' });
    expect(await claim.isEnabled()).toBe(true);

    await selector.selectOption({ label: 'TEST $5 off once' });
    await page.expectVisible(page.dialog.getByText('$5 off your next payment', { exact: true }));
    await claim.click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your discount has been applied' }));

    const call = await expectOneActionCall(await page.requests(), actionPath('discount'), TEST_IDENTITY);
    expect(call.body).toEqual({ coupon: 'test-usd5-off-once', blueprintId: 'bp_full_flow' });
  });
});

describe('Test mode: the plan-change offer switches to the test plan its selector shows (spec §2)', () => {
  it('shows a card for the selected test plan and sends that plan', async () => {
    const page = await harness.start({ mode: 'TEST' });
    await page.choose('It is missing features I need');
    await page.footer('Next');
    await page.expectTitle('Our Team plan may have what you need');

    const selector = page.dialog.getByRole('combobox', { name: 'Test plan' });
    const selected = await selector.inputValue();
    const selectedName = (await selector.locator('option:checked').textContent())?.trim() ?? '';
    expect(selected).not.toBe('');
    const card = page.dialog.getByRole('article', { name: selectedName });
    await card.getByRole('button', { name: 'Switch plan' }).click();
    await page.expectVisible(page.dialog.getByRole('heading', { name: 'Your plan has been changed' }));

    const call = await expectOneActionCall(await page.requests(), actionPath('update-plan'), TEST_IDENTITY);
    expect(call.body).toEqual({ planId: selected });
  });
});
