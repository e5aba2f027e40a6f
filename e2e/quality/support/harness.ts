/**
 * One harness per quality suite file: the static server (dist/ at /), the mock backend in this process
 * (faults, loads and the request log used directly), one Chromium, and host pages that init the built
 * widget through its script tag with `apiBase` pointing at the mock server.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { usesSubscriptionId } from '../../../contract/providers.ts';
import { type CustomerFixtureName, customerFixtures, defaultMockApp } from '../../../fixtures/index.ts';
import { computeAuthHash } from '../../../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../../../mocks/backend/constants.ts';
import { createMockServer, type MockServer } from '../../../mocks/server/create-mock-server.ts';
import { type HANDLER_NAMES, NOTIFICATION_NAMES } from '../../../renderer/state/init-options.ts';
import { EMBED_FILES, OUT, ROOT } from '../../../vite.config.ts';
import { launchChromium, type PageLog } from '../../browser.ts';
import { type StaticServer, startStaticServer } from '../../static-server.ts';
import { buildFakeStripe } from './fake-stripe.ts';
import { type HostPageOptions, hostPageHtml, OPENER_ID } from './host-page.ts';

/** What a test asks `holdfast.init` for; the harness signs the customer like the host's server would. */
export interface HostInit {
  /** A customer fixture; null for none (lite mode). Default `active-monthly`. */
  customer?: CustomerFixtureName | null;
  mode?: 'LIVE' | 'TEST';
  lite?: boolean;
  preview?: boolean;
  inline?: boolean;
  flowId?: string;
  customerAttributes?: Record<string, string | number | boolean | null>;
  i18n?: { lang?: string; messages?: Record<string, Record<string, string>> };
  /** handle* callbacks to register, each resolving to the given value. */
  handlers?: Partial<Record<(typeof HANDLER_NAMES)[number], unknown>>;
  /** Anything else to pass through (e.g. bypass flags). */
  extra?: Record<string, unknown>;
}

/** A recorded host callback. */
export interface HostCall {
  name: string;
  args: unknown[];
}

export interface OpenOptions extends HostPageOptions {
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
}

/** A host page in its own browser context. */
export interface HostPage {
  page: Page;
  context: BrowserContext;
  log: PageLog;
  /** Messages of alert/confirm/prompt dialogs raised in any frame (each is dismissed). */
  dialogs: string[];
  /** Calls holdfast.init; resolves with its result. */
  init(init?: HostInit): Promise<unknown>;
  /** Clicks the host's "Cancel subscription" button (which calls holdfast.show()). */
  clickOpener(): Promise<void>;
  /** init + opener click + the dialog (or inline widget) is on screen. */
  open(init?: HostInit): Promise<void>;
  /** Every experience's clear operation: the widgets are removed, the session and the walls' skip cache forgotten. */
  clear(): Promise<void>;
  hostCalls(): Promise<HostCall[]>;
  /** What the widget shows and what the page said lately: for a failing test's message. */
  diagnostics(): Promise<string>;
  /** What XSS payloads managed to call in the page's own window. */
  xssTraps(): Promise<string[]>;
  close(): Promise<void>;
}

export interface QualityHarness {
  browser: Browser;
  statics: StaticServer;
  mock: MockServer;
  /** The instant the fixtures were built for. */
  now: Date;
  /** Back to the seeded app, no faults, empty request log. */
  resetBackend(): void;
  openHost(options?: OpenOptions): Promise<HostPage>;
  close(): Promise<void>;
}

/** The options for holdfast.init of a fixture customer, signed as the host's server would. */
export async function initOptionsFor(init: HostInit, apiBase: string, now: Date) {
  const options: Record<string, unknown> = {
    appId: DEFAULT_APP_ID,
    apiBase,
    record: false,
    mode: init.mode ?? 'LIVE',
    ...(init.lite ? { lite: true } : {}),
    ...(init.preview ? { preview: true } : {}),
    ...(init.inline ? { inline: true } : {}),
    ...(init.flowId ? { flowId: init.flowId } : {}),
    ...(init.customerAttributes ? { customerAttributes: init.customerAttributes } : {}),
    ...(init.i18n ? { i18n: init.i18n } : {}),
    ...init.extra,
  };
  const name = init.customer === undefined ? 'active-monthly' : init.customer;
  if (name !== null) {
    const fixture = customerFixtures[name](now);
    const subscriptionId = fixture.customer.subscriptions?.data[0]?.id ?? null;
    const bySubscription = usesSubscriptionId(fixture.provider) && subscriptionId !== null;
    const customerId = bySubscription ? subscriptionId : fixture.customer.id;
    options.customerId = customerId;
    options.provider = fixture.provider;
    options.authHash = await computeAuthHash(DEFAULT_APP_SECRET, customerId);
    if (bySubscription) options.subscriptionId = subscriptionId;
  }
  return options;
}

/** What an embedded video player answers in tests. */
const VIDEO_PLAYER_STAND_IN =
  '<!doctype html><html lang="en"><title>Player</title><button type="button" style="outline-offset:2px">Play</button></html>';

/**
 * A page in a fresh context (viewport and zoom as asked) logging console errors, uncaught exceptions and
 * unhandled rejections, like e2e/browser.ts's openPage.
 */
