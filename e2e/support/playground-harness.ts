/**
 * One Chromium and one static server of the built playground per test file (or per backend of a file), a
 * fresh browser context per test (closed after it). On the mock the playground runs the mock backend in its
 * own service worker, so nothing else needs starting; on the server the harness starts the real server
 * behind the control API (e2e/support/backends/) and points the playground at it (`?backend=`).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from '../browser.ts';
import { type StaticServer, startStaticServer } from '../static-server.ts';
import type { BackendName, E2eBackend } from './backends/backend.ts';
import { startServerBackend } from './backends/server-backend.ts';
import { type FlowPage, openFlowPage, type PlaygroundQuery } from './flow-page.ts';

/**
 * The built playground: `OUT.playground` of vite.config.ts, spelled out here because importing that config
 * loads Vite and its plugins (about 2 s for every test file). HOLDFAST_PLAYGROUND_DIR points elsewhere
 * (e.g. a copy kept apart from builds running at the same time).
 */
export const PLAYGROUND_DIR =
  process.env.HOLDFAST_PLAYGROUND_DIR || fileURLToPath(new URL('../../dist/playground', import.meta.url));

/** What a test file's hooks started: use it inside tests, after beforeAll ran. */
export interface PlaygroundHarness {
  readonly browser: Browser;
  /** Origin of the static server; the playground is served at its root. */
  readonly origin: string;
  /** The external backend's origin the playground is pointed at, or null for msw's worker in the page. */
  readonly backendUrl: string | null;
  /** Opens the playground with `query` (widget initialised, not shown); closed after the test. */
  open(query?: PlaygroundQuery): Promise<FlowPage>;
  /** {@link PlaygroundHarness.open}, then the playground's Show button. */
  start(query?: PlaygroundQuery): Promise<FlowPage>;
}

/**
 * Registers the hooks that serve dist/playground, launch Chromium once, start the real server (on SQLite or
 * PostgreSQL) unless `backend` is the mock (msw's, in the page), and close each test's pages.
 */
export function playgroundHarness(backend: BackendName = 'mock'): PlaygroundHarness {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  let external: E2eBackend | undefined;
  let snapshot: string | undefined;
  const opened: FlowPage[] = [];

  beforeAll(async () => {
    if (!existsSync(join(PLAYGROUND_DIR, 'index.html')))
      throw new Error('dist/playground is missing: run `npm run build`');
    // A copy, so a rebuild of dist/ while the file runs cannot take the lazy chunks (languages,
    // confetti) away from under the page.
    snapshot = mkdtempSync(join(tmpdir(), 'holdfast-playground-'));
    cpSync(PLAYGROUND_DIR, snapshot, { recursive: true });
    server = await startStaticServer({ '/': snapshot });
    if (backend !== 'mock') external = await startServerBackend(new Date(), backend);
    browser = await launchChromium();
  });

  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map((page) => page.close()));
    // Whatever a test asserted, the page must not have thrown: an uncaught error is a crash somewhere.
    expect(pages.flatMap((page) => page.log.errors.filter((error) => error.startsWith('uncaught:')))).toEqual(
      [],
    );
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await external?.close();
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  });

  const harness: PlaygroundHarness = {
    get browser() {
      if (!browser) throw new Error('Chromium is not running: use the harness inside a test');
      return browser;
    },
    get origin() {
      if (!server) throw new Error('the static server is not running: use the harness inside a test');
      return server.origin;
    },
    get backendUrl() {
      return external?.url ?? null;
    },
    async open(query = {}) {
      const page = await openFlowPage(harness, query);
      opened.push(page);
      return page;
    },
    async start(query = {}) {
      const page = await harness.open(query);
      await page.show();
      return page;
    },
  };
  return harness;
}
