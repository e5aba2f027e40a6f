/**
 * Lite (insight) sessions on the dashboard, in Chromium: a member finds them in the results (counted apart,
 * their reasons in, the save rate saying why they are not in it, their flow's version to filter by), in the
 * session list marked lite (an anonymous one named so), and on a session's page with its answers and replay.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  liteDashboardSeed,
  postLiteSession,
  postSession,
  TEAM,
} from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

const RECORDED_HEADING = 'Why are you leaving us?';

/** A recording of the lite survey: rrweb's meta event, a full snapshot of a page with the heading, a later change. */
function recordedEvents(start: number) {
  const text = { type: 3, textContent: RECORDED_HEADING, id: 7 };
  const body = {
    type: 2,
    tagName: 'body',
    attributes: {},
    childNodes: [{ type: 2, tagName: 'h1', attributes: {}, childNodes: [text], id: 6 }],
    id: 5,
  };
  const html = {
    type: 2,
    tagName: 'html',
    attributes: {},
    childNodes: [{ type: 2, tagName: 'head', attributes: {}, childNodes: [], id: 4 }, body],
    id: 3,
  };
  const doctype = { type: 1, name: 'html', publicId: '', systemId: '', id: 2 };
  return [
    { type: 4, data: { href: 'https://shop.example/account', width: 800, height: 600 }, timestamp: start },
    {
      type: 2,
      data: { node: { type: 0, childNodes: [doctype, html], id: 1 }, initialOffset: { left: 0, top: 0 } },
      timestamp: start + 10,
    },
    {
      type: 3,
      data: { source: 0, texts: [], attributes: [], removes: [], adds: [] },
      timestamp: start + 1_500,
    },
  ];
}

describe('dashboard: lite sessions are listed, counted apart and replayed', () => {
  const dashboard = useDashboard(
    async (server) => {
      const call = createTestClient(server.baseUrl);
      await postSession(
        call,
        {
          as: 'ada',
          reason: 'expensive',
          shown: ['offer_discount'],
          accepted: { guid: 'offer_discount', offerType: 'DISCOUNT' },
        },
        'e2e-full',
      );
      await postLiteSession(call, { as: 'bob', reason: 'price', canceled: true }, 'e2e-lite-bob');
      const anonymous = await postLiteSession(
        call,
        { reason: 'other', followup: 'Moving to a rival', canceled: true, recording: true },
        'e2e-lite-anonymous',
      );
      const start = Date.now();
      const upload = await call('uploadRecording', {
        params: { id: anonymous._id },
        body: {
          recording: deflateSync(Buffer.from(JSON.stringify(recordedEvents(start)))).toString('base64'),
          recordingStartTime: new Date(start).toISOString(),
          recordingEndTime: new Date(start + 1_500).toISOString(),
          uploadToken: anonymous.uploadToken,
        },
      });
      if (upload.status !== 200) throw new Error(`the recording's upload answered ${upload.status}`);
    },
    { seed: liteDashboardSeed },
  );

  it('shows them on the results, the session list and a session’s page, with no axe violations', async () => {
    const { page, log } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.member);
    await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(() => summary.textContent()).toContain('Sessions3');
    // The one full-flow customer stayed; the two lite ones were offered nothing and are not in the rate.
    expect(await summary.textContent()).toContain('Save rate100%');
    expect(await summary.textContent()).toContain('Lite sessions2 (2 cancelled)');
    expect(await summary.textContent()).toContain('Lite sessions only ask why');
    const reasons = page.getByRole('region', { name: 'Reasons' });
    await reasons.getByRole('row', { name: /^Something else 1 0 1 Moving to a rival$/ }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page
      .getByRole('combobox', { name: 'Flow version' })
      .selectOption({ label: 'bp_lite#lite@1 (lite)' });
    await expect.poll(() => summary.textContent()).toContain('Sessions2');

    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
    await page.getByRole('row', { name: /bob@example\.com Lite Cancelled Too expensive/ }).waitFor();
    await page.getByRole('row', { name: /ada@example\.com Full Discounted/ }).waitFor();
    const anonymous = page.getByRole('row', { name: /Anonymous Lite Cancelled Something else — Yes/ });
    expect(await runAxe(page)).toEqual([]);
    await anonymous.getByRole('link').click();

    await page.getByRole('heading', { name: 'Session', level: 1 }).waitFor();
    await page.getByText('Lite mode: the customer was asked why and confirmed').waitFor();
    await page.getByRole('region', { name: 'Answers' }).getByText('Moving to a rival').waitFor();
    await page.getByRole('region', { name: 'Offers' }).getByText('Lite mode shows no offers.').waitFor();
    const replay = page.getByRole('region', { name: 'Replay' });
    await replay.getByRole('button', { name: 'Play again', exact: true }).waitFor({ timeout: 15_000 });
    await replay.frameLocator('iframe').getByRole('heading', { name: RECORDED_HEADING }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    expect(log.failedRequests).toEqual([`${dashboard.server.baseUrl}/dashboard/api/me (401)`]);
    expect(log.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });
});