async function openTrackedPage(browser: Browser, options: OpenOptions) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  });
  // Approved video players answer with a local stand-in (a page with one button, like a player's
  // controls): tests never reach the internet, and focus can go into the iframe and out again.
  await context.route(/^https:\/\/(www\.)?(youtube(-nocookie)?\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: VIDEO_PLAYER_STAND_IN }),
  );
  const page = await context.newPage();
  const log: PageLog = { errors: [], console: [], failedRequests: [] };
  page.on('console', (message) => {
    log.console.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') log.errors.push(message.text());
  });
  page.on('pageerror', (error) => log.errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    log.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
  );
  return { page, context, log };
}

/** The notification callbacks every host page records (handle* ones only when a test asks). */
const RECORDED_NOTIFICATIONS: readonly string[] = NOTIFICATION_NAMES;

/**
 * A private copy of dist/embed for this run: a rebuild while the suite runs (another process, or a watch)
 * would otherwise swap the lazy chunks' hashed names under a page that already loaded the core.
 */
async function snapshotEmbed(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'holdfast-quality-'));
  for (let attempt = 1; ; attempt++) {
    try {
      cpSync(OUT.embed, copy, { recursive: true });
      if (existsSync(join(copy, EMBED_FILES.loader)) && existsSync(join(copy, EMBED_FILES.core))) return copy;
    } catch {
      // A build was emptying dist/ at that moment: wait for it to write the files again.
    }
    if (attempt >= 20) throw new Error('dist/embed is missing: run `npm run build`');
    rmSync(copy, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Starts the servers and the browser; fails with one line when dist/ was not built. */
export async function startHarness(): Promise<QualityHarness> {
  if (!existsSync(join(ROOT, 'dist')) || readdirSync(join(ROOT, 'dist')).length === 0)
    throw new Error('dist/ is missing: run `npm run build`');
  const embed = await snapshotEmbed();
  const fakeStripe = await buildFakeStripe();
  const now = new Date();
  const mock = await createMockServer({ apps: () => [defaultMockApp(now)], port: 0 });
  const statics = await startStaticServer({ '/embed/': embed, '/fake/': fakeStripe });
  const browser = await launchChromium();
  const pages = new Set<HostPage>();

  const openHost = async (options: OpenOptions = {}): Promise<HostPage> => {
    statics.page('/host.html', hostPageHtml(options));
    const { page, context, log } = await openTrackedPage(browser, options);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
    await page.goto(`${statics.origin}/host.html`, { waitUntil: 'load' });
    const host: HostPage = {
      page,
      context,
      log,
      dialogs,
      init: async (init = {}) => {
        const options = await initOptionsFor(init, mock.url, now);
        return page.evaluate(
          ([opts, notifications, handlers]) =>
            Reflect.get(window, '__qualityInit')(opts, notifications, handlers),
          [options, RECORDED_NOTIFICATIONS, init.handlers ?? {}] as const,
        );
      },
      clickOpener: () => page.locator(`#${OPENER_ID}`).click(),
      open: async (init = {}) => {
        const result = await host.init(init);
        if (JSON.stringify(result) !== '{"ok":true}')
          throw new Error(`init failed: ${JSON.stringify(result)}`);
        await host.clickOpener();
        await page.locator('[data-holdfast-root] .hf-dialog').first().waitFor({ state: 'visible' });
      },
      clear: async () => {
        await page.evaluate(async () => {
          const holdfast = Reflect.get(window, 'holdfast');
          await holdfast.clearState();
          await holdfast.clearPauseWallState();
          await holdfast.clearFailedPaymentWallState();
          await holdfast.clearManagedFlowState();
        });
      },
      hostCalls: () => page.evaluate(() => Reflect.get(window, '__hostCalls')),
      diagnostics: async () => {
        const shown = await page
          .evaluate(() =>
            [...document.querySelectorAll('[data-holdfast]')]
              .map((el) => {
                const root = el.shadowRoot?.querySelector('[data-holdfast-root]');
                return `${el.id}: ${root?.textContent?.replace(/\s+/g, ' ').slice(0, 400) ?? '(empty)'}`;
              })
              .join(' | '),
          )
          .catch((error: unknown) => `(page unreadable: ${String(error)})`);
        const requests = mock.backend
          .requests()
          .slice(-8)
          .map((request) => `${request.method} ${request.path}`);
        return [
          `widget: ${shown || '(none)'}`,
          `console: ${log.console.slice(-8).join(' / ')}`,
          `failed requests: ${log.failedRequests.slice(-5).join(' / ')}`,
          `last backend requests: ${requests.join(', ')}`,
        ].join('\n');
      },
      xssTraps: () => page.evaluate(() => Reflect.get(window, '__xss')),
      close: async () => {
        pages.delete(host);
        await context.close();
      },
    };
    pages.add(host);
    return host;
  };

  return {
    browser,
    statics,
    mock,
    now,
    resetBackend: () => mock.backend.reset(),
    openHost,
    close: async () => {
      for (const host of [...pages]) await host.close().catch(() => {});
      await browser.close().catch(() => {});
      await statics.close().catch(() => {});
      await mock.close().catch(() => {});
      rmSync(embed, { recursive: true, force: true });
      rmSync(fakeStripe, { recursive: true, force: true });
    },
  };
}
