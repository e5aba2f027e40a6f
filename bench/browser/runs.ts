/**
 * Cold runs in headless Chromium: every run gets a fresh browser context (empty HTTP cache and module
 * map), opens a host page that has run only the loader, and calls init + show at once. The host page,
 * the widget's files and the mock API are all on 127.0.0.1, and the mock answers at once, so what is
 * timed is the widget's own work: fetching and compiling its code, one API round trip, rendering.
 */
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { type StaticServer, startStaticServer } from '../../e2e/static-server.ts';
import { defaultMockApp, MOCK_APP_ID, MOCK_APP_SECRET } from '../../fixtures/mock-app.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { ROOT } from '../../vite.config.ts';

/** URL prefixes of the two widgets' files on the bench's static server. */
export const EMBED_PREFIX = '/embed/';
export const FLOOR_PREFIX = '/floor/';
const IN_PAGE_PATH = '/bench/in-page.js';

/** The customer of the bench's cancel flow: an active monthly subscriber of the full-flow blueprint. */
const CUSTOMER_ID = 'cus_active_monthly';
/** The first step's answer the Next measurement picks; it has a discount offer attached. */
export const NEXT_ANSWER = 'It is too expensive';

/** The host page, the widgets' files and the mock API, all local. */
export interface BenchSite {
  origin: string;
  api: MockServer;
  close(): Promise<void>;
}

function hostPage(loaderPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>Account — bench host</title>
<script src="${IN_PAGE_PATH}"></script>
<script src="${loaderPath}"></script>
</head>
<body>
<main><h1>Your subscription</h1><p>Pro plan, billed monthly.</p><button type="button">Cancel subscription</button></main>
</body>
</html>`;
}

/** What is measured: the product's widget, or the floor modal. */
export interface Variant {
  name: 'holdfast' | 'floor';
  pagePath: string;
  /** An element of the first step; the step counts as shown once it is painted and no loader is. */
  ready: string;
  initOptions: Record<string, unknown>;
}

/** Starts the static server (product embed, floor, in-page script, host pages) and the mock API. */
export async function startBenchSite(embedDir: string, floorDir: string): Promise<BenchSite> {
  const api = await createMockServer({ apps: () => [defaultMockApp()], port: 0 });
  const server: StaticServer = await startStaticServer({
    [EMBED_PREFIX]: embedDir,
    [FLOOR_PREFIX]: floorDir,
    '/bench/': join(ROOT, 'bench', 'browser'),
  });
  server.page('/holdfast.html', hostPage(`${EMBED_PREFIX}holdfast.js`));
  server.page('/floor.html', hostPage(`${FLOOR_PREFIX}holdfast.js`));
  return {
    origin: server.origin,
    api,
    close: async () => {
      await server.close();
      await api.close();
    },
  };
}

/** The two variants, the product's with init options for the mock API and the given language. */
export function variants(site: BenchSite, lang = 'en'): { holdfast: Variant; floor: Variant } {
  return {
    holdfast: {
      name: 'holdfast',
      pagePath: '/holdfast.html',
      ready: 'input[type="radio"]',
      initOptions: {
        appId: MOCK_APP_ID,
        customerId: CUSTOMER_ID,
        authHash: createHmac('sha256', MOCK_APP_SECRET).update(CUSTOMER_ID).digest('hex'),
        apiBase: site.api.url,
        // Recording is a feature of its own with its own chunk; this cancel flow does not use it.
        record: false,
        i18n: { lang },
      },
    },
    floor: { name: 'floor', pagePath: '/floor.html', ready: '.floor-dialog button', initOptions: {} },
  };
}

/** One resource a run fetched. */
export interface Fetched {
  /** Path on the bench server, e.g. `/embed/holdfast-main-….js`. */
  path: string;
  /** Whether the fetch started before the first step was painted. */
  beforeFirstStep: boolean;
}

/** What one cold run measured. */
export interface ColdRun {
  firstStepMs: number;
  blockingMs: number;
  nextMs?: number;
  nextTitle?: string;
  heap?: { afterOneBytes: number; afterManyBytes: number; cycles: number };
  fetched: Fetched[];
}

export interface RunOptions {
  /** CPU slowdown factor (1 = none, 4 = Lighthouse's mobile setting). */
  cpuSlowdown: number;
  /** Also time Next from the first step (product only). */
  next?: { answer: string; label: string };
  /** Also run this many show/hide cycles in all and compare the heap after the first and the last. */
  heapCycles?: number;
}

/** Spec §9: Next within 400 ms of the last navigation is ignored; a person takes longer than that. */
const BOUNCE_GUARD_WAIT_MS = 450;

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

interface FirstShow {
  ms: number;
  blockingMs: number;
  paintedAt: number;
}

function isFirstShow(value: unknown): value is FirstShow {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'ms') === 'number';
}

async function bench(page: Page, method: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([name, rest]) => {
      const api: unknown = Reflect.get(window, 'holdfastBench');
      const fn: unknown = api && Reflect.get(Object(api), String(name));
      if (typeof fn !== 'function') throw new Error(`holdfastBench.${String(name)} is missing`);
      return fn.apply(api, rest);
    },
    [method, args] as const,
  );
}

function numberField(value: unknown, field: string): number {
  const found: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, field) : undefined;
  if (typeof found !== 'number') throw new Error(`expected a number in "${field}"`);
  return found;
}

/** One cold run of `variant`: a new context, the host page, init + show, and what `options` ask for. */
export async function coldRun(
  browser: Browser,
  site: BenchSite,
  variant: Variant,
  options: RunOptions,
): Promise<ColdRun> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    if (options.cpuSlowdown > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await page.goto(`${site.origin}${variant.pagePath}`, { waitUntil: 'load' });

    const first = await bench(page, 'firstShow', variant.initOptions, variant.ready);
    if (!isFirstShow(first)) throw new Error('firstShow answered nothing');
    const run: ColdRun = { firstStepMs: first.ms, blockingMs: first.blockingMs, fetched: [] };

    if (options.next) {
      await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
      const next = await bench(page, 'next', options.next.answer, options.next.label);
      run.nextMs = numberField(next, 'ms');
      const title: unknown = typeof next === 'object' && next !== null ? Reflect.get(next, 'title') : '';
      run.nextTitle = String(title);
    }

    if (options.heapCycles !== undefined && options.heapCycles > 0) {
      await bench(page, 'hide');
      const afterOneBytes = await usedHeap(cdp);
      for (let cycle = 1; cycle < options.heapCycles; cycle += 1) {
        await bench(page, 'show', variant.ready);
        await bench(page, 'hide');
      }
      run.heap = { afterOneBytes, afterManyBytes: await usedHeap(cdp), cycles: options.heapCycles };
    }

    const fetched = await bench(page, 'fetched');
    if (Array.isArray(fetched)) {
      for (const entry of fetched) {
        const url = new URL(String(Reflect.get(Object(entry), 'url')));
        if (url.origin !== site.origin) continue;
        run.fetched.push({
          path: url.pathname,
          beforeFirstStep: numberField(entry, 'startedAt') <= first.paintedAt,
        });
      }
    }
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    return run;
  } finally {
    await context.close();
  }
}
