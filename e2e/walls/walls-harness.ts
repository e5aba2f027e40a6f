/**
 * The walls in Chromium: a plain host page with the built script tag (dist/embed/holdfast.js), the
 * playground's fake Stripe (wall-host-page.ts), and a backend in this process — the mock or
 * the real server (e2e/support/backends/), its request log read directly. The page signs nothing itself:
 * the harness passes the customer's identity as the host's server would have computed it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  type CustomerFixtureName,
  customerFixtures,
  type UnknownCustomerFixtureName,
  unknownCustomerFixtures,
} from '../../fixtures/index.ts';
import { computeAuthHash } from '../../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../../mocks/backend/constants.ts';
import type { LoggedRequest } from '../../mocks/backend/types.ts';
import { EMBED_FILES, OUT, ROOT } from '../../vite.config.ts';
import { launchChromium, openPage, type PageLog } from '../browser.ts';
import { startStaticServer } from '../static-server.ts';
import type { BackendName, E2eBackend } from '../support/backends/backend.ts';
import { startBackend } from '../support/backends/start-backend.ts';
import { buildFakeStripe, wallHostPage } from './wall-host-page.ts';

/** A recorded host callback. */
export interface HostCall {
  name: string;
  args: unknown[];
}

/** What the harness passes to check besides the identity. */
export interface CheckOptions {
  mode?: 'LIVE' | 'TEST';
  force?: boolean;
  gracePeriodDays?: number;
  hideDuringGracePeriod?: boolean;
  soft?: boolean;
  /** handle* callbacks to register (each resolves at once). */
  handlers?: string[];
}

export interface WallPage {
  page: Page;
  context: BrowserContext;
  log: PageLog;
  /** holdfast.check for the page's customer; resolves with check's answer. */
  check(kind: 'pause' | 'failed-payment', options?: CheckOptions): Promise<unknown>;
  calls(): Promise<HostCall[]>;
  /** Confirmations the fake Stripe answered. */
  confirmations(): Promise<{ number: string; handleActions: boolean; outcome: string }[]>;
  /** Calls a holdfast method without arguments (hidePauseWall, clearPauseWallState, ...). */
  call(method: string): Promise<unknown>;
  reload(): Promise<void>;
}

/** A seeded customer, or one the backend has never seen (its lookup answers 404). */
export type WallCustomer = CustomerFixtureName | UnknownCustomerFixtureName;

export interface WallsHarness {
  now: Date;
  backend: E2eBackend;
  /**
   * Back to the seeded app: no faults, an empty request log. It first waits until the backend has heard
   * nothing new for a moment: a page closed by the last test sends its waiting events at pagehide (with
   * keepalive), and they must not land in the next test's log.
   */
  reset(): Promise<void>;
  /** The backend's requests to a path ending in `suffix` (e.g. '/stripe/resume'), by method. */
  received(suffix: string, method?: string): LoggedRequest[];
  /**
   * The names of the tracked events, in the order they happened (their `timestamp`): events waiting for the
   * delivery chunk go out together, so they may reach the backend in any order.
   */
  trackedEvents(): string[];
  open(customer: WallCustomer): Promise<WallPage>;
  close(): Promise<void>;
}

/** Resolves once `count` has not changed for QUIET_MS (at most QUIET_MAX_MS). */
async function quietBackend(count: () => number): Promise<void> {
  const QUIET_MS = 150;
  const QUIET_MAX_MS = 3000;
  const until = Date.now() + QUIET_MAX_MS;
  let seen = count();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const now = count();
    if (now === seen) return;
    seen = now;
  }
}

function isUnknown(customer: WallCustomer): customer is UnknownCustomerFixtureName {
  return Object.hasOwn(unknownCustomerFixtures, customer);
}

/** The customer id and provider the host page passes for `customer`. */
function identityOf(customer: WallCustomer, now: Date): { customerId: string; provider: string } {
  if (isUnknown(customer)) {
    const unknown = unknownCustomerFixtures[customer]();
    return { customerId: unknown.lookupId, provider: unknown.provider };
  }
  const fixture = customerFixtures[customer](now);
  return { customerId: fixture.customer.id, provider: fixture.provider };
}

