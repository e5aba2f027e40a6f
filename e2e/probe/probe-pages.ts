/**
 * The loader tests' hooks and pages: the probe core built once for the file and served beside dist/ by a
 * static server, one Chromium; before each test the server's routes and request log reset, after it the
 * pages the test opened closed. Plain host pages load the probe's loader (LOADER_PATH).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { EMBED_FILES, OUT, ROOT } from '../../vite.config.ts';
import { launchChromium, openPage, type TrackedPage } from '../browser.ts';
import { type LoggedRequest, type StaticServer, startStaticServer } from '../static-server.ts';
import { buildProbeCore, PROBE_DIR } from './build-probe.ts';

export const LOADER_PATH = `/probe/${EMBED_FILES.loader}`;
export const CORE_PATH = `/probe/${EMBED_FILES.core}`;

/** What a loader test file's hooks started: use it inside tests, after beforeAll ran. */
export interface ProbePages {
  readonly server: StaticServer;
  /** A fresh page at `path` of the static server, loaded; closed after the test. */
  open(path: string): Promise<TrackedPage>;
  /** Closes a page the test opened itself after the test, as open's. */
  track(page: TrackedPage): TrackedPage;
  /** The requests for the probe core, retries included. */
  coreRequests(): LoggedRequest[];
}

export function probePagesPerFile(): ProbePages {
  let browser: Browser | undefined;
  let started: StaticServer | undefined;
  const pages: TrackedPage[] = [];
  const server = () => {
    if (!started) throw new Error('the static server starts in beforeAll');
    return started;
  };

  beforeAll(async () => {
    if (!existsSync(join(OUT.embed, EMBED_FILES.loader)))
      throw new Error('dist/embed is missing: run `npm run build`');
    await buildProbeCore();
    started = await startStaticServer({ '/': join(ROOT, 'dist'), '/probe/': PROBE_DIR });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await started?.close();
  });

  beforeEach(() => {
    server().reset();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context.close()));
  });

  const track = (page: TrackedPage) => {
    pages.push(page);
    return page;
  };
  return {
    get server() {
      return server();
    },
    track,
    async open(path) {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      const page = track(await openPage(browser));
      await page.page.goto(`${server().origin}${path}`, { waitUntil: 'load' });
      return page;
    },
    coreRequests: () => server().requests.filter((request) => request.url.startsWith(CORE_PATH)),
  };
}

export function hostPage(body: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>${head}</head><body><p>A host page</p>${body}</body></html>`;
}

/** The calls the probe core ran, or undefined while no core is in. */
export function probeCalls(page: TrackedPage['page']): Promise<unknown> {
  return page.evaluate(() => {
    const probe: unknown = Reflect.get(window, '__holdfastProbe');
    return probe === undefined ? undefined : Reflect.get(Object(probe), 'calls');
  });
}

/** `holdfast._stage`: 'loader' until the core attached, then 'core'. */
export function stage(page: TrackedPage['page']): Promise<unknown> {
  return page.evaluate(() => Reflect.get(Object(Reflect.get(window, 'holdfast')), '_stage'));
}
