/**
 * The request first (issue 22 item 1), in Chromium with the built script tag: at `show()` the loader
 * imports `holdfast-early.js` beside the core, which sends the embed request while the main chunk is
 * still on its way; the core adopts that answer when its own request is exactly the same, asks again when
 * it is not, and a broken early script changes nothing for the customer; with init option `prefetch` the
 * request leaves at init and serves the show that follows; a flow given dynamic offers fetches their rules'
 * chunk beside the answer, before its first step; an init alone warms the answer's check up in idle time
 * (state/flow/answer-warm-up.ts), a show at once does not. The main chunk is held back by the CDN so the order is
 * plain to see.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUPON_IDS } from '../../fixtures/catalog/coupons.ts';
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../../fixtures/mock-app.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { EMBED_FILES, OUT } from '../../vite.config.ts';
import { launchChromium, openPage, type TrackedPage } from '../browser.ts';
import { type StaticServer, startStaticServer } from '../static-server.ts';
import { backendQuiet } from '../support/backend-quiet.ts';
import { walkToCancel } from './cancel-walk.ts';

const CDN_PATH = '/cdn/holdfast/v1/';
const PAGE_PATH = '/account/index.html';
const CUSTOMER_ID = 'cus_active_monthly';
/** How long the CDN holds the main chunk back: far longer than the early script's round trip here. */
const MAIN_CHUNK_DELAY_MS = 2000;

let browser: Browser;
let cdn: StaticServer;
let site: StaticServer;
let api: MockServer;
let tracked: TrackedPage | undefined;
let mainChunkFile = '';

const CORS = { 'access-control-allow-origin': '*' };

function initOptions(): Record<string, unknown> {
  return {
    appId: MOCK_APP_ID,
    customerId: CUSTOMER_ID,
    authHash: createHmac('sha256', MOCK_APP_SECRET).update(CUSTOMER_ID).digest('hex'),
    apiBase: api.url,
    record: false,
  };
}

/** What the page's network did, in the order Chromium reported it. */
interface Events {
  list: string[];
}

/**
 * A host page that includes the loader, then calls init (with `extra` options) and show at once (or when
 * the test calls `window.show()`) with options it keeps on `window.hostOptions` (so a test can change them
 * while the core is on its way).
 */
