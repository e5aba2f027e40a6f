/**
 * Stripe failing on its side (500s past the SDK's retries) at Confirm and cancel, in Chromium against the
 * server and the Stripe fake: the server answers 503, the widget says the connection was lost and offers Try
 * again; once Stripe is back, Try again cancels with the same Idempotency-Key, one write acting at Stripe (an
 * exploratory session found a dead end: a 500, "Please contact us", only Go to account).
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import { walkToConfirm } from '../embed/cancel-walk.ts';
import { actedWrites, type StripeHarness, startStripeHarness } from './stripe-harness.ts';

let harness: StripeHarness;

beforeAll(async () => {
  harness = await startStripeHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('Stripe failing at the cancel: the customer can try again, and cancels once', () => {
  it('503 while Stripe fails, connection lost with Try again; once it is back, cancelled at the period end', async () => {
    const customerId = 'cus_active_monthly';
    const subscription = (await harness.billingCustomer(customerId)).customer.subscriptions.data[0];
    if (!subscription) throw new Error(`${customerId} has no subscription`);
    const path = `/v1/subscriptions/${subscription.id}`;
    const host = await harness.open(customerId);
    const { page, log } = host;
    await host.showCancelFlow();
    const answers: number[] = [];
    const keys: string[] = [];
    page.on('requestfinished', async (request: Request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/stripe/cancel')) return;
      keys.push((await request.allHeaders())['idempotency-key'] ?? '');
      answers.push((await request.response())?.status() ?? 0);
    });
    await walkToConfirm(page, async () => {
      await harness.control.clearRequests();
      // More than every try the SDK and the widget make: Stripe stays down until cleared.
      await harness.control.injectFault({ kind: 'error', path, method: 'POST', times: 1000 });
    });
    await page.getByText(en['error.connectionLost'], { exact: true }).waitFor({ timeout: 60_000 });
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set([503]));
    expect(actedWrites(await harness.control.requests())).toEqual([]);

    await harness.control.clearFaults();
    await page.getByRole('button', { name: en['error.tryAgain'], exact: true }).click();
    await page.getByRole('heading', { name: en['complete.cancelled.title'] }).waitFor({ timeout: 20_000 });
    expect(new Set(keys).size).toBe(1);
    const writes = actedWrites(await harness.control.requests());
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual([`POST ${path}`]);
    const stripeSide = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(stripeSide).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(log.errors.filter((line) => line.startsWith('uncaught'))).toEqual([]);
  }, 120_000);
});
