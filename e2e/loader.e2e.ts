/**
 * The script-tag loader in a real browser, on plain static host pages. The core behind it is the probe
 * (e2e/probe/core.ts), built with the product's embed config with the product's loader beside it, so
 * these tests pin the loader/queue contract whatever the product core does; the last test loads the
 * product's own core (dist/embed) under a strict CSP.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOLDFAST_METHODS } from '../renderer/embed/api-types.ts';
import { CORE_LOAD_FAILED, CORE_RETRY_PARAM } from '../renderer/embed/loader.ts';
import { holdfastSnippet, LOAD_ERROR_CODE } from '../renderer/embed/snippet.ts';
import { EMBED_FILES, OUT, ROOT } from '../vite.config.ts';
import { launchChromium, openPage, openProfilePage, type TrackedPage } from './browser.ts';
import { buildProbeCore, PROBE_DIR } from './probe/build-probe.ts';
import { type StaticServer, startStaticServer } from './static-server.ts';

const LOADER_PATH = `/probe/${EMBED_FILES.loader}`;
const CORE_PATH = `/probe/${EMBED_FILES.core}`;
const NONCE = 'e2e-nonce';

let browser: Browser;
let server: StaticServer;
let tracked: TrackedPage | undefined;

function hostPage(body: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>${head}</head><body><p>A host page</p>${body}</body></html>`;
}

async function open(path: string): Promise<TrackedPage> {
  tracked = await openPage(browser);
  await tracked.page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  return tracked;
}

const coreRequests = () => server.requests.filter((request) => request.url.startsWith(CORE_PATH));

function probeCalls(page: TrackedPage['page']): Promise<unknown> {
  return page.evaluate(() => {
    const probe: unknown = Reflect.get(window, '__holdfastProbe');
    return probe === undefined ? undefined : Reflect.get(Object(probe), 'calls');
  });
}

function stage(page: TrackedPage['page']): Promise<unknown> {
  return page.evaluate(() => Reflect.get(Object(Reflect.get(window, 'holdfast')), '_stage'));
}

beforeAll(async () => {
  if (!existsSync(join(OUT.embed, EMBED_FILES.loader)))
    throw new Error('dist/embed is missing: run `npm run build`');
  await buildProbeCore();
  server = await startStaticServer({ '/': join(ROOT, 'dist'), '/probe/': PROBE_DIR });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(() => {
  server.reset();
});

afterEach(async () => {
  await tracked?.context.close();
  tracked = undefined;
});

describe('the loader defines window.holdfast at once', () => {
  it('has every host method and preload right after its script tag', async () => {
    server.page(
      '/host.html',
      hostPage(`<script src="${LOADER_PATH}"></script>
<script>window.seen = Object.fromEntries(${JSON.stringify([...HOLDFAST_METHODS, 'preload'])}.map((m) => [m, typeof holdfast[m]]));</script>`),
    );
    const { page, log } = await open('/host.html');
    const seen = await page.evaluate(() => Reflect.get(window, 'seen'));
    expect(seen).toEqual(Object.fromEntries([...HOLDFAST_METHODS, 'preload'].map((m) => [m, 'function'])));
    expect(await stage(page)).toBe('loader');
    expect(log.errors).toEqual([]);
  });
});

describe('the host pays nothing until it calls something', () => {
  it('requests no core before the first call, then exactly one', async () => {
    server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page, log } = await open('/host.html');
    await page.waitForTimeout(300);
    expect(coreRequests()).toEqual([]);

    const answer = await page.evaluate(() => Reflect.get(window, 'holdfast').show('now'));
    expect(answer).toBe('show done');
    expect(coreRequests()).toHaveLength(1);
    expect(await probeCalls(page)).toEqual([{ method: 'show', args: ['now'] }]);
    expect(log.errors).toEqual([]);
  });

  it("fetches the core's main chunk beside the core, once, and leaves no trace in the page", async () => {
    // The core answers late, as over a slow network: its main chunk is asked for meanwhile, not after.
    server.route(CORE_PATH, { delayMs: 400 });
    server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page, log } = await open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').show('now'))).toBe('show done');

    const mainChunk = readdirSync(PROBE_DIR).find((file) => /^holdfast-main-[\w-]+\.js$/.test(file));
    const mainRequests = server.requests.filter((request) => request.url === `/probe/${mainChunk}`);
    const [core] = coreRequests();
    expect(mainRequests).toHaveLength(1);
    expect(mainRequests[0]?.arrivedAt).toBeLessThan((core?.arrivedAt ?? 0) + 400);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(log.errors).toEqual([]);
  });

  it("opens the connection to init's apiBase while the core is on its way", async () => {
    // A bare TCP server stands for the API: the probe core never calls it, so a connection is the preconnect.
    const connectedAt: number[] = [];
    const apiServer = createServer((socket) => {
      connectedAt.push(Date.now());
      socket.destroy();
    });
    await new Promise<void>((done) => apiServer.listen(0, '127.0.0.1', done));
    try {
      const address = apiServer.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.route(CORE_PATH, { delayMs: 400 });
      server.page(
        '/host.html',
        hostPage(`<script src="${LOADER_PATH}"></script>
<script>holdfast.init({ appId: 'app_test', apiBase: 'http://127.0.0.1:${port}/api/' });</script>`),
      );
      // Chromium preconnects only for an ordinary profile, not in the incognito-like contexts of open().
      tracked = await openProfilePage(mkdtempSync(join(tmpdir(), 'holdfast-profile-')));
      const { page, log } = tracked;
      await page.goto(`${server.origin}/host.html`, { waitUntil: 'load' });
      await page.evaluate(() => Reflect.get(window, 'holdfast').show());
      const [core] = coreRequests();
      expect(connectedAt.length).toBeGreaterThan(0);
      expect(connectedAt[0]).toBeLessThan((core?.arrivedAt ?? 0) + 400);
      expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
      expect(log.errors).toEqual([]);
    } finally {
      await new Promise((done) => apiServer.close(done));
    }
  });

  it('starts the load on preload() without running any method', async () => {
    server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page } = await open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').preload())).toBe(true);
    expect(coreRequests()).toHaveLength(1);
    expect(await probeCalls(page)).toEqual([]);
    expect(await stage(page)).toBe('core');
  });
});

describe('calls queued before the core loads run in order', () => {
  it("runs them once the core attaches and resolves each with the core's result", async () => {
    server.page(
      '/host.html',
      hostPage(`<script src="${LOADER_PATH}"></script>
<script>
  window.results = Promise.all([
    holdfast.init({ appId: 'app_test' }),
    holdfast.updateBranding({ theme: 'dark' }),
    holdfast.show(),
    holdfast.getSessionData(),
  ]);
</script>`),
    );
    const { page, log } = await open('/host.html');
    const results = await page.evaluate(() => Reflect.get(window, 'results'));
    expect(results).toEqual([
      'init done',
      'updateBranding done',
      'show done',
      { session: 'from a lazy chunk' },
    ]);
    expect(await probeCalls(page)).toEqual([
      { method: 'init', args: [{ appId: 'app_test' }] },
      { method: 'updateBranding', args: [{ theme: 'dark' }] },
      { method: 'show', args: [] },
      { method: 'getSessionData', args: [] },
    ]);
    expect(coreRequests()).toHaveLength(1);
    expect(server.requests.some((request) => /^\/probe\/holdfast-lazy-[\w-]+\.js$/.test(request.url))).toBe(
      true,
    );
    expect(log.errors).toEqual([]);
  });

  it('turns a throwing method into a rejected promise, never an uncaught error', async () => {
    server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page, log } = await open('/host.html');
    const outcome = await page.evaluate(() =>
      Reflect.get(window, 'holdfast')
        .check()
        .then(
          () => 'resolved',
          (error: Error) => `rejected: ${error.message}`,
        ),
    );
    expect(outcome).toBe('rejected: probe check failed');
    expect(log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
  });
});

describe('a second include never replaces the live object', () => {
  it('keeps the loader, then the core, when holdfast.js is included again', async () => {
    server.page(
      '/host.html',
      hostPage(`<script src="${LOADER_PATH}"></script>
<script>window.first = window.holdfast; window.firstShow = holdfast.show;</script>
<script src="${LOADER_PATH}"></script>
<script>
  window.keptLoader = window.holdfast === window.first && holdfast.show === window.firstShow;
  window.queued = holdfast.init('once');
</script>`),
    );
    const { page, log } = await open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'keptLoader'))).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, 'queued'))).toBe('init done');

    const keptCore = await page.evaluate(async (loaderPath) => {
      const before = Reflect.get(window, 'holdfast');
      const script = document.createElement('script');
      script.src = loaderPath;
      await new Promise((resolve) => {
        script.onload = resolve;
        document.head.append(script);
      });
      const after = Reflect.get(window, 'holdfast');
      return after === before && after._stage === 'core' && (await after.show('direct')) === 'show done';
    }, LOADER_PATH);
    expect(keptCore).toBe(true);
    expect(coreRequests()).toHaveLength(1);
    expect(await probeCalls(page)).toEqual([
      { method: 'init', args: ['once'] },
      { method: 'show', args: ['direct'] },
    ]);
    expect(log.errors).toEqual([]);
  });
});

describe('a failed core load is retried on the next call', () => {
  it('serves 500 once; the next call loads the core and every waiting call runs in order', async () => {
    server.route(CORE_PATH, (_request, hits) =>
      hits === 1 ? { status: 500, body: 'down for a moment' } : undefined,
    );
    server.page(
      '/host.html',
      hostPage(
        `<script src="${LOADER_PATH}"></script><script>window.first = holdfast.init('first');</script>`,
      ),
    );
    const { page, log } = await open('/host.html');
    await expect
      .poll(() => log.errors.some((line) => line.includes('[holdfast] could not load the widget')))
      .toBe(true);
    expect(await probeCalls(page)).toBeUndefined();

    const results = await page.evaluate(() =>
      Promise.all([Reflect.get(window, 'first'), Reflect.get(window, 'holdfast').show('second')]),
    );
    expect(results).toEqual(['init done', 'show done']);
    expect(await probeCalls(page)).toEqual([
      { method: 'init', args: ['first'] },
      { method: 'show', args: ['second'] },
    ]);
    expect(coreRequests().map(({ url, status }) => ({ url, status }))).toEqual([
      { url: CORE_PATH, status: 500 },
      { url: `${CORE_PATH}?${CORE_RETRY_PARAM}=1`, status: 200 },
    ]);
  });
});

describe("a failed core load with a show waiting is told to init's onError", () => {
  it('calls onError with LOAD_ERROR in the browser; a later preload() runs the waiting calls', async () => {
    server.route(CORE_PATH, (_request, hits) => (hits === 1 ? { status: 500, body: 'down' } : undefined));
    server.page(
      '/host.html',
      hostPage(
        `<script src="${LOADER_PATH}"></script><script>window.heard = [];
holdfast.init({ onError: (error) => window.heard.push(error) }); window.shown = holdfast.show('now');</script>`,
      ),
    );
    const { page } = await open('/host.html');
    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'heard').length)).toBe(1);
    const [heard] = await page.evaluate(() => Reflect.get(window, 'heard'));
    expect(heard).toMatchObject({ code: LOAD_ERROR_CODE, status: null });
    expect(heard.message).toContain(CORE_LOAD_FAILED);
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').preload())).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, 'shown'))).toBe('show done');
    expect(await page.evaluate(() => Reflect.get(window, 'heard').length)).toBe(1);
  });
});

describe('the copy-paste snippet queues calls before the loader arrives', () => {
  it('drains the snippet queue in order, keeping the object the host holds', async () => {
    server.page(
      '/host.html',
      hostPage(
        `<script>window.stub = window.holdfast; window.results = Promise.all([holdfast.init('snippet'), holdfast.show()]);</script>`,
        holdfastSnippet(`${LOADER_PATH}`),
      ),
    );
    const { page, log } = await open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'results'))).toEqual(['init done', 'show done']);
    expect(await page.evaluate(() => Reflect.get(window, 'stub') === Reflect.get(window, 'holdfast'))).toBe(
      true,
    );
    expect(await probeCalls(page)).toEqual([
      { method: 'init', args: ['snippet'] },
      { method: 'show', args: [] },
    ]);
    expect(log.errors).toEqual([]);
  });
});

describe('works under a strict Content-Security-Policy (no unsafe-eval, no unsafe-inline)', () => {
  const csp = `default-src 'self'; img-src 'self' data:; script-src 'self' 'nonce-${NONCE}'; object-src 'none'; base-uri 'none'`;
  const watchViolations = `<script nonce="${NONCE}">window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));</script>`;

  it('loads the probe core and its lazy chunk from a nonce-d snippet', async () => {
    const snippet = holdfastSnippet(LOADER_PATH).replace('<script>', `<script nonce="${NONCE}">`);
    server.page(
      '/host.html',
      hostPage(
        `<script nonce="${NONCE}">window.results = Promise.all([holdfast.init('csp'), holdfast.getSessionData()]);</script>`,
        watchViolations + snippet,
      ),
      { 'content-security-policy': csp },
    );
    const { page, log } = await open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'results'))).toEqual([
      'init done',
      { session: 'from a lazy chunk' },
    ]);
    expect(await page.evaluate(() => Reflect.get(window, 'violations'))).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('loads the built product core (dist/embed) and lets it attach', async () => {
    server.page(
      '/host.html',
      hostPage(`<script src="/embed/${EMBED_FILES.loader}"></script>`, watchViolations),
      {
        'content-security-policy': csp,
      },
    );
    const { page, log } = await open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').preload())).toBe(true);
    expect(await stage(page)).toBe('core');
    expect(server.requests.map((request) => request.url)).toContain(`/embed/${EMBED_FILES.core}`);
    expect(await page.evaluate(() => Reflect.get(window, 'violations'))).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
