/**
 * The script-tag loader in a real browser, on plain static host pages. The core behind it is the probe
 * (e2e/probe/core.ts), built with the product's embed config with the product's loader beside it, so
 * these tests pin the loader/queue contract whatever the product core does; the last test loads the
 * product's own core (dist/embed) under a strict CSP. A core that fails to load: loader-failures.e2e.ts.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOLDFAST_METHODS } from '../renderer/embed/api-types.ts';
import { holdfastSnippet } from '../renderer/embed/snippet.ts';
import { EMBED_FILES } from '../vite.config.ts';
import { openProfilePage } from './browser.ts';
import { PROBE_DIR } from './probe/build-probe.ts';
import {
  CORE_PATH,
  hostPage,
  LOADER_PATH,
  probeCalls,
  probePagesPerFile,
  stage,
} from './probe/probe-pages.ts';

const NONCE = 'e2e-nonce';

const suite = probePagesPerFile();

describe('the loader defines window.holdfast at once', () => {
  it('has every host method and preload right after its script tag', async () => {
    suite.server.page(
      '/host.html',
      hostPage(`<script src="${LOADER_PATH}"></script>
<script>window.seen = Object.fromEntries(${JSON.stringify([...HOLDFAST_METHODS, 'preload'])}.map((m) => [m, typeof holdfast[m]]));</script>`),
    );
    const { page, log } = await suite.open('/host.html');
    const seen = await page.evaluate(() => Reflect.get(window, 'seen'));
    expect(seen).toEqual(Object.fromEntries([...HOLDFAST_METHODS, 'preload'].map((m) => [m, 'function'])));
    expect(await stage(page)).toBe('loader');
    expect(log.errors).toEqual([]);
  });
});

describe('the host pays nothing until it calls something', () => {
  it('requests no core before the first call, then exactly one', async () => {
    suite.server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page, log } = await suite.open('/host.html');
    await page.waitForTimeout(300);
    expect(suite.coreRequests()).toEqual([]);

    const answer = await page.evaluate(() => Reflect.get(window, 'holdfast').show('now'));
    expect(answer).toBe('show done');
    expect(suite.coreRequests()).toHaveLength(1);
    expect(await probeCalls(page)).toEqual([{ method: 'show', args: ['now'] }]);
    expect(log.errors).toEqual([]);
  });

  it("fetches the core's main chunk beside the core, once, and leaves no trace in the page", async () => {
    // The core answers late, as over a slow network: its main chunk is asked for meanwhile, not after.
    suite.server.route(CORE_PATH, { delayMs: 400 });
    suite.server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page, log } = await suite.open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').show('now'))).toBe('show done');

    const mainChunk = readdirSync(PROBE_DIR).find((file) => /^holdfast-main-[\w-]+\.js$/.test(file));
    const mainRequests = suite.server.requests.filter((request) => request.url === `/probe/${mainChunk}`);
    const [core] = suite.coreRequests();
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
      suite.server.route(CORE_PATH, { delayMs: 400 });
      suite.server.page(
        '/host.html',
        hostPage(`<script src="${LOADER_PATH}"></script>
<script>holdfast.init({ appId: 'app_test', apiBase: 'http://127.0.0.1:${port}/api/' });</script>`),
      );
      // Chromium preconnects only for an ordinary profile, not in the incognito-like contexts of suite.open().
      const tracked = suite.track(await openProfilePage(mkdtempSync(join(tmpdir(), 'holdfast-profile-'))));
      const { page, log } = tracked;
      await page.goto(`${suite.server.origin}/host.html`, { waitUntil: 'load' });
      await page.evaluate(() => Reflect.get(window, 'holdfast').show());
      const [core] = suite.coreRequests();
      expect(connectedAt.length).toBeGreaterThan(0);
      expect(connectedAt[0]).toBeLessThan((core?.arrivedAt ?? 0) + 400);
      expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
      expect(log.errors).toEqual([]);
    } finally {
      await new Promise((done) => apiServer.close(done));
    }
  });

  it('starts the load on preload() without running any method', async () => {
    suite.server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page } = await suite.open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').preload())).toBe(true);
    expect(suite.coreRequests()).toHaveLength(1);
    expect(await probeCalls(page)).toEqual([]);
    expect(await stage(page)).toBe('core');
  });
});

describe('calls queued before the core loads run in order', () => {
  it("runs them once the core attaches and resolves each with the core's result", async () => {
    suite.server.page(
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
    const { page, log } = await suite.open('/host.html');
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
    expect(suite.coreRequests()).toHaveLength(1);
    expect(
      suite.server.requests.some((request) => /^\/probe\/holdfast-lazy-[\w-]+\.js$/.test(request.url)),
    ).toBe(true);
    expect(log.errors).toEqual([]);
  });

  it('turns a throwing method into a rejected promise, never an uncaught error', async () => {
    suite.server.page('/host.html', hostPage(`<script src="${LOADER_PATH}"></script>`));
    const { page, log } = await suite.open('/host.html');
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
    suite.server.page(
      '/host.html',
      hostPage(`<script src="${LOADER_PATH}"></script>
<script>window.first = window.holdfast; window.firstShow = holdfast.show;</script>
<script src="${LOADER_PATH}"></script>
<script>
  window.keptLoader = window.holdfast === window.first && holdfast.show === window.firstShow;
  window.queued = holdfast.init('once');
</script>`),
    );
    const { page, log } = await suite.open('/host.html');
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
    expect(suite.coreRequests()).toHaveLength(1);
    expect(await probeCalls(page)).toEqual([
      { method: 'init', args: ['once'] },
      { method: 'show', args: ['direct'] },
    ]);
    expect(log.errors).toEqual([]);
  });
});

describe('the copy-paste snippet queues calls before the loader arrives', () => {
  it('drains the snippet queue in order, keeping the object the host holds', async () => {
    suite.server.page(
      '/host.html',
      hostPage(
        `<script>window.stub = window.holdfast; window.results = Promise.all([holdfast.init('snippet'), holdfast.show()]);</script>`,
        holdfastSnippet(`${LOADER_PATH}`),
      ),
    );
    const { page, log } = await suite.open('/host.html');
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
    suite.server.page(
      '/host.html',
      hostPage(
        `<script nonce="${NONCE}">window.results = Promise.all([holdfast.init('csp'), holdfast.getSessionData()]);</script>`,
        watchViolations + snippet,
      ),
      { 'content-security-policy': csp },
    );
    const { page, log } = await suite.open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'results'))).toEqual([
      'init done',
      { session: 'from a lazy chunk' },
    ]);
    expect(await page.evaluate(() => Reflect.get(window, 'violations'))).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('loads the built product core (dist/embed) and lets it attach', async () => {
    suite.server.page(
      '/host.html',
      hostPage(`<script src="/embed/${EMBED_FILES.loader}"></script>`, watchViolations),
      {
        'content-security-policy': csp,
      },
    );
    const { page, log } = await suite.open('/host.html');
    expect(await page.evaluate(() => Reflect.get(window, 'holdfast').preload())).toBe(true);
    expect(await stage(page)).toBe('core');
    expect(suite.server.requests.map((request) => request.url)).toContain(`/embed/${EMBED_FILES.core}`);
    expect(await page.evaluate(() => Reflect.get(window, 'violations'))).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
