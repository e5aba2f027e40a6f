/**
 * The flow editor's live preview in Chromium, served by a real server (SQLite) from the built dist/dashboard
 * and dist/embed: a member edits a step's title and the real widget beside the form draws it; the preview
 * switches language and phone width; nothing the widget does reaches the customer-facing API; axe finds no
 * violation on the editor with the preview drawn. A session that ends under the preview is asked about, not
 * blamed on the auth hash, and the preview drawn again once signed in.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_PAGE_PATH } from '../../contract/dashboard-flows-api.ts';
import { PREVIEW_PAGE_MESSAGES } from '../../dashboard/preview/preview-page.ts';
import { SESSION_ENDED_TEXTS } from '../../dashboard/session-ended-dialog.tsx';
import { TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { APP_ID, FLOW_ID } from '../../server/testing/server-seed.ts';
import { openPage } from '../browser.ts';
import { runAxe } from '../quality/support/axe.ts';
import { previewFrame, useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

describe('dashboard: the flow editor’s live preview', () => {
  const dashboard = useDashboard();

  it('draws the draft as it is edited, in another language and at a phone’s width', async () => {
    const { page } = await openPage(dashboard.browser);
    const customerApi: string[] = [];
    const previews: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') || path.startsWith(`${PREVIEW_PAGE_PATH}/api`)) customerApi.push(path);
      if (path.endsWith('/preview') && request.method() === 'POST') previews.push(path);
    });
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/flows/${FLOW_ID}`);
    await signInAs(page, TEAM.member);

    const frame = await previewFrame(page, 'Preview of the draft');
    const title = (text: string) => frame.getByRole('heading', { name: text });
    await title('Why are you leaving?').waitFor();
    await frame.getByText('Too expensive').waitFor();
    expect(await runAxe(page)).toEqual([]);
    // axe does not enter a frame it was not injected into: the preview's page, widget and all, on its own.
    expect(await runAxe(frame)).toEqual([]);

    const survey = page.getByRole('group', { name: 'Step 1: Survey' });
    await survey.getByLabel('Header').fill('Before you go, tell us why');
    await title('Before you go, tell us why').waitFor();
    expect(await title('Why are you leaving?').count()).toBe(0);

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await frame.getByRole('button', { name: 'Weiter' }).waitFor();
    // The author's text stays as written; the widget's own texts are German.
    await title('Before you go, tell us why').waitFor();

    expect(await frame.evaluate(() => window.innerWidth)).toBeGreaterThan(375);
    await preview.getByRole('checkbox', { name: 'Phone width' }).check();
    await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(375);
    // The widget fits the phone's width: its title ends inside the frame (boxes are in the page's coordinates).
    const box = await page.getByTitle('Preview of the draft').boundingBox();
    const widget = await title('Before you go, tell us why').boundingBox();
    if (!box || !widget) throw new Error('the preview is not on screen');
    expect(widget.x + widget.width).toBeLessThanOrEqual(box.x + box.width);

    // The widget's calls never left the page; only the dashboard's preview endpoint was asked.
    expect(customerApi).toEqual([]);
    expect(previews.length).toBeGreaterThanOrEqual(3);
    expect(new Set(previews)).toEqual(new Set([`/dashboard/api/apps/${APP_ID}/flows/${FLOW_ID}/preview`]));
  });

  it('asks to sign in again when the session ended under it, not blaming the auth hash, then draws again', async () => {
    const { page } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/flows/${FLOW_ID}`);
    await signInAs(page, TEAM.member);
    const frame = await previewFrame(page, 'Preview of the draft');
    await frame.getByRole('heading', { name: 'Why are you leaving?' }).waitFor();

    // The session ends (its cookie gone); the next edit's preview is refused with a 401.
    await page.context().clearCookies();
    const survey = page.getByRole('group', { name: 'Step 1: Survey' });
    await survey.getByLabel('Header').fill('Before you go, tell us why');
    const dialog = page.getByRole('dialog', { name: SESSION_ENDED_TEXTS.title });
    await dialog.waitFor();
    await frame.getByText(PREVIEW_PAGE_MESSAGES.sessionEnded).waitFor();
    expect(await frame.getByText(/HMAC|authHash/).count()).toBe(0);

    await dialog.getByLabel('E-mail').fill(TEAM.member.email);
    await dialog.getByLabel('Password').fill(TEAM.member.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await frame.getByRole('heading', { name: 'Before you go, tell us why' }).waitFor();
    expect(await frame.getByText(PREVIEW_PAGE_MESSAGES.sessionEnded).count()).toBe(0);
    expect(await survey.getByLabel('Header').inputValue()).toBe('Before you go, tell us why');
  });
});
