/**
 * The demo reaches the walls: `npm start` (as e2e/server/npm-start.e2e.ts starts it), and on the Acme demo
 * page, which checks both walls on every load as docs/walls.md tells a host, the paused customer meets the
 * pause wall and resumes — the Stripe fake's subscription runs again — and the past-due customer meets the
 * failed-payment wall and pays with a new card on the page's stand-in for Stripe.js (server/demo/
 * demo-stripe-js.ts) — the fake's failed invoice is paid. Reloaded, the page shows the subscription as Stripe
 * now has it, and no wall. An active customer's page shows no wall.
 */
import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_FAILED_PAYMENT_WALL_KEY, SKIP_PAUSE_WALL_KEY } from '../../renderer/domain/skip-check-keys.ts';
import { DEMO_PAGE_CUSTOMERS } from '../../server/demo/demo-page.ts';
import { DEMO_STRIPE_KEY } from '../../server/demo/start-demo-stripe.ts';
import type { RunningProduct } from '../../server/demo/start-product.ts';
import { launchChromium, openPage, type PageLog } from '../browser.ts';
import { type ProductUnderTest, startProductUnderTest } from './product-under-test.ts';

const PAUSED_ID = 'cus_paused';
const PAST_DUE_ID = 'cus_past_due_outside_grace';
/** Stripe's test card that succeeds (the stand-in hands the wall pm_card_visa for it). */
const GOOD_CARD = '4242424242424242';
const RELOAD = 'Reload to see the subscription as Stripe has it now.';
const exact = (name: string) => ({ name, exact: true });

describe('npm start: the demo page shows the pause wall and the failed-payment wall, each doing its job', () => {
  let started: ProductUnderTest;
  let product: RunningProduct;
  let browser: Browser;
  let stripe: Stripe;

  beforeAll(async () => {
    started = await startProductUnderTest('demo-walls');
    ({ product } = started);
    const { fake } = product.stripe;
    stripe = new Stripe(DEMO_STRIPE_KEY, { host: fake.host, port: fake.port, protocol: 'http' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await started?.close();
  });

  async function openDemo(customerId: string): Promise<{ page: Page; log: PageLog }> {
    const { page, log } = await openPage(browser);
    await page.goto(product.urls.demo);
    // The way a visitor gets there: the customer's link in the page's list.
    await page.locator(`a[href$="customer=${customerId}"]`).click();
    await page.locator('code', { hasText: customerId }).waitFor();
    return { page, log };
  }

  it('offers both customers on the page', () => {
    for (const id of [PAUSED_ID, PAST_DUE_ID]) expect(DEMO_PAGE_CUSTOMERS).toContain(id);
  });

  it('the paused customer meets the pause wall and resumes: the fake’s subscription runs again', async () => {
    const [before] = (await stripe.subscriptions.list({ customer: PAUSED_ID })).data;
    expect(before?.pause_collection).toMatchObject({ behavior: 'void' });
    const { page, log } = await openDemo(PAUSED_ID);
    const wall = page.getByRole('dialog', exact('Resume your subscription'));
    await wall.waitFor({ timeout: 20_000 });
    await wall.getByRole('button', exact('Resume Subscription Now')).click();
    // The outcome names the dialog anew: its heading is looked for on the page.
    await page.getByRole('heading', exact('Welcome back!')).waitFor();

    const after = await stripe.subscriptions.retrieve(before?.id ?? '');
    expect(after).toMatchObject({ status: 'active', pause_collection: null });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.getByRole('status').textContent()).toBe(
      `Resumed: Holdfast resumed your subscription at Stripe. ${RELOAD}`,
    );
    await page.reload();
    await page.getByText('Renews on').waitFor();
    expect(await page.getByRole('term').allTextContents()).not.toContain('Paused');
    await page.getByRole('button', exact('Cancel subscription')).waitFor();
    expect(await wall.count()).toBe(0);
    expect(log.errors).toEqual([]);
  });

  it('the past-due customer meets the failed-payment wall and a new card pays the failed invoice', async () => {
    const open = await stripe.invoices.list({ customer: PAST_DUE_ID, status: 'open' });
    expect(open.data).toHaveLength(1);
    const [invoice] = open.data;
    const { page, log } = await openDemo(PAST_DUE_ID);
    const wall = page.getByRole('dialog', exact('Update your payment details'));
    await wall.waitFor({ timeout: 20_000 });
    await wall.getByRole('textbox', exact('Card number')).pressSequentially(GOOD_CARD);
    const update = wall.getByRole('button', exact('Update billing'));
    await expect.poll(() => update.isEnabled()).toBe(true);
    await update.click();
    await page.getByRole('heading', exact('Payment successful')).waitFor();

    expect((await stripe.invoices.retrieve(invoice?.id ?? '')).status).toBe('paid');
    expect((await stripe.invoices.list({ customer: PAST_DUE_ID, status: 'open' })).data).toEqual([]);
    const [subscription] = (await stripe.subscriptions.list({ customer: PAST_DUE_ID })).data;
    expect(subscription?.status).toBe('active');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.getByRole('status').textContent()).toBe(
      `Card updated: Holdfast paid the failed invoice at Stripe. ${RELOAD}`,
    );
    await page.reload();
    await page.getByRole('button', exact('Cancel subscription')).waitFor();
    expect(await page.getByRole('definition').allTextContents()).toContain('active');
    expect(await wall.count()).toBe(0);
    expect(log.errors).toEqual([]);
  });

  it('an active customer’s page checks both walls, and shows neither', async () => {
    const { page, log } = await openPage(browser);
    await page.goto(`${product.urls.demo}?customer=${DEMO_PAGE_CUSTOMERS[0]}`);
    // A clean result is what a check stores (for its 24-hour skip): both checks were answered "no wall".
    const stored = () =>
      page.evaluate(
        (keys) => keys.map((key) => localStorage.getItem(key) !== null),
        [SKIP_PAUSE_WALL_KEY, SKIP_FAILED_PAYMENT_WALL_KEY],
      );
    await expect.poll(stored, { timeout: 20_000 }).toEqual([true, true]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toBe('');
    expect(log.errors).toEqual([]);
  });
});
