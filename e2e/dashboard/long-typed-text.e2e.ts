/**
 * Customer-typed text in the dashboard, in Chromium: 3,000 characters without a space (a follow-up answer)
 * break inside the results, the sessions list and the session page instead of widening the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postSession, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

const UNBROKEN = 'x'.repeat(3000);

/** How much wider than the window the page is, in CSS pixels (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('dashboard: a customer’s long unbroken text does not widen the page', () => {
  const dashboard = useDashboard(async (server) => {
    await postSession(
      createTestClient(server.baseUrl),
      { as: 'ada', reason: 'expensive', followup: UNBROKEN },
      'e2e-long',
    );
  });

  it('breaks it on the results, the sessions list and the session page', async () => {
    const { page } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.member);
    await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
    await page.getByText(UNBROKEN).waitFor();
    expect(await overflow(page)).toBe(0);

    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('cell', { name: 'ada@example.com' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await page
      .getByRole('row', { name: /ada@example\.com/ })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: 'Session', level: 1 }).waitFor();
    await page.getByText(UNBROKEN).waitFor();
    expect(await overflow(page)).toBe(0);
  });
});
