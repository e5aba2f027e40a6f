/**
 * The dashboard's days are the viewer's, in Chromium with the browser in Pacific/Auckland (an exploratory
 * tester's report): a session at 2026-12-01 19:24 UTC is listed at 08:24 on 2 December, and From = To =
 * 2026-12-02 finds it, on the session list and in the results' "Sessions over time".
 */
import { describe, expect, it } from 'vitest';
import { postSession, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

const AUCKLAND_MORNING = '2026-12-01T19:24:00.000Z';

describe('dashboard: date filters are days of the browser’s time zone', () => {
  const dashboard = useDashboard(async (server) => {
    const id = await postSession(createTestClient(server.baseUrl), { as: 'ada', canceled: true }, 'e2e-tz');
    await server.server.deps.database.db
      .updateTable('session_facts')
      .set({ created_at: AUCKLAND_MORNING })
      .where('session_id', '=', id)
      .execute();
  });

  it('finds an Auckland morning session on its Auckland day, and says the zone', async () => {
    const { page } = await openPage(dashboard.browser, { timezoneId: 'Pacific/Auckland', locale: 'en-NZ' });
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.member);
    await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
    await page.getByText('Days in your time zone, Pacific/Auckland').waitFor();
    await page.getByRole('rowheader', { name: '2026-12-02' }).waitFor();
    await page.getByLabel('From').fill('2026-12-02');
    await page.getByLabel('To').fill('2026-12-02');
    await page.getByRole('rowheader', { name: '2026-12-02' }).waitFor();

    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('cell', { name: 'ada@example.com' }).waitFor();
    await page.getByLabel('From').fill('2026-12-02');
    await page.getByLabel('To').fill('2026-12-02');
    await page.getByRole('cell', { name: 'ada@example.com' }).waitFor();
    expect(await page.getByText('No sessions match.').count()).toBe(0);
    await page.getByLabel('From').fill('2026-12-01');
    await page.getByLabel('To').fill('2026-12-01');
    await page.getByText('No sessions match.').waitFor();
  });
});
