/**
 * `npm start` as a new user meets it: the product started the way scripts/start.ts starts it (stale builds
 * first, then server/demo/start-product.ts) on a fresh data folder and free ports. It prints the demo page,
 * dashboard and API URLs and the demo sign-in; on the Acme demo page a customer opens the cancel flow from
 * "Cancel subscription" and cancels, through the real server, into the Stripe fake.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN } from '../../server/dashboard/demo-sign-in.ts';
import { DEMO_STRIPE_KEY } from '../../server/demo/start-demo-stripe.ts';
import type { RunningProduct } from '../../server/demo/start-product.ts';
import { launchChromium, openPage } from '../browser.ts';
import { walkToCancel } from '../embed/cancel-walk.ts';
import { type ProductUnderTest, startProductUnderTest } from './product-under-test.ts';

const CUSTOMER_ID = 'cus_active_monthly';

interface FakeSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
}

/** The customer's subscriptions as the Stripe fake holds them (its REST API, as Stripe's SDK would ask). */
async function subscriptionsInFake(product: RunningProduct): Promise<FakeSubscription[]> {
  const response = await fetch(`${product.stripe.apiBase}/v1/subscriptions?customer=${CUSTOMER_ID}`, {
    headers: { authorization: `Bearer ${DEMO_STRIPE_KEY}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: FakeSubscription[] }).data;
}

describe('npm start: the product with the demo page, the dashboard and the Stripe fake', () => {
  let started: ProductUnderTest;
  let product: RunningProduct;
  let printed: string[] = [];
  let browser: Browser;

  beforeAll(async () => {
    started = await startProductUnderTest('npm-start');
    ({ product, printed } = started);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await started?.close();
  });

  it('prints the demo page, dashboard and API URLs and the demo sign-in, each answering', async () => {
    const output = printed.join('\n');
    const { demo, dashboard, api } = product.urls;
    for (const url of [demo, dashboard, api]) expect(output).toContain(url);
    expect(output).toContain(`${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`);
    expect((await fetch(demo)).headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(dashboard)).text()).toContain('<div id="root">');
    expect(await (await fetch(`${api}/healthz`)).json()).toEqual({ ok: true });
  });

  it('a demo customer cancels on the Acme page; the Stripe fake’s subscription is set to cancel', async () => {
    const [before] = await subscriptionsInFake(product);
    expect(before?.cancel_at_period_end).toBe(false);

    const { page, context, log } = await openPage(browser);
    // The full flow's redirect step embeds a YouTube player; answer it locally so the test stays offline.
    await context.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(product.urls.demo);
    await page.getByRole('link', { name: /active-monthly/ }).click();
    await page.locator('code', { hasText: CUSTOMER_ID }).waitFor();
    expect(await page.getByRole('definition').allTextContents()).toContain('active');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await walkToCancel(page);

    const [after] = await subscriptionsInFake(product);
    expect(after).toMatchObject({ id: before?.id, cancel_at_period_end: true });
    await page
      .getByRole('status')
      .getByText(/Cancelled/)
      .waitFor();
    // The page's server reads the subscription as Stripe now has it.
    await page.reload();
    await page.getByText('Cancels on').waitFor();
    expect(page.url()).toContain(`customer=${CUSTOMER_ID}`);
    expect(log.errors).toEqual([]);
  });
});
