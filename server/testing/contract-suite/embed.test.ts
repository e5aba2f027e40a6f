/**
 * What the cancel flow and the walls load (docs/api.md: POST embed, GET embed/customer, GET branding,
 * GET embed-lite): the answer's shape, and that it is assembled from the app's stored flows, branding,
 * catalog, settings and the customer's past sessions.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import {
  BlueprintSchema,
  BrandingAnswerSchema,
  BrandingSchema,
  CustomerAnswerSchema,
  CustomerSchema,
  EmbedAnswerSchema,
  LiteAnswerSchema,
} from '../../../contract/schemas/index.ts';
import {
  COUPONS,
  LITE_BLUEPRINT_ID,
  LITE_STEP_TYPES,
  MAIN_BLUEPRINT_ID,
  mainBlueprint,
  PLANS,
  SECOND_BLUEPRINT_ID,
  TEST_COUPONS,
} from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import { BRANDING, SEEDED_SESSION_ID } from './seed/suite-seed.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';

const reader = seeded('reader');

describeContract('embed, customer, branding, embed-lite', ({ api, seed }) => {
  const seededCustomer = (authId: string) =>
    v.parse(CustomerSchema, seed.customers.find((record) => record.customer.id === authId)?.customer);

  it('assembles the embed answer from the stored flow, branding, catalog, settings and customer', async () => {
    const answer = expectAnswer(await api.call('embed', { as: reader, body: {} }), EmbedAnswerSchema);
    expect(answer.blueprint).toEqual(v.parse(BlueprintSchema, mainBlueprint()));
    expect(answer.branding).toEqual(v.parse(BrandingSchema, BRANDING));
    expect(answer.customer).toEqual(seededCustomer(reader.customerId));
    expect(answer.coupons.map((coupon) => coupon.id)).toContain(COUPONS.save20.id);
    expect(answer.offerPlans.map((plan) => plan.id).sort()).toEqual(
      [
        PLANS.proMonthly.id,
        PLANS.basicMonthly.id,
        PLANS.proYearly.id,
        PLANS.proQuarterly.id,
        PLANS.basicMonthlyEur.id,
        PLANS.freeMonthly.id,
      ].sort(),
    );
    expect(answer.orgPlanSettings.map((setting) => setting.planId)).toEqual([PLANS.basicMonthly.id]);
    expect(answer.orgTranslations).toEqual(seed.orgTranslations);
    expect(answer.orgProviderSettings).toMatchObject(seed.orgProviderSettings ?? {});
  });

  // Only TEST mode uses them (the widget's test coupon and plan pickers); LIVE may leave them out.
  it('serves the test coupons and test plans in TEST mode', async () => {
    const reply = await api.call('embed', { as: reader, mode: 'TEST', body: {} });
    const answer = expectAnswer(reply, EmbedAnswerSchema);
    expect(answer.testCoupons.map((coupon) => coupon.id)).toContain(TEST_COUPONS.test50.id);
    expect(answer.testPlans.map((plan) => plan.id)).toEqual([PLANS.test.id]);
  });

  it("lists the customer's past sessions in the embed answer", async () => {
    const answer = expectAnswer(await api.call('embed', { as: reader, body: {} }), EmbedAnswerSchema);
    const session = answer.sessions.find((candidate) => candidate._id === SEEDED_SESSION_ID);
    expect(session?.acceptedOffer).toMatchObject({
      guid: 'offer_pause',
      offerType: 'PAUSE',
      pauseDuration: 1,
    });
  });

  it('accepts the host payload (custom attributes, dynamic offers, a data endpoint)', async () => {
    const body = {
      customAttributes: { plan: 'pro', seats: 3 },
      customerDataEndpoint: null,
      dynamicOffers: { discount: { couponId: COUPONS.save20.id } },
    };
    const answer = expectAnswer(await api.call('embed', { as: reader, body }), EmbedAnswerSchema);
    expect(answer.customer?.id).toBe(reader.customerId);
  });

  it('serves the blueprint the `blueprint` query names, and 404 for one that does not exist', async () => {
    const named = await api.call('embed', {
      as: reader,
      body: {},
      query: { blueprint: SECOND_BLUEPRINT_ID },
    });
    expect(expectAnswer(named, EmbedAnswerSchema).blueprint?._id).toBe(SECOND_BLUEPRINT_ID);
    const missing = await api.call('embed', { as: reader, body: {}, query: { blueprint: 'bp_nope' } });
    expectError(missing, 404);
  });

  it.each([
    ['annualReader', { status: 'active', interval: 'YEAR' }],
    ['pastDueReader', { status: 'past_due', interval: 'MONTH' }],
    ['pausedReader', { status: 'active', interval: 'MONTH' }],
    ['cancelScheduledReader', { status: 'active', interval: 'MONTH' }],
  ] as const)('answers GET embed/customer for %s as the provider holds them', async (name, expected) => {
    const customer = seeded(name);
    const answer = expectAnswer(await api.call('customer', { as: customer }), CustomerAnswerSchema);
    expect(answer).toEqual(seededCustomer(customer.customerId));
    const subscription = answer.subscriptions.data[0];
    expect(subscription?.status).toBe(expected.status);
    expect(subscription?.items.data[0]?.price.recurring.interval).toBe(expected.interval);
  });

  it('answers GET branding with the organisation branding, no customer needed', async () => {
    const answer = expectAnswer(await api.call('branding'), BrandingAnswerSchema);
    expect(answer).toEqual(v.parse(BrandingSchema, BRANDING));
  });

  it('answers GET embed-lite with the lite flow (survey, confirm, free-form only) and branding', async () => {
    const answer = expectAnswer(await api.call('embedLite'), LiteAnswerSchema);
    expect(answer.blueprint?._id).toBe(LITE_BLUEPRINT_ID);
    expect(answer.branding).toEqual(v.parse(BrandingSchema, BRANDING));
    for (const step of answer.blueprint?.steps ?? []) expect(LITE_STEP_TYPES).toContain(step.stepType);
  });

  it('answers embed-lite for a named full flow with its lite steps only, and 404 for an unknown one', async () => {
    const named = await api.call('embedLite', { query: { blueprint: MAIN_BLUEPRINT_ID } });
    const steps = expectAnswer(named, LiteAnswerSchema).blueprint?.steps ?? [];
    expect(steps.map((step) => step.guid)).toEqual(['step_survey', 'step_feedback', 'step_confirm']);
    expectError(await api.call('embedLite', { query: { blueprint: 'bp_nope' } }), 404);
  });
});
