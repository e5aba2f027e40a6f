/**
 * The offers' money actions (docs/api.md "Money actions"; mocks/README.md "Behaviour"): a discount applies
 * the offer's coupon (or, for custom-amount providers, its amount for its months), a trial extension moves
 * the trial end, a plan change switches the price; each refusal is a 4xx { message }.
 */
import { expect, it } from 'vitest';
import { ActionAnswerSchema } from '../../../contract/schemas/index.ts';
import { COUPONS, MAIN_BLUEPRINT_ID, OFFERS, PLANS, TEST_COUPONS } from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';
import {
  addMonthsSeconds,
  currentSubscription,
  DAY_SECONDS,
  expectNear,
  nowSeconds,
  serve,
} from './support/subscriptions.ts';

const CLOCK_SKEW_SECONDS = 60;

describeContract('discount, trial extension, plan change', ({ api }) => {
  it("applies the offer's coupon from now, ending after the coupon's months", async () => {
    const customer = seeded('discount');
    await serve(api, customer);
    const body = { coupon: OFFERS.discount.coupon, blueprintId: MAIN_BLUEPRINT_ID };
    const { subscription } = expectAnswer(
      await api.call('discount', { as: customer, body }),
      ActionAnswerSchema,
    );
    const discount = subscription.discount;
    expect(discount?.coupon.id).toBe(COUPONS.save20.id);
    expect(discount?.coupon.percent_off).toBe(COUPONS.save20.percent_off);
    expectNear(discount?.start, nowSeconds(), CLOCK_SKEW_SECONDS);
    expectNear(
      discount?.end,
      addMonthsSeconds(discount?.start ?? 0, COUPONS.save20.duration_in_months),
      DAY_SECONDS,
    );
    expect(await currentSubscription(api, customer)).toEqual(subscription);
  });

  it("applies a test coupon the offer lists in TEST mode (test coupons are TEST mode's only)", async () => {
    const customer = seeded('discountTestMode');
    await serve(api, customer, 'TEST');
    const body = { coupon: TEST_COUPONS.test50.id, blueprintId: MAIN_BLUEPRINT_ID };
    const reply = await api.call('discount', { as: customer, mode: 'TEST', body });
    expect(expectAnswer(reply, ActionAnswerSchema).subscription.discount?.coupon.id).toBe(
      TEST_COUPONS.test50.id,
    );
  });

  it('applies a custom amount for its months for a provider without coupons (PADDLE)', async () => {
    const customer = seeded('paddleDiscount');
    await serve(api, customer);
    const { customerAmount, customDuration } = OFFERS.discount;
    const body = { coupon: null, customerAmount, customDuration, blueprintId: MAIN_BLUEPRINT_ID };
    const { subscription } = expectAnswer(
      await api.call('discount', { as: customer, body }),
      ActionAnswerSchema,
    );
    expect(subscription.discount?.coupon.amount_off).toBe(customerAmount);
    expectNear(
      subscription.discount?.end,
      addMonthsSeconds(subscription.discount?.start ?? 0, customDuration),
      DAY_SECONDS,
    );
  });

  it('answers 400 to a discount with neither a coupon nor both custom fields', async () => {
    const stripe = seeded('refusals');
    const paddle = seeded('paddle');
    await serve(api, stripe);
    await serve(api, paddle);
    expectError(
      await api.call('discount', { as: stripe, body: { coupon: null, blueprintId: MAIN_BLUEPRINT_ID } }),
      400,
    );
    const half = {
      coupon: null,
      customerAmount: OFFERS.discount.customerAmount,
      blueprintId: MAIN_BLUEPRINT_ID,
    };
    expectError(await api.call('discount', { as: paddle, body: half }), 400);
  });

  it('refuses an unknown coupon, an invalid one, and a test coupon in live mode', async () => {
    const customer = seeded('refusals');
    await serve(api, customer);
    for (const coupon of ['NO_SUCH_COUPON', COUPONS.retired.id, TEST_COUPONS.test50.id]) {
      expectError(
        await api.call('discount', { as: customer, body: { coupon, blueprintId: MAIN_BLUEPRINT_ID } }),
        '4xx',
      );
    }
    expect((await currentSubscription(api, customer)).discount ?? null).toBeNull();
  });

  it("extends a trial by the offer's days, once in live mode", async () => {
    const customer = seeded('trial');
    const before = await serve(api, customer);
    const body = { days: OFFERS.trial.days, blueprintId: MAIN_BLUEPRINT_ID };
    const { subscription } = expectAnswer(
      await api.call('extendTrial', { as: customer, body }),
      ActionAnswerSchema,
    );
    expect(subscription.trial_end).toBe((before.trial_end ?? 0) + OFFERS.trial.days * DAY_SECONDS);
    expect(subscription.status).toBe('trialing');
    expectError(await api.call('extendTrial', { as: customer, body }), '4xx');
    expect((await currentSubscription(api, customer)).trial_end).toBe(subscription.trial_end);
  });

  it('refuses to extend the trial of a subscription that is not trialing', async () => {
    const customer = seeded('refusals');
    await serve(api, customer);
    const body = { days: OFFERS.trial.days, blueprintId: MAIN_BLUEPRINT_ID };
    expectError(await api.call('extendTrial', { as: customer, body }), '4xx');
  });

  it("switches the subscription to one of the offer's plans", async () => {
    const customer = seeded('planChange');
    await serve(api, customer);
    const reply = await api.call('updatePlan', { as: customer, body: { planId: PLANS.basicMonthly.id } });
    const price = expectAnswer(reply, ActionAnswerSchema).subscription.items.data[0]?.price;
    expect(price).toMatchObject({ id: PLANS.basicMonthly.id, unit_amount: PLANS.basicMonthly.unit_amount });
    expect((await currentSubscription(api, customer)).items.data[0]?.price.id).toBe(PLANS.basicMonthly.id);
  });

  it("switches the subscription to the downgrade offer's free plan (update-plan, beyond the spec)", async () => {
    const customer = seeded('downgrade');
    await serve(api, customer);
    const reply = await api.call('updatePlan', { as: customer, body: { planId: OFFERS.downgrade.planId } });
    const price = expectAnswer(reply, ActionAnswerSchema).subscription.items.data[0]?.price;
    expect(price).toMatchObject({ id: PLANS.freeMonthly.id, unit_amount: 0 });
    expect((await currentSubscription(api, customer)).items.data[0]?.price.id).toBe(PLANS.freeMonthly.id);
  });

  it('refuses an unknown plan and the plan the subscription is already on', async () => {
    const customer = seeded('refusals');
    await serve(api, customer);
    expectError(await api.call('updatePlan', { as: customer, body: { planId: 'plan_nope' } }), '4xx');
    expectError(await api.call('updatePlan', { as: customer, body: { planId: PLANS.proMonthly.id } }), '4xx');
    expect((await currentSubscription(api, customer)).items.data[0]?.price.id).toBe(PLANS.proMonthly.id);
  });
});
