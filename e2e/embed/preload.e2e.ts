/**
 * Warm by default (issue 22 item 3, init option `preload`): when the script-tag loader fetches the core and
 * its main chunk after `init()`, in Chromium. The core is the probe (e2e/probe/core.ts) behind the
 * product's loader, as in e2e/loader.e2e.ts: what is pinned here is the loader's schedule.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMBED_FILES, OUT, ROOT } from '../../vite.config.ts';
import { launchChromium, openPage, type TrackedPage } from '../browser.ts';
import { buildProbeCore, PROBE_DIR } from '../probe/build-probe.ts';
import { type StaticServer, startStaticServer } from '../static-server.ts';

const LOADER_PATH = `/probe/${EMBED_FILES.loader}`;
/** Longer than an idle callback takes on a quiet page, shorter than its 2 s timeout. */
const SETTLE_MS = 600;

let browser: Browser;
let server: StaticServer;
let tracked: TrackedPage | undefined;
let mainChunkPath = '';

const mainChunkRequests = () => server.requests.filter((request) => request.url === mainChunkPath);

async function openHost(initOptions: string, body = ''): Promise<TrackedPage> {
  server.page(
    '/host.html',
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title></head>
<body><p>A host page</p>${body}<script src="${LOADER_PATH}"></script>
<script>window.initDone = holdfast.init(${initOptions});</script></body></html>`,
  );
  tracked = await openPage(browser);
  await tracked.page.goto(`${server.origin}/host.html`, { waitUntil: 'load' });
  return tracked;
}

beforeAll(async () => {
  if (!existsSync(join(OUT.embed, EMBED_FILES.loader)))
    throw new Error('dist/embed is missing: run `npm run build`');
  await buildProbeCore();
  const mainChunk = readdirSync(PROBE_DIR).find((file) => /^holdfast-main-[\w-]+\.js$/.test(file));
  mainChunkPath = `/probe/${mainChunk}`;
  server = await startStaticServer({ '/': join(ROOT, 'dist'), '/probe/': PROBE_DIR });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(() => server.reset());

afterEach(async () => {
  await tracked?.context.close();
  tracked = undefined;
});

describe('after init, the main chunk comes as preload says', () => {
  it("'idle' (the default): fetched in idle time without show(), and init answered", async () => {
    const { page, log } = await openHost("{ appId: 'app_test' }");
    await expect.poll(() => mainChunkRequests().length, { timeout: 3000 }).toBe(1);
    expect(await page.evaluate(() => Reflect.get(window, 'initDone'))).toBe('init done');
    expect(log.errors).toEqual([]);
  });

  it("'none': not fetched until show()", async () => {
    const { page, log } = await openHost("{ appId: 'app_test', preload: 'none' }");
    await page.waitForTimeout(SETTLE_MS * 4);
    expect(mainChunkRequests()).toEqual([]);
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').show())).toBe('show done');
    expect(mainChunkRequests()).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  it("'intent': fetched only once the customer points at the target", async () => {
    const { page, log } = await openHost(
      "{ appId: 'app_test', preload: 'intent', preloadTarget: '#cancel-subscription' }",
      '<button id="elsewhere">Billing history</button> <button id="cancel-subscription">Cancel</button>',
    );
    await page.hover('#elsewhere');
    await page.waitForTimeout(SETTLE_MS);
    expect(mainChunkRequests()).toEqual([]);
    await page.hover('#cancel-subscription');
    await expect.poll(() => mainChunkRequests().length, { timeout: 3000 }).toBe(1);
    expect(log.errors).toEqual([]);
  });

  it("'intent': fetched once a keyboard user focuses the target (an element)", async () => {
    const { page, log } = await openHost(
      "{ appId: 'app_test', preload: 'intent', preloadTarget: document.getElementById('cancel-subscription') }",
      '<button id="cancel-subscription">Cancel</button>',
    );
    await page.waitForTimeout(SETTLE_MS);
    expect(mainChunkRequests()).toEqual([]);
    await page.focus('#cancel-subscription');
    await expect.poll(() => mainChunkRequests().length, { timeout: 3000 }).toBe(1);
    expect(log.errors).toEqual([]);
  });
});
