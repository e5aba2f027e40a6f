/**
 * Issue 20, done when: the widget in Chromium, on a plain page, against the server with the Stripe adapter
 * and the Stripe fake. A customer accepts each offer of the full flow (the survey answer whose attached offer
 * it is, or the offer steps after declining the ones before), or cancels; the fake's subscription changes as
 * the scenario suite (server/providers/stripe/stripe-scenarios.test.ts) expects, with one write that acted
 * at Stripe per intent. Each test takes a customer of its own, so no change leaks into the next.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_IDS, PLANS } from '../../fixtures/catalog/index.ts';
import { planPause } from '../../renderer/domain/pause-plan.ts';
import { en } from '../../renderer/i18n/catalogs/en.ts';
import { DAY } from '../../server/testing/stripe-scenarios/world.ts';
import { BOUNCE_GUARD_WAIT_MS, walkToCancel } from '../embed/cancel-walk.ts';
import {
  actedWrites,
  expectWritesUnderWidgetKey,
  type HostPage,
  type StripeHarness,
  startStripeHarness,
} from './stripe-harness.ts';

let harness: StripeHarness;

beforeAll(async () => {
  harness = await startStripeHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function openFlow(customerId: string): Promise<HostPage> {
  const host = await harness.open(customerId);
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

    await expectWritesUnderWidgetKey(writes, await sent, [`POST /v1/subscriptions/${before.id}`]);
    const after = await harness.stripe.subscriptions.retrieve(before.id);
    expect(after.pause_collection).toMatchObject({
      behavior: 'void',
      resumes_at: plan.pauseCollection.resumes_at,
    });
    expect(after.status).toBe('active');
    // A monthly plan pauses at once: no soft pause to the term end, as in the scenario suite.
    expect((await subscriptionOf(customerId)).pause_collection?.resumption_term_end).toBeNull();
    expect(log.errors).toEqual([]);
  });

  it('discount: the attached 20 % forever coupon becomes the subscription’s one discount', async () => {
    const customerId = 'cus_active_quarterly';
    const before = await subscriptionOf(customerId);
    const { page, log } = await openFlow(customerId);
    await answerSurvey(page, 'It is too expensive');
    const sent = actionRequest(page, 'discount');
    const writes = await writesDuring(async () => {
      await page.getByRole('button', { name: 'Claim discount' }).click();
      await heading(page, 'Your discount has been applied');
    });
    const { coupon } = (await sent).postDataJSON() as { coupon: string };
    // The coupon of the offer attached to "too expensive" in the fixtures' full flow.
    expect(coupon).toBe(COUPON_IDS.percentForever);

    await expectWritesUnderWidgetKey(writes, await sent, [`POST /v1/subscriptions/${before.id}`]);
    expect(before.discount).toBeNull();
    expect((await subscriptionOf(customerId)).discount?.coupon.id).toBe(coupon);
    const stripeSide = await harness.stripe.subscriptions.retrieve(before.id);
    expect(stripeSide.discounts).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  it('trial extension: declining the pause and discount steps, the trial ends 14 days later, marked', async () => {
    const customerId = 'cus_trialing';
    const before = await subscriptionOf(customerId);
    const { page, log } = await openFlow(customerId);
    await answerSurvey(page, 'I am switching to another product');
    await heading(page, 'Anything else we should know?');
    await footer(page, en['footer.next']);
    // Spec §5: pause is skipped for trial customers, so the discount comes first.
    await heading(page, 'Stay and save 30%');
    await footer(page, en['footer.declineOffer']);
    await heading(page, 'Need more time to decide?');
    const sent = actionRequest(page, 'extend-trial');
    const writes = await writesDuring(async () => {
      await page.getByRole('button', { name: /^Extend my trial by \d+ days$/ }).click();
      await heading(page, 'Your trial has been extended');
    });
    const { days } = (await sent).postDataJSON() as { days: number };

    await expectWritesUnderWidgetKey(writes, await sent, [`POST /v1/subscriptions/${before.id}`]);
    const after = await subscriptionOf(customerId);
    expect(after).toMatchObject({
      status: 'trialing',
      trial_end: (before.trial_end ?? 0) + days * DAY,
    });
    expect(
      await harness.product.server.deps.billing.hasExtendedTrial(await harness.billingCustomer(customerId)),
    ).toBe(true);
    expect(log.errors).toEqual([]);
  });

  it('plan change: the attached plan-change offer puts the chosen plan’s price on the subscription item', async () => {
    const customerId = 'cus_pause_cooldown';
    const before = await subscriptionOf(customerId);
    const { page, log } = await openFlow(customerId);
    await answerSurvey(page, 'It is missing features I need');
    const sent = actionRequest(page, 'update-plan');
    const writes = await writesDuring(async () => {
      await page.getByRole('article', { name: 'Team' }).getByRole('button', { name: 'Switch plan' }).click();
      await heading(page, 'Your plan has been changed');
    });
    const { planId } = (await sent).postDataJSON() as { planId: string };
    expect(planId).toBe(PLANS.teamMonthlyUsd().id);

    await expectWritesUnderWidgetKey(writes, await sent, [`POST /v1/subscriptions/${before.id}`]);
    expect(before.items.data[0]?.price.id).not.toBe(planId);
    const stripeSide = await harness.stripe.subscriptions.retrieve(before.id);
    expect(stripeSide.items.data.map((item) => item.price.id)).toEqual([planId]);
    expect(log.errors).toEqual([]);
  });

  it('cancel: declining every offer and confirming sets the subscription to cancel at the period end', async () => {
    const customerId = 'cus_active_annual';
    const before = await subscriptionOf(customerId);
    const { page, log } = await openFlow(customerId);
    const sent = actionRequest(page, 'cancel');
    // Only the confirmation's writes count: the walk declines every offer first.
    await walkToCancel(page, () => harness.control.clearRequests().then(() => {}));
    const writes = actedWrites(await harness.control.requests());

    await expectWritesUnderWidgetKey(writes, await sent, [`POST /v1/subscriptions/${before.id}`]);
    const stripeSide = await harness.stripe.subscriptions.retrieve(before.id);
    expect(stripeSide).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(log.errors).toEqual([]);
  });
});
