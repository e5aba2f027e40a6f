/**
 * Spec §8: the identity calls answer 429 'Too many requests. Please try again later.' — under the e-mail
 * input for the check, under the code boxes for the verification. The check's 429 comes from a mock fault;
 * the verification's from the mock's own limit (5 attempts a minute per e-mail).
 */
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../support/backend-calls.ts';
import { addFault } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';
import { CUSTOMER_EMAIL, openManagedPage, wrongCodeFor } from './managed-page.ts';

const harness = playgroundHarness();
const TOO_MANY = 'Too many requests. Please try again later.';

describe('Identity check: 429 under the e-mail input (spec §8)', () => {
  it('stays on the e-mail form with the message; the next try goes through', async () => {
    const page = await openManagedPage(harness);
    await page.showManaged();
    await addFault(page, {
      kind: 'status',
      status: 429,
      message: 'Slow down',
      path: `/api/orgs/${APP_ID}/embed/check-identity`,
      times: 1,
    });
    await page.emailInput.fill(CUSTOMER_EMAIL);
    await page.managedDialog.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.expectVisible(page.alert.filter({ hasText: TOO_MANY }));
    expect(await page.emailInput.getAttribute('aria-describedby')).toBe(await page.alert.getAttribute('id'));
    await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'Email Verification' }));
    expect(await page.codes()).toEqual([]);

    await page.emailInput.press('Enter');
    await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'Verify Account' }));
    expect(await page.codes()).toHaveLength(1);
  });

  it('a failing backend gives "Error checking identity"', async () => {
    const page = await openManagedPage(harness);
    await page.showManaged();
    await addFault(page, { kind: 'drop', path: `/api/orgs/${APP_ID}/embed/check-identity`, times: 1 });
    await page.emailInput.fill(CUSTOMER_EMAIL);
    await page.emailInput.press('Enter');
    await page.expectVisible(page.alert.filter({ hasText: 'Error checking identity' }));
  });
});

describe('Verification: 429 under the code boxes (spec §8)', () => {
  it('after five wrong codes the sixth attempt is refused as too many requests', async () => {
    const page = await openManagedPage(harness);
    await page.showManaged();
    await page.emailInput.fill(CUSTOMER_EMAIL);
    await page.emailInput.press('Enter');
    await page.codeBoxes.first().waitFor();
    const wrong = wrongCodeFor(await page.lastCode());
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      // The boxes are empty and the first has focus, at the start and after each refused code.
      await expect
        .poll(() =>
          page.codeBoxes.first().evaluate((box) => {
            const root = box.getRootNode();
            return root instanceof ShadowRoot && root.activeElement === box;
          }),
        )
        .toBe(true);
      await page.page.keyboard.type(wrong);
      const expected = attempt <= 5 ? 'The verification code you entered is incorrect' : TOO_MANY;
      await page.expectVisible(page.alert.filter({ hasText: expected }));
      // Wait until the boxes take input again before the next attempt.
      await expect.poll(() => page.codeBoxes.first().getAttribute('readonly')).toBeNull();
      if (attempt <= 5)
        await expect.poll(async () => (await page.requests('/embed/verify-identity')).length).toBe(attempt);
    }
    await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'Verify Account' }));
  });
});
