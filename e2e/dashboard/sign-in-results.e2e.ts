/**
 * The dashboard in Chromium, served by a real server (SQLite) from the built dist/dashboard: a team member
 * signs in and sees a posted session's figures, and axe finds no violation on the pages.
 */
import { describe, expect, it } from 'vitest';
import { postSession, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

describe('dashboard: sign in and see a session’s figures', () => {
  const dashboard = useDashboard(async (server) => {
    await postSession(
      createTestClient(server.baseUrl),
      {
        as: 'ada',
        reason: 'expensive',
        followup: 'Too pricey <b>now</b>',
        shown: ['offer_discount'],
        accepted: { guid: 'offer_discount', offerType: 'DISCOUNT' },
      },
      'e2e-1',
    );
  });

  it('signs in, shows the results and the session, with no axe violations', async () => {
    const { page, log } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.member);
    await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(() => summary.textContent()).toContain('Sessions1');
    expect(await summary.textContent()).toContain('Save rate100%');
    expect(await summary.textContent()).toMatch(/Revenue kept \(monthly\)\$29\.00/);
    expect(await page.getByRole('region', { name: 'Reasons' }).textContent()).toContain(
      'Too pricey <b>now</b>',
    );
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'ada@example.com' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page
      .getByRole('row', { name: /ada@example\.com/ })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: 'Session', level: 1 }).waitFor();
    await page.getByText('This session was not recorded.').waitFor();
    expect(await runAxe(page)).toEqual([]);
    // The page's first question is who is signed in: the 401 it gets before signing in is the only failure
    // (Chromium logs it as a console error too).
    expect(log.failedRequests).toEqual([`${dashboard.server.baseUrl}/dashboard/api/me (401)`]);
    expect(log.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });
});
