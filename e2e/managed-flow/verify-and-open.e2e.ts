/**
 * The managed flow in Chromium (spec §2, §4, §5): the customer gives their e-mail (Enter submits), types a
 * wrong code (the error shows under the boxes), then the right one read from the backend's outbox; the
 * cancel flow opens for the verified customer, signed with the returned token. Pasting a code fills every
 * box. On the mock and on the real server, whose mailer the harness reads (e2e/support/backends/).
 */
import { describe, expect, it } from 'vitest';
import { APP_ID, expectIdentityHeaders } from '../support/backend-calls.ts';
import { describeOnBackends, MOCK_AND_SERVER } from '../support/backends/targets.ts';
import { playgroundHarness } from '../support/playground-harness.ts';
import { CUSTOMER, CUSTOMER_EMAIL, openManagedPage, wrongCodeFor } from './managed-page.ts';

const CHECK_PATH = `/api/orgs/${APP_ID}/embed/check-identity`;
const VERIFY_PATH = `/api/orgs/${APP_ID}/embed/verify-identity`;
const EMBED_PATH = `/api/orgs/${APP_ID}/embed`;

describeOnBackends(MOCK_AND_SERVER, (backend) => {
  const harness = playgroundHarness(backend);

  describe('Managed flow: e-mail → code → the cancel flow for the verified customer (spec §4)', () => {
    it('verifies by e-mail, rejects a wrong code under the boxes, then opens the cancel flow', async () => {
      const page = await openManagedPage(harness);
      await page.showManaged();
      await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'Email Verification' }));
      // Spec §2: the exit shows in the e-mail state.
      await page.expectVisible(page.managedDialog.getByRole('button', { name: 'Close dialog' }));

      // Spec §5: the e-mail is submitted by Enter.
      await page.emailInput.fill(CUSTOMER_EMAIL);
      await page.emailInput.press('Enter');
      await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'Verify Account' }));
      // The fixtures' addresses are @example.com: first letters and three stars each, whatever the length.
      expect(CUSTOMER_EMAIL).toMatch(/@example\.com$/);
      const masked = `${CUSTOMER_EMAIL[0]}***@e***.com`;
      await page.expectVisible(page.managedDialog.getByText(`Email sent to ${masked}`, { exact: true }));
      // Spec §2: no exit on the code form.
      expect(await page.managedDialog.getByRole('button', { name: 'Close dialog' }).count()).toBe(0);
      expect(await page.codeBoxes.count()).toBe(6);
      const checks = await page.requests(CHECK_PATH);
      expect(checks.map((request) => request.body)).toEqual([{ email: CUSTOMER_EMAIL, lang: 'en' }]);
      expect(checks[0]?.headers['x-holdfast-customer-id']).toBeUndefined();

      const code = await page.lastCode();
      expect(code).toMatch(/^\d{6}$/);

      // A wrong code, typed digit by digit: each digit moves to the next box; the sixth submits.
      await page.codeBoxes.first().focus();
      await page.page.keyboard.type(wrongCodeFor(code));
      await page.expectVisible(
        page.alert.filter({ hasText: 'The verification code you entered is incorrect' }),
      );
      expect(await page.codeBoxes.first().getAttribute('aria-invalid')).toBe('true');

      // The boxes empty for the next try, focus back on the first; editing clears the error (spec §5).
      await expect
        .poll(() =>
          page.codeBoxes.evaluateAll((boxes) =>
            boxes.map((box) => (box instanceof HTMLInputElement ? box.value : '?')).join(''),
          ),
        )
        .toBe('');
      await page.page.keyboard.type(code[0] ?? '');
      await expect.poll(() => page.alert.count()).toBe(0);
      await page.page.keyboard.type(code.slice(1));

      // The managed flow goes away and the cancel flow's first step opens for the verified customer.
      await page.dialog.getByRole('radio', { name: 'I ran into technical issues' }).waitFor();
      await page.managed.waitFor({ state: 'detached' });
      const verifies = await page.requests(VERIFY_PATH);
      expect(verifies.map((request) => request.body)).toEqual([
        { email: CUSTOMER_EMAIL, code: wrongCodeFor(code) },
        { email: CUSTOMER_EMAIL, code },
      ]);
      const embeds = (await page.requests()).filter((request) => request.path === EMBED_PATH);
      expect(embeds).toHaveLength(1);
      const [embed] = embeds;
      if (!embed) throw new Error('no embed request');
      // Signed with the hour-long token verify-identity answered, never the permanent hash.
      await expectIdentityHeaders(embed, { customerId: CUSTOMER.id, credential: 'token' });
      // The browser logs the wrong code's 400 answer itself; nothing else went wrong on the page.
      expect(page.log.errors).toEqual([expect.stringContaining('status of 400')]);
    });

    it('pasting the code into any box fills every box and submits it', async () => {
      const page = await openManagedPage(harness);
      await page.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.origin });
      await page.showManaged();
      await page.emailInput.fill(CUSTOMER_EMAIL);
      await page.managedDialog.getByRole('button', { name: 'Send Verification Code' }).click();
      await page.codeBoxes.first().waitFor();
      const code = await page.lastCode();
      // The playground's e-mails panel shows the code the mock sent, and to whom.
      const outbox = page.page.getByRole('region', { name: 'E-mails sent' });
      await page.expectVisible(outbox.locator('.code', { hasText: code }));
      await page.expectVisible(outbox.getByText(CUSTOMER_EMAIL, { exact: true }).first());
      await page.page.evaluate((text) => navigator.clipboard.writeText(`Your code: ${text}`), code);
      await page.codeBoxes.nth(3).click();
      await page.page.keyboard.press('ControlOrMeta+V');
      await page.dialog.getByRole('radio', { name: 'I ran into technical issues' }).waitFor();
      const verifies = await page.requests(VERIFY_PATH);
      expect(verifies.map((request) => request.body)).toEqual([{ email: CUSTOMER_EMAIL, code }]);
    });

    it('fills the boxes from a paste, digits only, before the code is complete', async () => {
      const page = await openManagedPage(harness);
      await page.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.origin });
      await page.showManaged();
      await page.emailInput.fill(CUSTOMER_EMAIL);
      await page.emailInput.press('Enter');
      await page.codeBoxes.first().waitFor();
      await page.codeBoxes.first().focus();
      await page.page.keyboard.type('1a2-');
      await page.page.evaluate(() => navigator.clipboard.writeText('34'));
      await page.page.keyboard.press('ControlOrMeta+V');
      expect(
        await page.codeBoxes.evaluateAll((boxes) =>
          boxes.map((box) => (box instanceof HTMLInputElement ? box.value : null)),
        ),
      ).toEqual(['1', '2', '3', '4', '', '']);
      // Backspace on the empty fifth box goes back and clears the fourth.
      await page.page.keyboard.press('Backspace');
      expect(await page.codeBoxes.nth(3).inputValue()).toBe('');
      expect(await page.requests(VERIFY_PATH)).toEqual([]);
    });
  });

  describe('Managed flow needs e-mail verification enabled (spec §6, §8)', () => {
    it("shows 'Email-based verification is not enabled for your account.' with the exit", async () => {
      const page = await openManagedPage(harness);
      await page.loadIntoBackend({ branding: { emailFlow: { enabled: false } } });
      await page.showManaged();
      await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'An Error Occurred' }));
      await page.expectVisible(
        page.managedDialog.getByText('Email-based verification is not enabled for your account.', {
          exact: true,
        }),
      );
      expect(await page.emailInput.count()).toBe(0);
      await page.managedDialog.getByRole('button', { name: 'Close dialog' }).click();
      await page.managed.waitFor({ state: 'detached' });
      expect(await page.requests(CHECK_PATH)).toEqual([]);
    });
  });
});
