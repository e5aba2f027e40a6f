/**
 * Customer-typed text in Hebrew or Arabic in the dashboard, in Chromium: a follow-up answer runs right to left
 * (its closing punctuation drawn left of its first letter), as dir="auto" shows it, on the results and the
 * session page, while the dashboard's own English texts stay left to right (styles.css, unicode-bidi).
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postSession, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import { createTestClient } from '../../server/testing/test-client.ts';
import { openPage } from '../browser.ts';
import { useDashboard } from './dashboard-under-test.ts';
import { signInAs } from './sign-in.ts';

const HEBREW = 'המחיר גבוה מדי בשבילי!';

/** Whether the text's last character is drawn left of its first: how a right-to-left line runs. */
function runsRightToLeft(text: Locator): Promise<boolean> {
  return text.evaluate((el) => {
    const node = [...el.childNodes].find(
      (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
    );
    if (!node?.textContent) throw new Error('no text in the element');
    const rect = (at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const value = node.textContent;
    const first = rect(value.search(/\S/));
    const last = rect(value.trimEnd().length - 1);
    return last.left < first.left;
  });
}

describe('dashboard: a customer’s right-to-left text runs right to left', () => {
  const dashboard = useDashboard(async (server) => {
    await postSession(
      createTestClient(server.baseUrl),
      { as: 'ada', reason: 'expensive', followup: HEBREW },
      'e2e-rtl',
    );
  });

  it('on the results and the session page', async () => {
    const { page } = await openPage(dashboard.browser);
    await page.goto(`${dashboard.server.baseUrl}/dashboard/`);
    await signInAs(page, TEAM.member);
    await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
    const onResults = page.getByText(HEBREW, { exact: true });
    await onResults.waitFor();
    expect(await runsRightToLeft(onResults)).toBe(true);
    expect(await runsRightToLeft(page.getByRole('heading', { name: 'Results', level: 1 }))).toBe(false);

    await page.getByRole('link', { name: 'Sessions' }).click();
    await page
      .getByRole('row', { name: /ada@example\.com/ })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: 'Session', level: 1 }).waitFor();
    const onSession = page.getByText(HEBREW, { exact: true });
    await onSession.waitFor();
    expect(await runsRightToLeft(onSession)).toBe(true);
  });
});
