/**
 * Cold runs in headless Chromium: every run gets a fresh browser context (empty HTTP cache and module
 * map), opens a host page that has run only the loader, and calls init + show at once. The host page
 * and the widgets' files come from 127.0.0.1, and so does the API, which answers at once: its answers are
 * recorded once from the mock backend, then served by a loopback server of their own (recorded-api.ts), so
 * what is timed is the widget's own work (fetching and compiling its code, its calls on the wire with their
 * CORS preflight, handling the answer, rendering) and not the mock backend's share of a busy machine.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { answerKey, type RecordedAnswers } from './recorded-api.ts';
import { type BenchSite, LIVE_PAGE, type Variant } from './site.ts';

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

export interface FirstShow {
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

/** A cold page of `variant`, loaded and waiting for its first show; the caller closes `context`. */
export interface ColdPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Uncaught errors of the page, as they come. */
  errors: string[];
}

/**
 * A new context (empty HTTP cache and module map), its page slowed down `cpuSlowdown` times, on the host
 * page of `variant`, which has run only the loader so far.
 */
export async function openColdPage(
  browser: Browser,
  site: BenchSite,
  variant: Variant,
  cpuSlowdown: number,
): Promise<ColdPage> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${site.origin}${variant.pagePath}`, { waitUntil: 'load' });
    return { context, page, cdp, errors };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * init + show at once, until the first step is painted; `settleMs` 0 returns at the paint (in-page.js).
 * Warm: init, the idle preload's core, then show (in-page.js `warmShow`).
 */
export async function firstShowIn(
  page: Page,
  variant: Variant,
  settleMs?: number,
  warm = false,
): Promise<FirstShow> {
  const first = await bench(
    page,
    warm ? 'warmShow' : 'firstShow',
    variant.initOptions,
    variant.ready,
    settleMs,
  );
  if (!isFirstShow(first)) throw new Error('firstShow answered nothing');
  return first;
}

/**
 * A warm show in two halves, for a profiler to start between them: `warmUp` (init and the idle preload's
 * core), then `showNow` (show until the first step is painted, `settleMs` 0).
 */
export function warmHalves(page: Page, variant: Variant) {
  return {
    warmUp: () => bench(page, 'warmUp', variant.initOptions),
    showNow: async (): Promise<FirstShow> => {
      const first = await bench(page, 'warmShowNow', variant.ready, 0);
      if (!isFirstShow(first)) throw new Error('warmShowNow answered nothing');
      return first;
    },
  };
}

/** One warm run of `variant`: a new context, the host page, init, the core preloaded in idle time, show. */
export async function warmRun(
  browser: Browser,
  site: BenchSite,
  variant: Variant,
  cpuSlowdown: number,
): Promise<FirstShow> {
  const { context, page, errors } = await openColdPage(browser, site, variant, cpuSlowdown);
  try {
    const first = await firstShowIn(page, variant, undefined, true);
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    return first;
  } finally {
    await context.close();
  }
}

/** One cold run of `variant`: a new context, the host page, init + show, and what `options` ask for. */
export async function coldRun(
  browser: Browser,
  site: BenchSite,
  variant: Variant,
  options: RunOptions,
): Promise<ColdRun> {
  const { context, page, cdp, errors } = await openColdPage(browser, site, variant, options.cpuSlowdown);
  try {
    const first = await firstShowIn(page, variant);
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

/**
 * Records what the mock backend answers a cancel flow: a run on the live page through show, Next, hide,
 * show and hide, keeping the last answer to each `METHOD /path` the widget called.
 */
export async function recordAnswers(
  browser: Browser,
  site: BenchSite,
  variant: Variant,
  next: { answer: string; label: string },
): Promise<RecordedAnswers> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const answers: RecordedAnswers = {};
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!response.url().startsWith(site.api.url) || request.method() === 'OPTIONS') return;
      pending.push(
        response.text().then((body) => {
          answers[answerKey(request.method(), response.url())] = {
            status: response.status(),
            contentType: response.headers()['content-type'] ?? 'application/json',
            body,
          };
        }),
      );
    });
    await page.goto(`${site.origin}${LIVE_PAGE}`, { waitUntil: 'load' });
    await bench(page, 'firstShow', { ...variant.initOptions, apiBase: site.api.url }, variant.ready);
    await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
    await bench(page, 'next', next.answer, next.label);
    await bench(page, 'hide');
    await bench(page, 'show', variant.ready);
    await bench(page, 'hide');
    await page.waitForTimeout(200);
    await Promise.all(pending);
    if (!Object.keys(answers).some((key) => key.endsWith('/embed')))
      throw new Error('no embed answer recorded');
    return answers;
  } finally {
    await context.close();
  }
}
