/**
 * The dashboard on a phone, in Chromium: at 375 px the top bar's links, the signed-in name and Sign out wrap
 * onto more lines instead of running off the right edge, where only a sideways scroll of the page reached them;
 * a form's field (the webhooks page's 40-character URL field) is no wider than the window either, and a wide
 * table (the sessions list, the results' offers with their ids) scrolls in its own box, not the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppSeed } from '../../contract/seed.ts';
import { dashboardSeed, postSession, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

const PHONE = { width: 375, height: 667 };

function withLongFlowId(): AppSeed {
  const seed = dashboardSeed();
  const [first] = seed.blueprints;
  if (!first) throw new Error('the dashboard seed has no flow');
  return {
    ...seed,
    blueprints: [...seed.blueprints, { ...first, _id: 'bp_pause_month_date_picker_first_year' }],
  };
}

/** How far the element reaches past the window's right edge, in CSS pixels (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const pastRightEdge = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole(name === 'Sign out' ? 'button' : 'link', { name, exact: true })
    .evaluate((el) =>
      Math.max(0, Math.round(el.getBoundingClientRect().right - document.documentElement.clientWidth)),
    );

describe('dashboard: the top bar at a phone’s width', () => {
  // A session, so the sessions page has its table and the results their rows; a flow with a long id (like
  // the demo's), which the flows list shows twice in a row (its link and "With flowId …").
  const dashboard = useDashboard(
    async (server) => {
      await postSession(createTestClient(server.baseUrl), { as: 'ada', reason: 'expensive' }, 'e2e-phone');
    },
    { seed: withLongFlowId },
  );

  it('keeps every link and Sign out on screen, and the page does not scroll sideways', async () => {
    const { page } = await openPage(dashboard.browser, { viewport: PHONE });
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/appearance`);
    await signInAs(page, TEAM.owner);
    await page.getByRole('heading', { name: 'Appearance', level: 1 }).waitFor();

    for (const name of ['Results', 'Sessions', 'Flows', 'Webhooks', 'Appearance', 'Sign out']) {
      expect(await pastRightEdge(page, name), name).toBe(0);
    }
    expect(await sidewaysScroll(page)).toBe(0);
  });

  it.each([
    ['results', 'Results'],
    ['sessions', 'Sessions'],
    ['flows', 'Flows'],
  ])(
    '#/%s: its tables scroll within their own box, the page does not scroll sideways',
    async (route, heading) => {
      const { page } = await openPage(dashboard.browser, { viewport: PHONE });
      await page.goto(`${dashboard.server.baseUrl}/dashboard/#/${route}`);
      await signInAs(page, TEAM.owner);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('table').first().waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
    },
  );

  it('keeps the webhooks page’s URL field within the window', async () => {
    const { page } = await openPage(dashboard.browser, { viewport: PHONE });
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/webhooks`);
    await signInAs(page, TEAM.owner);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
