/**
 * Spec §2 descriptions, in Chromium: a description with markup is shown sanitised by the browser's HTML
 * Sanitizer API, with no chunk fetched for it (DOMPurify, a chunk of its own, is only for browsers without
 * the API: e2e/quality/sanitiser-paths.e2e.ts), and a description without markup is shown as text.
 */
import { describe, expect, it } from 'vitest';
import type { FlowPage } from '../support/flow-page.ts';
import { playgroundHarness } from '../support/playground-harness.ts';

const harness = playgroundHarness();

/** The files the page fetched whose name says they hold the fallback sanitiser (DOMPurify). */
async function sanitiserFetches(page: FlowPage): Promise<string[]> {
  return page.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /sanitize-html[-.]/.test(name)),
  );
}

describe('Descriptions: markup sanitised by the browser, plain text as text, DOMPurify never fetched', () => {
  it('full-flow: the survey description keeps its <strong> with the placeholder filled', async () => {
    const page = await harness.start({});
    const strong = page.dialog.locator('.hf-description strong');
    await page.expectVisible(strong);
    expect(await strong.textContent()).not.toContain('{{');
    expect(await sanitiserFetches(page)).toEqual([]);
  });

  it('a blueprint without markup: descriptions show as text, nothing fetched for them', async () => {
    const page = await harness.start({ blueprint: 'confetti-off' });
    await page.expectTitle('Stay for 20% less');
    await page.expectVisible(page.dialog.getByText('20% off every invoice for as long as you stay.'));
    await page.forward();
    await expect.poll(() => page.title.textContent()).not.toBe('Stay for 20% less');
    expect(await sanitiserFetches(page)).toEqual([]);
  });
});
