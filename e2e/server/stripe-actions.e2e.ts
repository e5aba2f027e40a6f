/**
 * Issue 20, done when: the widget in Chromium, on a plain page, against the server with the Stripe adapter
 * and the Stripe fake. A customer accepts each offer of the full flow (the survey answer whose attached offer
 * it is, or the offer steps after declining the ones before), or cancels; the fake's subscription changes as
 * the scenario suite (server/providers/stripe/stripe-scenarios.test.ts) expects, with one write that acted
 * at Stripe per intent. Each test takes a customer of its own, so no change leaks into the next.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPause } from '../../renderer/domain/pause-plan.ts';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import { walkToCancel } from '../embed/cancel-walk.ts';
import { actedWrites, described, type HostPage, type StripeHarness, startStripeHarness } from './stripe-harness.ts';

const DAY_SECONDS = 86_400;
/** Spec §9: a second Next within 400 ms is ignored; a person takes longer than that. */
const BOUNCE_GUARD_WAIT_MS = 450;

let harness: StripeHarness;
const pages: HostPage[] = [];

beforeAll(async () => {
  harness = await startStripeHarness();
});
afterAll(async () => {
  for (const host of pages) await host.context.close().catch(() => {});
  await harness?.close();
});

async function openFlow(customerId: string): Promise<HostPage> {
  const host = await harness.open(customerId);
  pages.push(host);
  await host.showCancelFlow();
  return host;
}

/** Picks a survey answer and goes on (past the bounce guard). */
async function answerSurvey(page: Page, answer: string): Promise<void> {
  await page.getByRole('radio', { name: answer, exact: true }).check({ timeout: 20_000 });
  await page.getByRole('button', { name: en['footer.next'], exact: true }).click();
}

async function footer(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(BOUNCE_GUARD_WAIT_MS);
  await page.getByRole('button', { name, exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name }).waitFor();

/** The body of the widget's POST to the server's stripe/`action` route. */
function actionRequest(page: Page, action: string): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/stripe/${action}`));
}

/** The customer's one subscription id, as the adapter reads it now. */
async function subscriptionOf(customerId: string) {
  const subscription = (await harness.billingCustomer(customerId)).customer.subscriptions.data[0];
  if (!subscription) throw new Error(`${customerId} has no subscription`);
  return subscription;
}

/** Runs `act` and returns the writes that acted at Stripe meanwhile. */
async function writesDuring(act: () => Promise<void>) {
  await harness.control.clearRequests();
  await act();
  return actedWrites(await harness.control.requests());
}

describe('The widget against the server and the Stripe fake: each accepted offer, once at Stripe', () => {
  it('pause: the attached pause offer voids collection until the chosen date', async () => {
    const customerId = 'cus_active_monthly';
    const before = await subscriptionOf(customerId);
    const { page, log } = await openFlow(customerId);
    await answerSurvey(page, 'I am not using it enough');
    await page.getByRole('combobox', { name: 'Pause for' }).selectOption({ index: 1 });
    const sent = actionRequest(page, 'pause');
    const writes = await writesDuring(async () => {
      await page.getByRole('button', { name: 'Pause subscription' }).click();
      await heading(page, 'Your subscription is paused');
    });
    const plan = planPause(before, (await sent).postDataJSON(), new Date());
    if (!plan.ok) throw new Error(plan.message);

    expect(described(writes)).toEqual([`POST /v1/subscriptions/${before.id}`]);
    const after = await harness.stripe.subscriptions.retrieve(before.id);
    expect(after.pause_collection).toMatchObject({
      behavior: 'void',
      resumes_at: plan.pauseCollection.resumes_at,
    });
    expect(after.status).toBe('active');
    expect(log.errors).toEqual([]);
  });
});
