/** The demo's Stripe fake: every Stripe customer of the fixtures seeds, and the server serves them from it. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultMockApp } from '../../fixtures/mock-app.ts';
import { sdkFor } from '../../stripe-fake/testing/fake-harness.ts';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { DEMO_PAGE_CUSTOMERS } from './demo-page.ts';
import { connectDemoApp, type DemoStripe, startDemoStripe } from './start-demo-stripe.ts';

let demo: DemoStripe;
let server: StartedTestServer;
const app = defaultMockApp(new Date());

beforeAll(async () => {
  demo = await startDemoStripe(app, { port: 0 });
  server = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed() });
  await connectDemoApp(demo, server.server.deps.stripe, APP_ID, server.baseUrl);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await demo?.close();
});

it('seeds every Stripe customer of the fixtures, with the cases the demo promises', async () => {
  const fixtures = app.customers.filter((c) => (c.provider ?? 'STRIPE') === 'STRIPE');
  expect(demo.customers.map((c) => c.id)).toEqual(fixtures.map((c) => c.customer.id));
  const stripe = sdkFor(demo.fake);
  const all = await stripe.subscriptions.list({ status: 'all', limit: 100 });
  const intervals = new Set(
    all.data.map(
      (s) =>
        `${s.items.data[0]?.price.recurring?.interval_count}×${s.items.data[0]?.price.recurring?.interval}`,
    ),
  );
  for (const interval of ['1×month', '1×year', '3×month']) expect(intervals).toContain(interval);
  const statuses = new Set(all.data.map((s) => s.status));
  for (const status of ['active', 'trialing', 'past_due']) expect(statuses).toContain(status);
  expect(all.data.some((s) => s.pause_collection)).toBe(true);
  expect(all.data.some((s) => s.cancel_at_period_end)).toBe(true);
  const currencies = new Set(all.data.map((s) => s.currency));
  for (const currency of ['usd', 'jpy', 'kwd']) expect(currencies).toContain(currency);
  const open = await stripe.invoices.list({ status: 'open', limit: 100 });
  expect(open.data.some((invoice) => invoice.attempt_count > 0)).toBe(true);
});

it('the server connected to it reads a seeded customer from Stripe in both modes', async () => {
  const [first] = demo.customers;
  for (const mode of ['LIVE', 'TEST'] as const) {
    const customer = await server.server.deps.billing.findCustomer(APP_ID, 'STRIPE', first!.id, mode);
    expect(customer?.customer.id).toBe(first!.id);
  }
});

it('the demo page offers a paused customer and a past-due one with an open failed invoice: both walls apply', async () => {
  const stripe = sdkFor(demo.fake);
  const offered = await Promise.all(
    DEMO_PAGE_CUSTOMERS.map(async (customer) => ({
      subscription: (await stripe.subscriptions.list({ customer })).data[0],
      open: (await stripe.invoices.list({ customer, status: 'open' })).data,
    })),
  );
  // The pause wall shows once a pause has started: no pause or wall date still to come (docs/walls.md).
  const paused = offered.filter(
    ({ subscription }) =>
      subscription?.pause_collection &&
      !subscription.metadata.holdfast_pause_date &&
      !subscription.metadata.pauseWallStartDate,
  );
  expect(paused.length).toBeGreaterThan(0);
  const pastDue = offered.filter(
    ({ subscription, open }) =>
      subscription?.status === 'past_due' && open.some((invoice) => invoice.attempt_count > 0),
  );
  expect(pastDue.length).toBeGreaterThan(0);
});
