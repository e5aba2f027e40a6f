/**
 * The reporting suite's harness: the built script-tag widget (dist/embed) on a plain host page served by a
 * static server, talking across origins to the mock backend running in this process (so a test reads what
 * arrived, even after the page is gone). The host page has fields and text of its own, to prove they never
 * reach a recording.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { defaultMockApp } from '../../fixtures/index.ts';
import { computeAuthHash } from '../../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../../mocks/backend/constants.ts';
import type { LoggedRequest } from '../../mocks/backend/types.ts';
import { createMockServer, type MockServer } from '../../mocks/server/create-mock-server.ts';
import { NEXT_STEP_BOUNCE_MS } from '../../renderer/domain/constants.ts';
import { launchChromium } from '../browser.ts';
import { type StaticServer, startStaticServer } from '../static-server.ts';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
export const CUSTOMER_ID = 'cus_active_monthly';
export const HOST_PATH = '/account.html';
/** How long a test waits for the widget or the backend. */
export const WAIT_MS = 10_000;

/** The host page's own content: a name in its text, its title and its fields, none of it Holdfast's. */
export const HOST_MARKERS = {
  text: 'HOSTTEXT-7c1e-Ada-Lovelace',
  title: 'HOSTTITLE-51aa',
  typedInput: 'HOSTINPUT-0b3f-secret',
  typedNotes: 'HOSTNOTES-92de-private',
  editable: 'HOSTEDIT-44c0-note',
  liveInput: 'HOSTLIVE-d1a9-typed-during-flow',
} as const;

function hostHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Account ${HOST_MARKERS.title}</title></head>
<body>
<p id="host-text">Signed in as ${HOST_MARKERS.text}</p>
<form onsubmit="return false"><label>Search <input id="host-input"></label>
<label>Notes <textarea id="host-notes"></textarea></label></form>
<div id="host-editable" contenteditable="true"></div>
<script src="/embed/holdfast.js"></script>
<script>
window.__calls = [];
window.startHoldfast = async (options) => {
  const record = (name) => (...args) => window.__calls.push({ name, args: JSON.parse(JSON.stringify(args)) });
  await holdfast.init({ ...options, onSessionComplete: record('onSessionComplete'), onClose: record('onClose') });
  return holdfast.show();
};
</script></body></html>`;
}

export interface ReportingHarness {
  browser: Browser;
  server: StaticServer;
  mock: MockServer;
  close(): Promise<void>;
}

export async function startReportingHarness(): Promise<ReportingHarness> {
  if (!existsSync(join(DIST, 'embed', 'holdfast.js')))
    throw new Error('dist/embed is missing: run `npm run build`');
  const mock = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
  const server = await startStaticServer({ '/': DIST });
  server.page(HOST_PATH, hostHtml());
  const browser = await launchChromium();
  return {
    browser,
    server,
    mock,
    close: async () => {
      await browser.close();
      await server.close();
      await mock.close();
    },
  };
}

/** The widget's dialog on the host page (Playwright's locators pierce the open shadow root). */
export function dialogOf(page: Page) {
  return page.locator('#holdfast-cancel-flow').getByRole('dialog');
}

export interface HostPage {
  page: Page;
  context: BrowserContext;
  /** Inits and shows the widget for the fixture customer; waits for the first step. */
  open(options?: Record<string, unknown>): Promise<void>;
  /** Clicks a footer button after the Next bounce guard. */
  footer(name: string): Promise<void>;
}

/** Opens the host page in `context` (a new one when absent). */
export async function openHost(harness: ReportingHarness, context?: BrowserContext): Promise<HostPage> {
  const ownContext = context ?? (await harness.browser.newContext());
  ownContext.setDefaultTimeout(WAIT_MS);
  const page = await ownContext.newPage();
  await page.goto(`${harness.server.origin}${HOST_PATH}?token=HOSTURL-3f9a`, { waitUntil: 'load' });
  let lastFooter = 0;
  return {
    page,
    context: ownContext,
    async open(options = {}) {
      const init = {
        appId: DEFAULT_APP_ID,
        customerId: CUSTOMER_ID,
        authHash: await computeAuthHash(DEFAULT_APP_SECRET, CUSTOMER_ID),
        apiBase: harness.mock.url,
        ...options,
      };
      await page.evaluate((value) => Reflect.get(window, 'startHoldfast')(value), init);
      await dialogOf(page).getByRole('heading', { level: 2 }).first().waitFor();
    },
    async footer(name) {
      const wait = lastFooter + NEXT_STEP_BOUNCE_MS + 80 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      await dialogOf(page).locator('footer').getByRole('button', { name, exact: true }).click();
      lastFooter = Date.now();
    },
  };
}

/** The backend's log of product requests whose path starts with `prefix`. */
export function received(harness: ReportingHarness, method: string, prefix: string): LoggedRequest[] {
  return harness.mock.backend
    .requests()
    .filter((request) => request.method === method && request.path.startsWith(prefix));
}

/** Polls `read` until it passes `done` or the wait runs out; returns the last value. */
export async function waitFor<T>(
  read: () => T,
  done: (value: T) => boolean,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}
