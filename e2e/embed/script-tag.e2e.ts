/**
 * The built script tag (dist/embed/holdfast.js) on plain static host pages — no playground. The widget
 * is served from its own origin and path (a CDN), the pages from another, and the mock server answers
 * the API through `apiBase`. The host calls init and show before the loader has arrived; the customer
 * then walks the cancel flow to the end: on a clean page, on a hostile-CSS page (which must look the
 * same) and under a strict CSP (with no violation at all).
 */
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../../fixtures/mock-app.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { EMBED_FILES, OUT } from '../../vite.config.ts';
import { launchChromium, openPage, type TrackedPage } from '../browser.ts';
import { type StaticServer, startStaticServer } from '../static-server.ts';
import { backendQuiet } from '../support/backend-quiet.ts';
import { FEEDBACK, walkToCancel } from './cancel-walk.ts';
import { CHAT_BUBBLE_ID, HOST_LOG, HOSTILE_CSS, hostPage, strictCsp } from './host-pages.ts';
import { comparePngs } from './pixels.ts';

/** The widget's files live under a versioned CDN path on their own origin. */
const CDN_PATH = '/cdn/holdfast/v1/';
const PAGE_PATH = '/account/billing/index.html';
const CUSTOMER_ID = 'cus_active_monthly';
const NONCE = 'r4nd0m-n0nce-e2e';
const CSP_REPORT_PATH = '/csp-report';
/** Same viewport for every page, so screenshots compare. */
const VIEWPORT = { width: 1000, height: 900 };

let browser: Browser;
let cdn: StaticServer;
let site: StaticServer;
let api: MockServer;
let tracked: TrackedPage | undefined;

/** The hash a host computes on its server (docs: README, "Computing the auth hash"). */
function authHashFor(customerId: string): string {
  return createHmac('sha256', MOCK_APP_SECRET).update(customerId).digest('hex');
}

function initOptions(): Record<string, unknown> {
  return {
    appId: MOCK_APP_ID,
    customerId: CUSTOMER_ID,
    authHash: authHashFor(CUSTOMER_ID),
    apiBase: api.url,
    record: false,
  };
}

const loaderUrl = () => `${cdn.origin}${CDN_PATH}${EMBED_FILES.loader}`;

async function open(html: string, headers: Record<string, string> = {}): Promise<TrackedPage> {
  site.page(PAGE_PATH, html, headers);
  tracked = await openPage(browser);
  await tracked.page.setViewportSize(VIEWPORT);
  // Installed by the browser before any page script, outside the page's CSP.
  await tracked.context.addInitScript(() => {
    const violations: string[] = [];
    Reflect.set(window, 'cspViolations', violations);
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  // The full flow's redirect step embeds a YouTube player; answer it locally so the test never leaves
  // the machine.
  await tracked.context.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await tracked.page.goto(`${site.origin}${PAGE_PATH}`, { waitUntil: 'load' });
  return tracked;
}

function hostLog(page: Page): Promise<Array<{ name: string; args: unknown[] }>> {
  return page.evaluate((name) => Reflect.get(window, name), HOST_LOG);
}

function received(path: string) {
  return api.backend.requests().filter((request) => request.path.endsWith(path));
}

/** What the flow must have done, whatever the page: one cancel, one session, the host told. */
async function expectCancelled(page: Page): Promise<void> {
  expect(received('/stripe/cancel')).toHaveLength(1);
  await expect.poll(() => received('/api/sessions').length).toBe(1);
  expect(received('/api/sessions')[0]?.body).toMatchObject({
    canceled: true,
    aborted: false,
    feedback: FEEDBACK,
  });
  const log = await hostLog(page);
  const cancels = log.filter((entry) => entry.name === 'onCancel');
  expect(cancels).toHaveLength(1);
  expect(cancels[0]?.args[0]).toMatchObject({ id: CUSTOMER_ID });
  expect(log.filter((entry) => entry.name === 'onError')).toEqual([]);
  // The host called init before the loader arrived: only the snippet's stubs answered.
  expect(await page.evaluate(() => Reflect.get(window, 'stageAtFirstCall'))).toBeUndefined();
  expect(await page.evaluate(() => Reflect.get(window, 'initResult'))).toEqual({ ok: true });
}

/** The dialog alone, with the host page's own content hidden so only the widget's pixels differ. */
async function dialogScreenshot(page: Page): Promise<Buffer> {
  await page.evaluate(() => {
    for (const element of Array.from(document.body.children)) {
      if (element instanceof HTMLElement && !element.hasAttribute('data-holdfast'))
        element.style.setProperty('visibility', 'hidden');
    }
  });
  const shot = await page.locator('.hf-dialog').screenshot({ animations: 'disabled', caret: 'hide' });
  await page.evaluate(() => {
    for (const element of Array.from(document.body.children)) {
      if (element instanceof HTMLElement) element.style.removeProperty('visibility');
    }
  });
  return shot;
}

async function pixelDiff(a: Buffer, b: Buffer) {
  const scratch = await browser.newPage();
  try {
    return await comparePngs(scratch, a, b);
  } finally {
    await scratch.close();
  }
}

beforeAll(async () => {
  if (!existsSync(join(OUT.embed, EMBED_FILES.loader)))
    throw new Error('dist/embed is missing: run `npm run build`');
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
  // Module scripts from another origin are fetched with CORS, as from any CDN.
  for (const file of readdirSync(OUT.embed))
    cdn.route(`${CDN_PATH}${file}`, { headers: { 'access-control-allow-origin': '*' } });
  api.backend.reset();
});

afterEach(async () => {
  await tracked?.context.close();
  tracked = undefined;
  // A page closed mid-flow sends its aborted session as it goes: let it land before the next test's reset,
  // or it counts as a second session of that test's flow.
  await backendQuiet(api.backend);
});

describe('script tag on a plain host page', () => {
  it('honours calls made before the loader arrived and completes a cancel flow', async () => {
    const { page, log } = await open(hostPage({ loaderUrl: loaderUrl(), initOptions: initOptions() }));
    await walkToCancel(page);
    await expectCancelled(page);
    expect(log.errors).toEqual([]);
    expect(log.failedRequests).toEqual([]);
  });

  it("loads the core and its chunks from the loader's own origin and path", async () => {
    const { page } = await open(
      hostPage({ loaderUrl: loaderUrl(), initOptions: { ...initOptions(), i18n: { lang: 'de' } } }),
    );
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 20_000 });
    const fetched = cdn.requests.map((request) => request.url);
    expect(fetched).toContain(`${CDN_PATH}${EMBED_FILES.core}`);
    // The German catalog is a lazy chunk the core imports relatively: it must come from the CDN path,
    // not from the page's origin or path.
    expect(fetched.some((url) => /^\/cdn\/holdfast\/v1\/holdfast-de-[\w-]+\.js$/.test(url))).toBe(true);
    expect(site.requests.map((request) => request.url)).toEqual([PAGE_PATH]);
    // The loader preloads the main chunk beside the core (a CORS module fetch from the CDN, like the
    // core's own import of it): the browser fetches it once, not once for each.
    expect(fetched.filter((url) => /\/holdfast-main-[\w-]+\.js$/.test(url))).toHaveLength(1);
  });
});