/** Starts the servers and Chromium on `backendName`; fails with one line when dist/ was not built. */
export async function startWallsHarness(backendName: BackendName = 'mock'): Promise<WallsHarness> {
  if (!existsSync(join(OUT.embed, EMBED_FILES.loader)))
    throw new Error('dist/embed is missing: run `npm run build`');
  const now = new Date();
  const fakeDir = await buildFakeStripe();
  const backend = await startBackend(backendName, now);
  const statics = await startStaticServer({ '/': join(ROOT, 'dist'), '/fake/': fakeDir });
  statics.page('/host.html', wallHostPage());
  const browser: Browser = await launchChromium();
  const contexts = new Set<BrowserContext>();

  const open = async (customer: CustomerFixtureName): Promise<WallPage> => {
    const { customerId, provider } = identityOf(customer, now);
    const identity = {
      appId: DEFAULT_APP_ID,
      apiBase: backend.url,
      customerId,
      authHash: await computeAuthHash(DEFAULT_APP_SECRET, customerId),
      provider,
    };
    const { page, context, log } = await openPage(browser);
    contexts.add(context);
    await page.goto(`${statics.origin}/host.html`, { waitUntil: 'load' });
    return {
      page,
      context,
      log,
      check: (kind, options = {}) => {
        const { handlers, ...rest } = options;
        return page.evaluate(([k, opts, names]) => Reflect.get(window, '__check')(k, opts, names), [
          kind,
          { mode: 'LIVE', ...identity, ...rest },
          handlers ?? [],
        ] as const);
      },
      calls: () => page.evaluate(() => Reflect.get(window, '__calls')),
      confirmations: () => page.evaluate(() => Reflect.get(Reflect.get(window, '__stripe'), 'confirmations')),
      call: (method) => page.evaluate((name) => Reflect.get(window, 'holdfast')[name](), method),
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
    };
  };

  return {
    now,
    backend,
    reset: async () => {
      await quietBackend(() => backend.requests().length);
      await backend.reset();
    },
    received: (suffix, method) =>
      backend
        .requests()
        .filter((request) => request.path.endsWith(suffix) && (!method || request.method === method)),
    trackedEvents: () =>
      backend
        .requests()
        .filter((request) => request.path.endsWith('/api/events/new'))
        .map((request) => ({
          name: String(Reflect.get(Object(request.body), 'event')),
          at: String(Reflect.get(Object(request.body), 'timestamp')),
        }))
        .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
        .map((event) => event.name),
    open,
    close: async () => {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close().catch(() => {});
      await statics.close().catch(() => {});
      await backend.close().catch(() => {});
    },
  };
}

/** The names of the recorded calls, in order. */
export function callNames(calls: HostCall[]): string[] {
  return calls.map((call) => call.name);
}

/** Whether a walls file fails a test whose pages logged a console error or threw. */
export type PageErrors = 'fail' | 'allowed';

/**
 * Registers the hooks every walls file needs, and returns the harness to use in its tests: started once on
 * `backend` and closed after the file, the backend reset before each test, and the pages a test opened closed
 * after it. A test fails if one of its pages logged an error, unless `pageErrors` is 'allowed' (a declined
 * card logs one).
 */
export function wallsSuite(backend: BackendName = 'mock', pageErrors: PageErrors = 'fail'): WallsHarness {
  let started: WallsHarness | undefined;
  const opened: WallPage[] = [];
  const running = (): WallsHarness => {
    if (!started) throw new Error('the walls harness is not running: use it inside a test');
    return started;
  };

  beforeAll(async () => {
    started = await startWallsHarness(backend);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => running().reset());
  afterEach(async () => {
    const pages = opened.splice(0);
    const errors = pages.flatMap((page) => page.log.errors);
    for (const page of pages) await page.context.close();
    if (pageErrors === 'fail') expect(errors).toEqual([]);
  });

  return {
    get now() {
      return running().now;
    },
    get backend() {
      return running().backend;
    },
    reset: () => running().reset(),
    received: (suffix, method) => running().received(suffix, method),
    trackedEvents: () => running().trackedEvents(),
    open: async (customer) => {
      const page = await running().open(customer);
      opened.push(page);
      return page;
    },
    close: () => running().close(),
  };
}
