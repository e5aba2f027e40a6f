/**
 * The demo host page (server/demo/demo-page.ts): the host's part done on the server — a customer token for
 * the picked customer, never the secret — data shown as text, only the offered customers, only built files
 * from the embed folder; and a server started without it (a production start) has no /demo.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mintCustomerToken, readCustomerToken } from '../../contract/customer-token.ts';
import type { Customer, Subscription } from '../../contract/schemas/index.ts';
import { BillingError } from '../providers/billing-provider.ts';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { serverTestSeed } from '../testing/server-seed.ts';
import { startTestServer } from '../testing/start-test-server.ts';
import { DEMO_CANCEL_TEXTS } from './demo-host-cancel.ts';
import { createDemoPage, DEMO_CANCEL_PATH, DEMO_PAGE_CUSTOMERS } from './demo-page.ts';
import type { DemoStripeCustomer } from './stripe-demo-seed.ts';

const APP_ID = 'app_demo';
const SECRET = 'hf_live_demo-page-test-secret';
const NOW = new Date('2026-03-01T12:00:00Z');
const HOSTILE_NAME = '<img src=x onerror="alert(1)">';
const NOT_OFFERED = 'cus_kwd_monthly';

const embedDir = mkdtempSync(join(tmpdir(), 'holdfast-demo-embed-'));
writeFileSync(join(embedDir, 'holdfast.js'), 'window.holdfast = window.holdfast || { q: [] };');
const stripeJsDir = mkdtempSync(join(tmpdir(), 'holdfast-demo-stripe-js-'));
writeFileSync(join(stripeJsDir, 'fake-stripe.js'), 'var HoldfastFakeStripe = {};');
const outside = join(tmpdir(), 'holdfast-demo-outside.js');
writeFileSync(outside, 'outside');
afterAll(() => {
  rmSync(embedDir, { recursive: true, force: true });
  rmSync(stripeJsDir, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

const fakeCustomer = (id: string): DemoStripeCustomer => ({
  id,
  email: `${id}@example.com`,
  case: id.replace('cus_', ''),
  summary: 'active',
});

function customer(id: string): Customer {
  return {
    id,
    email: `${id}@example.com`,
    name: HOSTILE_NAME,
    metadata: {},
    subscriptions: { data: [] },
  } as unknown as Customer;
}

/** The page's server as the app and the billing provider stand in for it: the customer's subscriptions, more calls. */
function stubDeps(
  subscriptions: () => Subscription[] = () => [],
  billing: Record<string, unknown> = {},
): Parameters<typeof createDemoPage>[0]['deps'] {
  return {
    now: () => NOW,
    apps: { activeSecrets: async () => [{ keyId: 3, secret: SECRET }] },
    billing: {
      findCustomer: async (appId: string, provider: string, id: string, mode: string) => ({
        appId,
        provider,
        mode,
        customerId: id,
        customer: { ...customer(id), subscriptions: { data: subscriptions() } },
      }),
      ...billing,
    },
  } as unknown as Parameters<typeof createDemoPage>[0]['deps'];
}

const page = createDemoPage({
  appId: APP_ID,
  embedDir,
  stripeJsDir,
  customers: [...DEMO_PAGE_CUSTOMERS, NOT_OFFERED].map(fakeCustomer),
  deps: stubDeps(),
});

const get = (path: string) => page.fetch(new Request(`http://127.0.0.1:9999${path}`));

function initOf(html: string): Record<string, string> {
  const block = /<script type="application\/json" id="holdfast-demo">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(block ?? 'null') as { init: Record<string, string> }).init;
}

