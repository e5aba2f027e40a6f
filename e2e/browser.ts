/**
 * Launches the machine's Chromium through playwright-core (no browser download: CI installs Debian's
 * `chromium`). Each launch gets a fresh temporary profile from Playwright, removed on close.
 */
import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

/** Where Chromium is looked for when CHROMIUM_PATH is unset. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The one line a test fails with when there is no browser to drive. */
export const CHROMIUM_MISSING =
  'Chromium not found: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH';

/** Quiet, deterministic, offline-friendly flags; --no-sandbox because CI runs as root in a container. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The Chromium executable to drive: `$CHROMIUM_PATH`, else /usr/bin/chromium; throws the one-liner. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  if (!existsSync(path)) {
    const error = new Error(CHROMIUM_MISSING);
    // One line in the report, not a stack into the harness.
    error.stack = CHROMIUM_MISSING;
    throw error;
  }
  return path;
}

/** Starts headless Chromium with {@link CHROMIUM_ARGS} and a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** What a page said and did that a test may want to assert on. */
export interface PageLog {
  /** Console messages of type error, and uncaught exceptions / unhandled rejections. */
  errors: string[];
  /** Every console message, as `type: text`. */
  console: string[];
  /** Requests that failed at the network level or got an HTTP status of 400 or more. */
  failedRequests: string[];
}

/** A page in its own fresh context (no shared storage between tests), with its {@link PageLog}. */
export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  log: PageLog;
}

function isFaviconUrl(url: string): boolean {
  return url !== '' && new URL(url).pathname === '/favicon.ico';
}

/** Starts recording the console and failures of `page`, a new page of `context`. */
function track(context: BrowserContext, page: Page): TrackedPage {
  const log: PageLog = { errors: [], console: [], failedRequests: [] };
  page.on('console', (message) => {
    log.console.push(`${message.type()}: ${message.text()}`);
    // Chromium asks every origin for /favicon.ico by itself; a 404 there is no fault of the page.
    if (message.type() === 'error' && !isFaviconUrl(message.location().url)) log.errors.push(message.text());
  });
  page.on('pageerror', (error) => log.errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    log.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) log.failedRequests.push(`${response.url()} (${response.status()})`);
  });
  return { page, context, log };
}

/** Opens a page in a new incognito-like context and starts recording its console and failures. */
/** `options` are the context's (a `timezoneId`, say). */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  return track(context, await context.newPage());
}

/**
 * Opens a page in a browser of its own with an ordinary profile in `profileDir`, for what Chromium does
 * only outside incognito-like contexts (it makes no `<link rel="preconnect">` connection in those).
 * Closing the context closes that browser.
 */
export async function openProfilePage(profileDir: string): Promise<TrackedPage> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return track(context, context.pages()[0] ?? (await context.newPage()));
}
