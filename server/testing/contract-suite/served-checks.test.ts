/**
 * docs/api.md "Checked against what was served": every money action is checked against the offers this
 * customer's embed loads returned, and anything outside them is 403 { message } — the coupon is a served
 * offer's, the pause within its interval and length, the plan one of its options in the subscription's
 * currency, the trial days its own, test coupons only in TEST mode. Each refusal leaves the subscription as
 * it was.
 */
import { expect } from 'vitest';
import {
  COUPONS,
  MAIN_BLUEPRINT_ID,
  OFFERS,
  PLANS,
  SECOND_BLUEPRINT_ID,
  TEST_COUPONS,
} from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectError } from './support/expect-reply.ts';
import { currentSubscription, serve } from './support/subscriptions.ts';
import { DIVERGENCES } from './targets/divergences.ts';

const customer = seeded('servedChecks');
const discount = (coupon: string, blueprintId = MAIN_BLUEPRINT_ID) => ({ coupon, blueprintId });

describeContract('money actions checked against what was served', ({ api, contractTest }) => {
  const it = contractTest(DIVERGENCES.servedChecks);

  it('refuses a catalog coupon no served offer holds, a test coupon in LIVE mode, an unserved flow', async () => {
    await serve(api, customer);
    expectError(await api.call('discount', { as: customer, body: discount(COUPONS.unoffered.id) }), 403);
    expectError(await api.call('discount', { as: customer, body: discount(TEST_COUPONS.test50.id) }), 403);
    const otherFlow = discount(OFFERS.discount.coupon, SECOND_BLUEPRINT_ID);
    expectError(await api.call('discount', { as: customer, body: otherFlow }), 403);
    expect((await currentSubscription(api, customer)).discount ?? null).toBeNull();
  });

  it("refuses a pause longer than the offer's maximum or in another interval", async () => {
    await serve(api, customer);
    const tooLong = { duration: OFFERS.pause.maxMonths + 1, interval: 'MONTH', date: null };
    expectError(await api.call('pause', { as: customer, body: tooLong }), 403);
    expectError(
      await api.call('pause', { as: customer, body: { duration: 1, interval: 'WEEK', date: null } }),
      403,
    );
    expect((await currentSubscription(api, customer)).pause_collection ?? null).toBeNull();
  });

  it("refuses a plan the offer does not list, and an option in another currency than the subscription's", async () => {
    await serve(api, customer);
    expectError(await api.call('updatePlan', { as: customer, body: { planId: PLANS.proQuarterly.id } }), 403);
    expectError(
      await api.call('updatePlan', { as: customer, body: { planId: PLANS.basicMonthlyEur.id } }),
      403,
    );
    expect((await currentSubscription(api, customer)).items.data[0]?.price.id).toBe(PLANS.proMonthly.id);
  });

  it("refuses a trial extension by other days than the offer's", async () => {
    const trialing = seeded('servedTrial');
    const before = await serve(api, trialing);
    const body = { days: OFFERS.trial.days * 4, blueprintId: MAIN_BLUEPRINT_ID };
    expectError(await api.call('extendTrial', { as: trialing, body }), 403);
    expect((await currentSubscription(api, trialing)).trial_end).toBe(before.trial_end);
  });

  it('refuses an offer to a customer who was never served a flow', async () => {
    const stranger = seeded('unserved');
    expectError(await api.call('discount', { as: stranger, body: discount(OFFERS.discount.coupon) }), 403);
    expect((await currentSubscription(api, stranger)).discount ?? null).toBeNull();
  });
});
