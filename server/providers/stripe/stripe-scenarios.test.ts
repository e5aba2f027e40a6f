/**
 * The Stripe scenarios (issue 20, item 5): every money and billing call of the adapter, on two targets —
 * the Stripe fake always, Stripe's test mode when STRIPE_TEST_SECRET_KEY is set (sk_test_…; skipped with
 * a message otherwise). The scenarios build their world through Stripe's API and run the clock, so the
 * fake is held to what Stripe does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPause } from '../../../renderer/domain/pause-plan.ts';
import {
  fakeTarget,
  type ScenarioTarget,
  STRIPE_TEST_KEY_VARIABLE,
  stripeTestModeTarget,
} from '../../testing/stripe-scenarios/targets.ts';
import { DAY, makeWorld, subscribe, type World } from '../../testing/stripe-scenarios/world.ts';
import { BillingError, type BillingProvider } from '../billing-provider.ts';
import { createStripeBillingProvider } from './stripe-billing-provider.ts';

/** Real Stripe's clocks and charges take their time. */
const SCENARIO_TIMEOUT_MS = 180_000;

const opts = async (target: ScenarioTarget) => ({
  idempotencyKey: `scenario-${randomUUID()}`,
  now: new Date((await target.now()) * 1000),
});

function scenarios(name: string, start: () => Promise<ScenarioTarget>) {
  describe(`Stripe scenarios on ${name}`, { timeout: SCENARIO_TIMEOUT_MS }, () => {
    let target: ScenarioTarget;
    let provider: BillingProvider;
    let world: World;
    beforeAll(async () => {
      target = await start();
      provider = createStripeBillingProvider({ stripe: target.stripe });
      world = await makeWorld(target);
    }, SCENARIO_TIMEOUT_MS);
    afterAll(async () => {
      await target?.close();
    }, SCENARIO_TIMEOUT_MS);

    it('pause → the clock past the resume date → active, collecting again', async () => {
      const s = await subscribe(target, provider, { price: world.prices.monthly });
      const now = new Date((await target.now()) * 1000);
      const subscription = s.customer.customer.subscriptions.data[0]!;
      const plan = planPause(subscription, { duration: 1, interval: 'MONTH', date: null }, now);
      if (!plan.ok) throw new Error(plan.message);
      const paused = await provider.pause(s.customer, s.subscriptionId, plan, await opts(target));
      expect(paused.pause_collection).toMatchObject({
        behavior: 'void',
        resumes_at: plan.pauseCollection.resumes_at,
      });
      expect(paused.pause_collection?.resumption_term_end).toBeNull();
      expect(paused.resumptionPreview).toEqual({ amountDue: 2_000, currency: 'usd' });
      await target.advanceTo((plan.pauseCollection.resumes_at ?? 0) + DAY);
      const [after] = (await s.reload()).customer.subscriptions.data;
      expect(after).toMatchObject({ status: 'active', pause_collection: null });
    });

    it('annual soft pause: access until the term end, then paused until the resume date', async () => {
      const s = await subscribe(target, provider, { price: world.prices.annual });
      const now = new Date((await target.now()) * 1000);
      const subscription = s.customer.customer.subscriptions.data[0]!;
      const plan = planPause(subscription, { duration: 2, interval: 'MONTH', date: null }, now);
      if (!plan.ok) throw new Error(plan.message);
      const paused = await provider.pause(s.customer, s.subscriptionId, plan, await opts(target));
      expect(paused.status).toBe('active');
      expect(paused.pause_collection).toMatchObject({
        behavior: 'void',
        resumption_term_end: subscription.current_period_end,
        resumes_at: plan.pauseCollection.resumes_at,
      });
      expect(paused.pauseDate).toBe(subscription.current_period_end);
      // Past the term end, inside the pause: the renewal is voided, nothing charged.
      await target.advanceTo(subscription.current_period_end + DAY);
      const invoices = await target.stripe.invoices.list({ subscription: s.subscriptionId });
      expect(
        invoices.data.filter(
          (i) => i.status === 'paid' && i.amount_paid > 0 && i.created > subscription.current_period_end,
        ),
      ).toEqual([]);
      const during = (await s.reload()).customer.subscriptions.data[0];
      expect(during).toMatchObject({ status: 'active', trial_end: null });
      expect(during?.pause_collection?.resumes_at).toBe(plan.pauseCollection.resumes_at);
      // Past the resume date: the next full term is billed from the resume date, not a year after the old
      // term end (voiding the renewal inside a two-month pause gave ten months away).
      const resumesAt = plan.pauseCollection.resumes_at ?? 0;
      await target.advanceTo(resumesAt + DAY);
      const renewals = (await target.stripe.invoices.list({ subscription: s.subscriptionId })).data.filter(
        (i) => i.created > subscription.current_period_end && i.amount_paid > 0,
      );
      expect(renewals.map((i) => i.amount_paid)).toEqual([20_000]);
      const after = (await s.reload()).customer.subscriptions.data[0];
      expect(after).toMatchObject({ status: 'active', pause_collection: null, trial_end: null });
      expect(after?.current_period_start).toBe(resumesAt);
      expect(after?.current_period_end).toBeGreaterThanOrEqual(resumesAt + 365 * DAY);
      // A pause set later in Stripe's dashboard is a pause of collection, not that soft pause again.
      await target.stripe.subscriptions.update(s.subscriptionId, { pause_collection: { behavior: 'void' } });
      const byHand = (await s.reload()).customer.subscriptions.data[0];
      expect(byHand?.pause_collection).toMatchObject({ behavior: 'void', resumption_term_end: null });
    });

    it('annual soft pause resumed before the term end: the renewal is back at the term end, billed in full', async () => {
      const s = await subscribe(target, provider, { price: world.prices.annual });
      const now = new Date((await target.now()) * 1000);
      const subscription = s.customer.customer.subscriptions.data[0]!;
      const plan = planPause(subscription, { duration: 1, interval: 'MONTH', date: null }, now);
      if (!plan.ok) throw new Error(plan.message);
      const paused = await provider.pause(s.customer, s.subscriptionId, plan, await opts(target));
      const resumed = await provider.resume(
        { ...s.customer, customer: { ...s.customer.customer, subscriptions: { data: [paused] } } },
        s.subscriptionId,
        await opts(target),
      );
      // Still Stripe's trial to the term end, which the customer paid for: no trial, no pause to the widget.
      expect(resumed).toMatchObject({
        status: 'active',
        pause_collection: null,
        trial_end: null,
        pauseDate: null,
      });
      await target.advanceTo(subscription.current_period_end + DAY);
      const renewals = (await target.stripe.invoices.list({ subscription: s.subscriptionId })).data.filter(
        (i) => i.amount_paid > 0 && i.created >= subscription.current_period_end,
      );
      expect(renewals.map((i) => i.amount_paid)).toEqual([20_000]);
      const after = (await s.reload()).customer.subscriptions.data[0];
      expect(after?.current_period_start).toBe(subscription.current_period_end);
    });

    it('a discount on a subscription that already has one replaces it', async () => {
      const s = await subscribe(target, provider, {
        price: world.prices.monthly,
        coupon: world.coupons.twenty,
      });
      expect(s.customer.customer.subscriptions.data[0]?.discount?.coupon.id).toBe(world.coupons.twenty);
      const coupon = await target.stripe.coupons.retrieve(world.coupons.half);
      const discounted = await provider.applyDiscount(
        s.customer,
        s.subscriptionId,
        {
          id: coupon.id,
          name: null,
          percent_off: 50,
          amount_off: null,
          duration: 'repeating',
          duration_in_months: 3,
          maxRedemptions: null,
          valid: true,
          redeemBy: null,
          currency: null,
        },
        await opts(target),
      );
      expect(discounted.discount?.coupon.id).toBe(world.coupons.half);
      const stripeSide = await target.stripe.subscriptions.retrieve(s.subscriptionId);
      expect(stripeSide.discounts).toHaveLength(1);
    });

    it('a plan change in another currency is refused; one in the same currency changes the item', async () => {
      const s = await subscribe(target, provider, { price: world.prices.monthly });
      const plan = (id: string, currency: string) => ({
        id,
        currency,
        recurring: { interval: 'MONTH' as const, interval_count: 1 },
        unit_amount: 0,
        product: { name: 'Pro' },
      });
      const refused = await provider
        .changePlan(s.customer, s.subscriptionId, plan(world.prices.euro, 'eur'), await opts(target))
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BillingError);
      expect(refused).toMatchObject({ kind: 'invalid-state' });
      const changed = await provider.changePlan(
        s.customer,
        s.subscriptionId,
        plan(world.prices.dearer, 'usd'),
        await opts(target),
      );
      expect(changed.items.data[0]?.price.id).toBe(world.prices.dearer);
    });

    it('a trial extended once is marked, so a second in LIVE is refused (services: trialAlreadyExtended)', async () => {
      const trialEnd = (await target.now()) + 7 * DAY;
      const s = await subscribe(target, provider, { price: world.prices.monthly, trialEnd });
      expect(await provider.hasExtendedTrial(s.customer)).toBe(false);
      const extended = await provider.extendTrial(s.customer, s.subscriptionId, 14, await opts(target));
      expect(extended).toMatchObject({ status: 'trialing', trial_end: trialEnd + 14 * DAY });
      expect(await provider.hasExtendedTrial(await s.reload())).toBe(true);
    });

    it('a card update: a declined card is refused with Stripe’s message, a good one pays the open invoice', async () => {
      const trialEnd = (await target.now()) + DAY;
      const s = await subscribe(target, provider, {
        price: world.prices.monthly,
        card: 'pm_card_chargeCustomerFail',
        trialEnd,
      });
      // The trial ends; the first charge fails on the card on file: past due, an open invoice with an attempt.
      await target.advanceTo(trialEnd + 2 * 3_600);
      const due = await s.reload();
      expect(due.customer.subscriptions.data[0]?.status).toBe('past_due');
      const failed = await provider.failedInvoices(due);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({
        amountDue: 2_000,
        currency: 'usd',
        charge: { payment_method_details: { card: { last4: '0341' } } },
      });
      expect(failed[0]!.attemptCount).toBeGreaterThan(0);
      const intent = await provider.createSetupIntent(due, await opts(target));
      expect(intent.clientSecret).toMatch(/^seti_.+_secret_/);
      const declined = await provider
        .updateCard(due, 'pm_card_chargeDeclined', await opts(target))
        .catch((e: unknown) => e);
      expect(declined).toMatchObject({ kind: 'declined', message: 'Your card was declined.' });
      const paid = await provider.updateCard(due, 'pm_card_visa', await opts(target));
      expect(paid).toMatchObject({
        invoice: failed[0]!.id,
        amountPaid: 2_000,
        currency: 'usd',
        card: { brand: 'visa', last4: '4242' },
      });
      expect((await s.reload()).customer.subscriptions.data[0]?.status).toBe('active');
      expect(await provider.failedInvoices(await s.reload())).toEqual([]);
    });

    it('a card update reaches a subscription that has a card of its own, so the next renewal is paid', async () => {
      const trialEnd = (await target.now()) + DAY;
      const s = await subscribe(target, provider, {
        price: world.prices.monthly,
        card: 'pm_card_chargeCustomerFail',
        trialEnd,
        cardOnSubscription: true,
      });
      await target.advanceTo(trialEnd + 2 * 3_600);
      const due = await s.reload();
      expect(due.customer.subscriptions.data[0]?.status).toBe('past_due');
      const paid = await provider.updateCard(due, 'pm_card_visa', await opts(target));
      expect(paid.amountPaid).toBe(2_000);
      const stripeSide = await target.stripe.subscriptions.retrieve(s.subscriptionId, {
        expand: ['default_payment_method'],
      });
      const own = stripeSide.default_payment_method;
      expect(typeof own === 'object' && own?.card?.last4).toBe('4242');
      // The renewal after it is charged to the new card, not the failing one the subscription kept.
      const renewal = (await s.reload()).customer.subscriptions.data[0]!.current_period_end;
      await target.advanceTo(renewal + 2 * 3_600);
      expect((await s.reload()).customer.subscriptions.data[0]?.status).toBe('active');
      expect(await provider.failedInvoices(await s.reload())).toEqual([]);
    });

    it('cancel at the period end, then at once', async () => {
      const s = await subscribe(target, provider, { price: world.prices.monthly });
      const scheduled = await provider.cancel(s.customer, s.subscriptionId, true, await opts(target));
      expect(scheduled).toMatchObject({ status: 'active', cancel_at_period_end: true });
      const now = await provider.cancel(s.customer, s.subscriptionId, false, await opts(target));
      expect(now.status).toBe('canceled');
    });
  });
}

scenarios('the Stripe fake', fakeTarget);

// The same scenarios against Stripe's own test mode, only with a key (and a network that reaches Stripe):
// docs/server.md says how. Without one there is nothing to run, so nothing is declared, not a skipped test.
const stripeTestKey = process.env[STRIPE_TEST_KEY_VARIABLE];
if (stripeTestKey) scenarios('Stripe test mode', async () => stripeTestModeTarget(stripeTestKey));
