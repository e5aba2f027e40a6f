/**
 * The product against the Stripe fake, for the widget in Chromium: `startProduct` on a fresh data folder
 * (the server on SQLite, the Stripe adapter, the fake seeded with every demo customer case), and a plain
 * host page on the server's origin that loads the server's script tag (the demo's copy of dist/embed) and
 * the playground's stand-in for Stripe.js. The host page gets a customer token minted here as the host's
 * server would, with the app's LIVE secret. The fake's objects are read through the official SDK, and its
 * request log tells which writes acted at Stripe.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { mintCustomerToken } from '../../contract/customer-token.ts';
import { DEMO_LOADER_PATH } from '../../server/demo/demo-page.ts';
import { DEMO_STRIPE_KEY } from '../../server/demo/start-demo-stripe.ts';
import { type RunningProduct, startProduct } from '../../server/demo/start-product.ts';
import { DEMO_APP_ID } from '../../server/demo-seed.ts';
import type { BillingCustomer } from '../../server/providers/billing-provider.ts';
import { type ControlClient, controlClient } from '../../stripe-fake/control-client.ts';
import type { RequestRecord } from '../../stripe-fake/http/api-request.ts';
import { EMBED_FILES, OUT } from '../../vite.config.ts';
import { launchChromium, openPage, type PageLog } from '../browser.ts';
import { buildFakeStripe, FAKE_GLOBAL } from '../walls/wall-host-page.ts';

const HOST_PATH = '/e2e-host.html';
const FAKE_STRIPE_PATH = '/e2e-fake-stripe.js';

/** The callbacks the host page records in window.__calls (cancel flow and walls). */
const RECORDED = [
  'onCancel',
  'onPause',
  'onDiscount',
  'onTrialExtension',
  'onPlanChange',
  'onResume',
  'onUpdatePaymentInformation',
  'onError',
];

const HOST_SCRIPT = `
window.__calls = [];
window.__callbacks = function () {
  var callbacks = {};
  ${JSON.stringify(RECORDED)}.forEach(function (name) {
    callbacks[name] = function () { window.__calls.push(name); };
  });
  return callbacks;
};
`;

function hostPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Plain host</title></head>
<body>
<main><h1>Your account</h1></main>
<script src="${DEMO_LOADER_PATH}"></script>
<script src="${FAKE_STRIPE_PATH}"></script>
<script>${HOST_SCRIPT}</script>
</body>
</html>`;
}

/** A write that acted at Stripe: answered, not refused, not an idempotent replay, no injected fault. */
export function actedWrites(records: readonly RequestRecord[]): RequestRecord[] {
  return records.filter((r) => r.method !== 'GET' && r.status === 200 && !r.replayed && r.fault === null);
}

/** `METHOD path` of each record, for a readable assertion. */
export const described = (records: readonly RequestRecord[]) => records.map((r) => `${r.method} ${r.path}`);

/**
 * The writes that acted are `expected` (`METHOD path`, in order), and each went to Stripe under a key
 * derived from the Idempotency-Key of the widget's `request` (issue 20 item 2: a repeat replays at Stripe).
 */
export async function expectWritesUnderWidgetKey(
  writes: readonly RequestRecord[],
  request: Request,
  expected: string[],
): Promise<void> {
  expect(described(writes)).toEqual(expected);
  const widgetKey = await request.headerValue('idempotency-key');
  expect(widgetKey).toMatch(/\S/);
  for (const write of writes) expect(write.idempotencyKey).toContain(widgetKey);
}

export interface HostPage {
  page: Page;
  context: BrowserContext;
  log: PageLog;
  /** holdfast.init for the customer, then show(): the cancel flow opens. */
  showCancelFlow(): Promise<void>;
  /** holdfast.check for the customer; the failed-payment wall gets the stand-in Stripe.js. */
  check(kind: 'pause' | 'failed-payment'): Promise<unknown>;
  /** Names of the host callbacks called so far. */
  calls(): Promise<string[]>;
}

export interface StripeHarness {
  product: RunningProduct;
  /** The official SDK pointed at the fake, to read its objects. */
  stripe: Stripe;
  control: ControlClient;
  /** The customer as the server's Stripe adapter reads it (the contract's shape). */
  billingCustomer(customerId: string): Promise<BillingCustomer>;
  open(customerId: string): Promise<HostPage>;
  close(): Promise<void>;
}

export async function startStripeHarness(): Promise<StripeHarness> {
  if (!existsSync(join(OUT.embed, EMBED_FILES.loader)))
    throw new Error('dist/embed is missing: run `npm run build`');
  const dataDir = mkdtempSync(join(tmpdir(), 'holdfast-stripe-e2e-'));
  const fakeStripeDir = await buildFakeStripe(join(dataDir, 'fake-stripe'));
  const product = await startProduct({
    dataDir,
    port: 0,
    stripePort: 0,
    env: { ...process.env, LOG_LEVEL: 'silent' },
    print: () => {},
  });
  const browser: Browser = await launchChromium();
  const { fake } = product.stripe;
  const stripe = new Stripe(DEMO_STRIPE_KEY, { host: fake.host, port: fake.port, protocol: 'http' });
  const { deps } = product.server;

  async function billingCustomer(customerId: string): Promise<BillingCustomer> {
    const found = await deps.billing.findCustomer(DEMO_APP_ID, 'STRIPE', customerId, 'LIVE');
    if (!found) throw new Error(`${customerId} is not in the Stripe fake`);
    return found;
  }

  async function open(customerId: string): Promise<HostPage> {
    const [secret] = await deps.apps.activeSecrets(DEMO_APP_ID, 'LIVE');
    if (!secret) throw new Error(`${DEMO_APP_ID} has no LIVE secret`);
    const identity = {
      appId: DEMO_APP_ID,
      customerId,
      customerToken: await mintCustomerToken({
        secret: secret.secret,
        keyId: secret.keyId,
        appId: DEMO_APP_ID,
        customerId,
        mode: 'LIVE',
        provider: 'STRIPE',
        now: deps.now(),
      }),
      apiBase: product.server.url,
      mode: 'LIVE',
      provider: 'STRIPE',
    };
    const { page, context, log } = await openPage(browser);
    await context.route(`${product.server.url}${HOST_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: hostPage() }),
    );
    await context.route(`${product.server.url}${FAKE_STRIPE_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', path: join(fakeStripeDir, 'fake-stripe.js') }),
    );
    // The full flow's redirect step embeds a YouTube player; answer it locally so the test stays offline.
    await context.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(`${product.server.url}${HOST_PATH}`, { waitUntil: 'load' });
    return {
      page,
      context,
      log,
      showCancelFlow: () =>
        page.evaluate((init) => {
          const holdfast = Reflect.get(window, 'holdfast');
          holdfast.init({ ...init, ...Reflect.get(window, '__callbacks')() });
          holdfast.show();
        }, identity),
      check: (kind) =>
        page.evaluate(
          ([k, init, fakeGlobal]) => {
            const stripeJs =
              k === 'failed-payment' ? { stripe: new (Reflect.get(window, fakeGlobal).FakeStripe)() } : {};
            return Reflect.get(window, 'holdfast').check(k, {
              ...init,
              ...stripeJs,
              ...Reflect.get(window, '__callbacks')(),
            });
          },
          [kind, identity, FAKE_GLOBAL] as const,
        ),
      calls: () => page.evaluate(() => Reflect.get(window, '__calls')),
    };
  }

  return {
    product,
    stripe,
    control: controlClient(fake.url),
    billingCustomer,
    open,
    // Closing the browser closes every page a test opened.
    close: async () => {
      await browser.close().catch(() => {});
      await product.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