describe('isolation: a hostile host page changes nothing inside the widget', () => {
  it('looks the same as on the clean page, covers the highest host layers, and completes', async () => {
    const clean = await open(hostPage({ loaderUrl: loaderUrl(), initOptions: initOptions() }));
    await clean.page.getByRole('dialog').waitFor({ state: 'visible', timeout: 20_000 });
    await clean.page.getByRole('radio').first().waitFor({ state: 'visible' });
    const cleanSurvey = await dialogScreenshot(clean.page);
    await clean.context.close();
    // The clean page's aborted session must not land in the hostile page's count.
    await backendQuiet(api.backend);
    api.backend.reset();

    const hostile = await open(
      hostPage({ loaderUrl: loaderUrl(), initOptions: initOptions(), css: HOSTILE_CSS }),
    );
    const { page, log } = hostile;
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByRole('radio').first().waitFor({ state: 'visible' });

    // The host's chat bubble sits at z-index 2147483000; the modal must be what the pointer reaches.
    const onTop = await page.evaluate((id) => {
      const bubble = document.getElementById(id);
      if (!bubble) return 'no bubble';
      const box = bubble.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit?.getAttribute('data-holdfast') ?? hit?.id ?? 'nothing';
    }, CHAT_BUBBLE_ID);
    expect(onTop).toBe('cancel-flow');

    const hostileSurvey = await dialogScreenshot(page);
    const diff = await pixelDiff(cleanSurvey, hostileSurvey);
    expect(diff.sameSize, `clean ${diff.width}px wide; hostile differs in size`).toBe(true);
    expect(diff.differing).toBe(0);

    await walkToCancel(page);
    await expectCancelled(page);
    expect(log.errors).toEqual([]);
  });
});

describe('theming through the documented custom properties (docs/theming.md)', () => {
  it('applies --hf-* set by the host page on the host element', async () => {
    const css =
      '[data-holdfast] { --hf-radius: 0px; --hf-font: Georgia, serif; --hf-surface: rgb(255, 250, 240); }';
    const { page } = await open(hostPage({ loaderUrl: loaderUrl(), initOptions: initOptions(), css }));
    const dialog = page.locator('.hf-dialog');
    await dialog.waitFor({ state: 'visible', timeout: 20_000 });
    const style = await dialog.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        radius: computed.borderTopLeftRadius,
        background: computed.backgroundColor,
        font: computed.fontFamily,
      };
    });
    expect(style).toEqual({ radius: '0px', background: 'rgb(255, 250, 240)', font: 'Georgia, serif' });
  });
});

describe('strict Content-Security-Policy', () => {
  it('finds the page nonce by itself when the host leaves out the nonce option', async () => {
    site.route(CSP_REPORT_PATH, { status: 204, body: '' });
    const { page, log } = await open(
      hostPage({ loaderUrl: loaderUrl(), initOptions: initOptions(), nonce: NONCE }),
      { 'content-security-policy': strictCsp(NONCE, api.url, CSP_REPORT_PATH) },
    );
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 20_000 });
    // The stylesheet applied: the modal is fixed over the page.
    expect(await page.locator('.hf-modal').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
    expect(await page.evaluate(() => Reflect.get(window, 'cspViolations'))).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('completes a cancel flow with zero violation reports', async () => {
    const csp = strictCsp(NONCE, api.url, CSP_REPORT_PATH);
    site.route(CSP_REPORT_PATH, { status: 204, body: '' });
    const { page, log } = await open(
      hostPage({
        loaderUrl: loaderUrl(),
        initOptions: { ...initOptions(), nonce: NONCE, record: true, recordingConsent: true },
        nonce: NONCE,
      }),
      {
        'content-security-policy': csp,
      },
    );
    await walkToCancel(page);
    await expectCancelled(page);
    // Recording is on and consented: the recorder, a lazy chunk, came from the CDN path too and ran
    // under the same policy.
    expect(cdn.requests.some((request) => /\/holdfast-recorder-[\w-]+\.js$/.test(request.url))).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, 'cspViolations'))).toEqual([]);
    // Reports travel on their own; give any late one the time to arrive before counting.
    await page.waitForTimeout(500);
    expect(site.requests.filter((request) => request.url.startsWith(CSP_REPORT_PATH))).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
