/**
 * The Appearance page in Chromium, served by a real server (SQLite) from the built dist/dashboard and
 * dist/embed: the owner replaces a widget text and the preview beside the form draws it before it is saved; a
 * colour that is not hex is refused with the field named; the fixed one is saved and the next embed answer
 * serves both. axe finds no violation on the page.
 */
import { describe, expect, it } from 'vitest';
import type { Branding, OrgTranslations } from '../../contract/schemas/index.ts';
import { APPEARANCE_PAGE_TEXTS } from '../../dashboard/appearance/appearance-page.tsx';
import { TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { previewFrame, useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

describe('dashboard: the Appearance page', () => {
  const dashboard = useDashboard();

  it('previews a replaced text before saving, refuses a bad colour, and the next embed serves the saved ones', async () => {
    const { page } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/appearance`);
    await signInAs(page, TEAM.owner);
    await page.getByRole('heading', { name: 'Appearance', level: 1 }).waitFor();
    const frame = await previewFrame(page, 'Preview of the appearance');
    await frame.getByRole('heading', { name: 'Why are you leaving?' }).waitFor();
    expect(await runAxe(page)).toEqual([]);

    await page.getByLabel('Your text for footer.next').fill('Onward');
    await frame.getByRole('button', { name: 'Onward' }).waitFor();

    await page.getByLabel('Primary colour').fill('red');
    await page.getByRole('button', { name: 'Save appearance' }).click();
    // Named as the page labels it, and the field marked: the server's answer names it by path.
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Primary colour: Expected a hex colour');
    expect(await page.getByLabel('Primary colour').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Primary colour').fill('#aa3300');
    await page.getByRole('button', { name: 'Save appearance' }).click();
    await page.getByText(APPEARANCE_PAGE_TEXTS.saved).waitFor();
    expect(await runAxe(page)).toEqual([]);

    const embed = await createTestClient(dashboard.server.baseUrl)('embed', {
      as: 'ada',
      mode: 'LIVE',
      body: {},
    });
    const served = embed.body as { branding: Branding; orgTranslations: OrgTranslations };
    expect(served.branding.colors.primary).toBe('#aa3300');
    expect(served.orgTranslations.en).toEqual({ 'footer.next': 'Onward' });
  });
});