async function open({
  extra = {},
  showAtOnce = true,
}: {
  extra?: Record<string, unknown>;
  showAtOnce?: boolean;
} = {}): Promise<{ page: Page; events: Events }> {
  site.page(
    PAGE_PATH,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Account</title></head>
<body><h1>Account</h1><script src="${cdn.origin}${CDN_PATH}${EMBED_FILES.loader}"></script>
<script>
  window.hostOptions = ${JSON.stringify({ ...initOptions(), ...extra })};
  holdfast.init(window.hostOptions);
  window.show = () => (window.showResult = holdfast.show().then(() => 'shown', (error) => 'failed: ' + error));
  if (${showAtOnce}) window.show();
</script></body></html>`,
  );
  tracked = await openPage(browser);
  const events: Events = { list: [] };
  const name = (url: string) =>
    url.endsWith('/embed')
      ? 'embed'
      : url.includes(mainChunkFile)
        ? 'main'
        : url.endsWith(EMBED_FILES.early)
          ? 'early'
          : url.includes('/holdfast-dynamic-offers-')
            ? 'dynamic offers'
            : url.includes('/holdfast-answer-warm-up-')
              ? 'warm-up'
              : undefined;
  tracked.page.on('request', (request) => {
    const what = name(request.url());
    if (what) events.list.push(`${what} asked`);
  });
  tracked.page.on('requestfinished', (request) => {
    const what = name(request.url());
    if (what) events.list.push(`${what} finished`);
  });
  await tracked.page.goto(`${site.origin}${PAGE_PATH}`, { waitUntil: 'domcontentloaded' });
  return { page: tracked.page, events };
}

const embedCalls = () =>
  api.backend.requests().filter((request) => request.method === 'POST' && request.path.endsWith('/embed'));

async function waitForFirstStep(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 20_000 });
  await page.getByRole('radio').first().waitFor({ state: 'visible', timeout: 20_000 });
}

beforeAll(async () => {
  if (!existsSync(join(OUT.embed, EMBED_FILES.early)))
    throw new Error('dist/embed is missing the early script: run `npm run build`');
  mainChunkFile = readdirSync(OUT.embed).find((file) => /^holdfast-main-[\w-]+\.js$/.test(file)) ?? '';
  cdn = await startStaticServer({ [CDN_PATH]: OUT.embed });
  site = await startStaticServer();
  api = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([cdn?.close(), site?.close(), api?.close()]);
});

beforeEach(() => {
  site.reset();
  cdn.reset();
  for (const file of readdirSync(OUT.embed)) cdn.route(`${CDN_PATH}${file}`, { headers: CORS });
  cdn.route(`${CDN_PATH}${mainChunkFile}`, { headers: CORS, delayMs: MAIN_CHUNK_DELAY_MS });
  api.backend.reset();
});

afterEach(async () => {
  await tracked?.context.close();
  tracked = undefined;
  await backendQuiet(api.backend);
});

describe('the embed request leaves at show(), beside the main chunk', () => {
  it('before the main chunk has arrived, once: the core adopts it and shows the flow', async () => {
    const { page, events } = await open();
    await waitForFirstStep(page);
    expect(events.list).toContain('embed asked');
    expect(events.list.indexOf('embed asked')).toBeLessThan(events.list.indexOf('main finished'));
    // The early script came in parallel with the main chunk, not after it.
    expect(events.list.indexOf('early asked')).toBeLessThan(events.list.indexOf('main finished'));
    expect(events.list.filter((event) => event === 'embed asked')).toHaveLength(1);
    expect(embedCalls()).toHaveLength(1);
    expect(await page.evaluate(() => Reflect.get(window, 'showResult'))).toBe('shown');
  });

  it('is ignored when the options changed meanwhile: the core sends its own and uses that', async () => {
    const { page, events } = await open();
    await expect.poll(() => events.list.includes('embed asked')).toBe(true);
    expect(events.list).not.toContain('main finished');
    // The host changes what it passed to init while the core is still on its way.
    await page.evaluate(() => {
      Reflect.set(Reflect.get(window, 'hostOptions'), 'customerAttributes', { plan: 'team' });
    });
    await waitForFirstStep(page);
    await expect.poll(() => embedCalls().length).toBe(2);
    const [early, own] = embedCalls();
    expect(early?.body).toMatchObject({ customAttributes: {} });
    expect(own?.body).toMatchObject({ customAttributes: { plan: 'team' } });
    expect(events.list.lastIndexOf('embed asked')).toBeGreaterThan(events.list.indexOf('main finished'));
  });
});

describe('with init option prefetch, the embed request leaves at init()', () => {
  it('before the core is asked for, once: the show that follows uses it', async () => {
    // 'none': the core comes at show, so the request plainly did not wait for it.
    const { page, events } = await open({ extra: { prefetch: true, preload: 'none' }, showAtOnce: false });
    await expect.poll(() => events.list.includes('embed finished')).toBe(true);
    expect(events.list).not.toContain('main asked');
    await page.evaluate(() => Reflect.get(window, 'show')());
    await waitForFirstStep(page);
    expect(events.list.filter((event) => event === 'embed asked')).toHaveLength(1);
    expect(embedCalls()).toHaveLength(1);
    expect(await page.evaluate(() => Reflect.get(window, 'showResult'))).toBe('shown');
  });
});

describe("warm by default, the answer's check too", () => {
  it('an init alone checks a made-up answer in idle time, from a chunk of its own; the show after it works', async () => {
    const { page, events } = await open({ showAtOnce: false });
    await expect.poll(() => events.list.includes('warm-up finished'), { timeout: 10_000 }).toBe(true);
    expect(events.list.indexOf('warm-up asked')).toBeGreaterThan(events.list.indexOf('main finished'));
    expect(embedCalls()).toEqual([]);
    await page.evaluate(() => Reflect.get(window, 'show')());
    await waitForFirstStep(page);
    expect(await page.evaluate(() => Reflect.get(window, 'showResult'))).toBe('shown');
    expect(tracked?.log.errors).toEqual([]);
  });

  it('a show that comes with the init never fetches it: its real answer compiles the same code', async () => {
    const { page, events } = await open();
    await waitForFirstStep(page);
    // Past the idle time after the first step, when the warm-up would have started.
    await page.waitForTimeout(1500);
    expect(events.list).not.toContain('warm-up asked');
  });
});

describe('a failing early script never breaks show()', () => {
  it.each([
    ['the CDN fails it', { status: 500, body: 'no', headers: CORS }],
    ['it throws as it runs', { body: 'throw new Error("broken early script");', headers: CORS }],
    ['it is not there', { status: 404, body: 'not found', headers: CORS }],
  ])('%s: the core asks itself and the customer can still cancel', async (_, route) => {
    cdn.route(`${CDN_PATH}${EMBED_FILES.early}`, route);
    const { page, events } = await open();
    await waitForFirstStep(page);
    expect(embedCalls()).toHaveLength(1);
    // The core's own request, after its main chunk.
    expect(events.list.indexOf('embed asked')).toBeGreaterThan(events.list.indexOf('main finished'));
    expect(await page.evaluate(() => Reflect.get(window, 'showResult'))).toBe('shown');
    await walkToCancel(page);
    expect(api.backend.requests().filter((request) => request.path.endsWith('/stripe/cancel'))).toHaveLength(
      1,
    );
  });
});

describe('a flow given dynamic offers', () => {
  it("fetches their rules beside the answer, and the offer shows and claims the host's coupon", async () => {
    const { page, events } = await open({
      extra: {
        flowId: 'bp_dynamic_offers',
        dynamicOffers: { discount: { couponId: COUPON_IDS.percentRepeating } },
      },
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'A plan picked for you' }).waitFor({ timeout: 20_000 });
    // Its own chunk, asked for as the core started (init): the first step waited for it.
    expect(events.list).toContain('dynamic offers asked');
    await page.getByRole('button', { name: 'Decline offer', exact: true }).click();
    await dialog.getByRole('heading', { name: 'An offer just for you' }).waitFor();
    // The configured coupon is 20 % off forever; the host's, 30 % off for 3 months.
    await dialog.getByText('30% off for 3 months').first().waitFor();
    await page.getByRole('button', { name: 'Claim discount' }).click();
    await expect
      .poll(() => api.backend.requests().filter((request) => request.path.endsWith('/stripe/discount')))
      .toHaveLength(1);
    const [claim] = api.backend.requests().filter((request) => request.path.endsWith('/stripe/discount'));
    expect(claim?.body).toMatchObject({ coupon: COUPON_IDS.percentRepeating });
  });
});
