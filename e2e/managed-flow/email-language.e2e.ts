/**
 * The code's e-mail in the customer's language: a German managed flow asks check-identity for a German e-mail;
 * the real server writes it in German and its link opens a German page (the mock keeps the language with its
 * English stand-in). On the mock and on the real server.
 */
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../support/backend-calls.ts';
import { describeOnBackends, MOCK_AND_SERVER } from '../support/backends/targets.ts';
import { playgroundHarness } from '../support/playground-harness.ts';
import { CUSTOMER_EMAIL, openManagedPage } from './managed-page.ts';

const CHECK_PATH = `/api/orgs/${APP_ID}/embed/check-identity`;

describeOnBackends(MOCK_AND_SERVER, (backend) => {
  const harness = playgroundHarness(backend);

  describe('Managed flow in German: the code’s e-mail is German', () => {
    it('sends lang de with check-identity, and the e-mail and its page are German', async () => {
      const page = await openManagedPage(harness, { lang: 'de' });
      await page.showManaged();
      const email = page.managedDialog.getByRole('textbox', { name: 'E-Mail-Adresse' });
      await email.fill(CUSTOMER_EMAIL);
      await page.managedDialog.getByRole('button', { name: 'Bestätigungscode senden' }).click();
      await page.expectVisible(page.managedDialog.getByRole('heading', { name: 'Konto bestätigen' }));
      const checks = await page.requests(CHECK_PATH);
      expect(checks.map((request) => request.body)).toEqual([{ email: CUSTOMER_EMAIL, lang: 'de' }]);

      const sent = await page.page.evaluate(
        ([address, origin]) =>
          fetch(new URL(`/__mock/emails?to=${encodeURIComponent(address)}`, origin)).then((r) => r.json()),
        [CUSTOMER_EMAIL, page.backendOrigin] as const,
      );
      expect(sent).toEqual([expect.objectContaining({ to: CUSTOMER_EMAIL, lang: 'de' })]);
      if (backend === 'mock') return;
      expect(sent[0].subject).toBe('Ihr Bestätigungscode');
      const link = /https?:\/\/\S+/.exec(sent[0].text)?.[0];
      expect(link).toBeDefined();
      await page.page.goto(link!);
      expect(await page.page.locator('html').getAttribute('lang')).toBe('de');
      await page.expectVisible(page.page.getByRole('heading', { name: 'Bestätigungscode bestätigen' }));
      await page.page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
      await page.expectVisible(page.page.getByText(/^Bestätigt\./));
      expect(await page.page.locator('html').getAttribute('lang')).toBe('de');
    });
  });
});
