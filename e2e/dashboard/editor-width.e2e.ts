/**
 * The flow editor beside its preview, in Chromium: an owner's long step header (which the "leads to" menus of
 * every step quote, and a select is as wide as its longest option) and a long choice text stay inside the
 * editor's column, instead of pushing it under the preview and widening the page. A fieldset is as wide as its
 * content by default (min-inline-size: min-content), so the grid's minmax(0, 1fr) alone does not hold it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { FLOW_ID } from '../../server/testing/server-seed.ts';
import { openPage } from '../browser.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

/** A header an owner may well write: as long as the menus quote (STEP_NAME_HEADER_CHARS), no longer. */
const LONG_HEADER = 'Wait! Before you cancel, take 50% off now';
const LONG_CHOICE =
  'It costs more than the value I get out of it every month, and my budget was cut this quarter';

/** How far the editor's widest control reaches past the editor's column, in CSS pixels (0 when none does). */
const editorOverhang = (page: Page) =>
  page.evaluate(() => {
    const editor = document.querySelector('.editor-with-preview > :first-child');
    if (!editor) throw new Error('no editor column');
    const right = editor.getBoundingClientRect().right;
    const reach = Math.max(
      ...[...editor.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
    );
    return Math.max(0, Math.round(reach - right));
  });

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('dashboard: long texts in the flow editor', () => {
  const dashboard = useDashboard();

  it('stay inside the editor’s column beside the preview', async () => {
    const { page } = await openPage(dashboard.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${dashboard.server.baseUrl}/dashboard/#/flows/${FLOW_ID}`);
    await signInAs(page, TEAM.owner);
    // The confirm step has the longest type name, so the menus' longest option quotes its header.
    const confirm = page.getByRole('group', { name: /: Confirm cancellation$/ });
    await confirm.getByRole('textbox', { name: 'Header' }).fill(LONG_HEADER);
    await page
      .getByRole('group', { name: 'Step 1: Survey' })
      .getByLabel('Text of choice 1')
      .fill(LONG_CHOICE);
    await page
      .getByRole('option', { name: new RegExp(LONG_HEADER.slice(0, 20)) })
      .first()
      .waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Preview' }).waitFor();

    expect(await editorOverhang(page)).toBe(0);
    expect(await pageOverflow(page)).toBe(0);
  });
});
