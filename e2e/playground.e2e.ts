/**
 * The built playground (dist/playground) is a static site with relative URLs: served from a deep
 * subpath of a plain file server it must load everything from under that subpath, cleanly.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT } from '../vite.config.ts';
import { launchChromium, openPage } from './browser.ts';
import { type StaticServer, startStaticServer } from './static-server.ts';

const SUBPATH = '/some/deep/subpath/';

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  if (!existsSync(join(OUT.playground, 'index.html')))
    throw new Error('dist/playground is missing: run `npm run build`');
  server = await startStaticServer({ [SUBPATH]: OUT.playground });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the playground works from any static subpath', () => {
  it('loads index.html under a subpath with no console errors and nothing fetched outside it', async () => {
    const { page, context, log } = await openPage(browser);
    try {
      await page.goto(`${server.origin}${SUBPATH}`, { waitUntil: 'networkidle' });
      await expect
        .poll(async () => ((await page.locator('body').textContent()) ?? '').trim().length)
        .toBeGreaterThan(0);
      expect(log.errors).toEqual([]);
      expect(log.failedRequests).toEqual([]);
      const outside = server.requests
        .map((request) => request.url)
        .filter((url) => !url.startsWith(SUBPATH) && url !== '/favicon.ico');
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("serves msw's worker beside index.html as JavaScript", async () => {
    const response = await fetch(`${server.origin}${SUBPATH}mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });
});
