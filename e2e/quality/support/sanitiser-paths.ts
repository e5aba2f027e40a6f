/**
 * The two description sanitisers, as host pages get them: Chromium's HTML Sanitizer API, and DOMPurify where
 * a browser has none, which a script run before the loader makes of this Chromium by taking the API away.
 */
import type { Page } from 'playwright-core';

/** Takes the HTML Sanitizer API away before the widget loads: the page is then a browser without it. */
export const WITHOUT_SANITIZER_API = `
delete window.Sanitizer;
delete Document.parseHTMLUnsafe;
delete Document.parseHTML;
delete Element.prototype.setHTML;
delete ShadowRoot.prototype.setHTML;
`;

/** Each sanitiser path: the scripts a host page runs first to get it, and whether DOMPurify's chunk comes. */
export const SANITISER_PATHS: ReadonlyArray<{ name: string; before: string[]; fetchesDomPurify: boolean }> = [
  { name: 'the HTML Sanitizer API', before: [], fetchesDomPurify: false },
  { name: 'DOMPurify (no Sanitizer API)', before: [WITHOUT_SANITIZER_API], fetchesDomPurify: true },
];

/** Resource timings of the DOMPurify chunk the page fetched (its file is named after sanitize-html.ts). */
export async function domPurifyFetches(page: Page): Promise<Array<{ name: string; responseEnd: number }>> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry instanceof PerformanceResourceTiming)
      .filter((entry) => /sanitize-html[-.][\w-]*\.js/.test(entry.name))
      .map((entry) => ({ name: entry.name, responseEnd: entry.responseEnd })),
  );
}