describe('the demo page', () => {
  it('signs a customer token for the picked customer on the server; the secret never reaches the page', async () => {
    const response = await get(`/demo?customer=${DEMO_PAGE_CUSTOMERS[1]}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(SECRET);
    const init = initOf(html);
    expect(init).toMatchObject({
      appId: APP_ID,
      customerId: DEMO_PAGE_CUSTOMERS[1],
      apiBase: 'http://127.0.0.1:9999',
    });
    const token = readCustomerToken(init.customerToken ?? '');
    expect(token?.claims).toMatchObject({
      appId: APP_ID,
      customerId: DEMO_PAGE_CUSTOMERS[1],
      mode: 'LIVE',
      provider: 'STRIPE',
      keyId: 3,
    });
    expect(await token?.signedWith(SECRET)).toBe(true);
    expect(html).toContain('<script src="/demo/embed/holdfast.js"></script>');
    expect(html).toContain('<script src="/demo/fake-stripe.js"></script>');
  });

  it('shows the first offered customer by default, with every offered one to switch to', async () => {
    const html = await (await get('/demo')).text();
    expect(initOf(html).customerId).toBe(DEMO_PAGE_CUSTOMERS[0]);
    for (const id of DEMO_PAGE_CUSTOMERS) expect(html).toContain(`href="/demo?customer=${id}"`);
    expect(html).not.toContain(NOT_OFFERED);
  });

  it('shows names from the billing provider as text, never as markup', async () => {
    const html = await (await get('/demo')).text();
    expect(html).not.toContain(HOSTILE_NAME);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('refuses a customer it does not offer', async () => {
    expect((await get(`/demo?customer=${NOT_OFFERED}`)).status).toBe(404);
    expect((await get('/demo?customer=cus_unknown')).status).toBe(404);
  });

  it('serves the built script tag and the card form’s stand-in for Stripe.js, and nothing outside their folders', async () => {
    const loader = await get('/demo/embed/holdfast.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('javascript');
    expect(await loader.text()).toContain('window.holdfast');
    const stripeJs = await get('/demo/fake-stripe.js');
    expect(stripeJs.headers.get('content-type')).toContain('javascript');
    expect(await stripeJs.text()).toBe('var HoldfastFakeStripe = {};');
    for (const path of [
      '/demo/embed/..%2fholdfast-demo-outside.js',
      '/demo/embed/../holdfast-demo-outside.js',
      '/demo/embed/missing.js',
      '/demo/embed/holdfast.html',
      '/demo/embed/fake-stripe.js',
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe("the demo page's own cancel (POST /demo/cancel), which lite mode's onCancel calls", () => {
  const PERIOD_END = 1_780_000_000;
  const subscription = (id: string, status: string) =>
    ({
      id,
      status,
      items: { data: [] },
      cancel_at_period_end: false,
      current_period_end: PERIOD_END,
    }) as unknown as Subscription;
  let subscriptions: Subscription[] = [];
  let refusal: Error | null = null;
  const cancels: unknown[][] = [];
  const hostPage = createDemoPage({
    appId: APP_ID,
    embedDir,
    stripeJsDir,
    customers: DEMO_PAGE_CUSTOMERS.map(fakeCustomer),
    deps: stubDeps(() => subscriptions, {
      cancel: async (...args: unknown[]) => {
        cancels.push(args);
        if (refusal) throw refusal;
        const [, id] = args as [unknown, string];
        return { ...subscription(id, 'active'), cancel_at_period_end: true };
      },
    }),
  });
  const pageToken = async (customerId: string) =>
    initOf(
      await (await hostPage.fetch(new Request(`http://127.0.0.1:9999/demo?customer=${customerId}`))).text(),
    ).customerToken ?? '';
  const cancel = (body: unknown) =>
    hostPage.fetch(
      new Request(`http://127.0.0.1:9999${DEMO_CANCEL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const reset = (running: Subscription[]) => {
    subscriptions = running;
    refusal = null;
    cancels.length = 0;
  };

  it('cancels at the period’s end the subscription of the customer the page’s token names, as a host would', async () => {
    reset([subscription('sub_first', 'active'), subscription('sub_second', 'active')]);
    const customerId = DEMO_PAGE_CUSTOMERS[2];
    const response = await cancel({ customerToken: await pageToken(customerId) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ subscriptionId: 'sub_first', cancelsAt: PERIOD_END });
    expect(cancels).toHaveLength(1);
    const [target, subscriptionId, atPeriodEnd, changeOptions] = cancels[0] ?? [];
    expect(target).toMatchObject({ appId: APP_ID, customerId, mode: 'LIVE', provider: 'STRIPE' });
    expect(subscriptionId).toBe('sub_first');
    expect(atPeriodEnd).toBe(true);
    expect(changeOptions).toMatchObject({ now: NOW, idempotencyKey: expect.stringContaining('sub_first') });
  });

  it('refuses a token not signed with the app’s LIVE secret, an expired one and a bad body, cancelling nothing', async () => {
    reset([subscription('sub_first', 'active')]);
    const forged = await mintCustomerToken({
      secret: 'hf_live_someone-elses-secret',
      keyId: 3,
      appId: APP_ID,
      customerId: DEMO_PAGE_CUSTOMERS[0],
      mode: 'LIVE',
      provider: 'STRIPE',
      now: NOW,
    });
    const expired = await mintCustomerToken({
      secret: SECRET,
      keyId: 3,
      appId: APP_ID,
      customerId: DEMO_PAGE_CUSTOMERS[0],
      mode: 'LIVE',
      provider: 'STRIPE',
      now: new Date(NOW.getTime() - 2 * 3600_000),
    });
    for (const token of [forged, expired, 'not-a-token']) {
      const refused = await cancel({ customerToken: token });
      expect(refused.status, token).toBe(401);
      expect((await refused.json()).message).toEqual(expect.any(String));
    }
    for (const body of ['not json', {}, { customerToken: '' }]) {
      const refused = await cancel(body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: DEMO_CANCEL_TEXTS.badBody });
    }
    expect(cancels).toEqual([]);
  });

  it('answers 404 without a running subscription, and says what Stripe refused', async () => {
    const token = await pageToken(DEMO_PAGE_CUSTOMERS[0]);
    reset([subscription('sub_gone', 'canceled')]);
    expect((await cancel({ customerToken: token })).status).toBe(404);
    expect(cancels).toEqual([]);
    reset([subscription('sub_first', 'active')]);
    refusal = new BillingError('invalid-state', 'No such subscription');
    const refused = await cancel({ customerToken: token });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ message: DEMO_CANCEL_TEXTS.provider('No such subscription') });
  });

  it('takes only POST', async () => {
    const got = await hostPage.fetch(new Request(`http://127.0.0.1:9999${DEMO_CANCEL_PATH}`));
    expect(got.status).toBe(405);
  });
});

it(
  'a server started without the demo (a production start) has no /demo',
  async () => {
    const started = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed() });
    try {
      expect((await fetch(`${started.baseUrl}/demo`)).status).toBe(404);
      expect((await fetch(`${started.baseUrl}/demo/embed/holdfast.js`)).status).toBe(404);
    } finally {
      await started.close();
    }
  },
  START_TIMEOUT_MS,
);
