import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmbedAnswerSchema, LiteAnswerSchema } from '../../contract/schemas/index.ts';
import { call, createTestBackend, org } from '../testing/call.ts';
import type { MockBackend } from './backend.ts';
import { MESSAGES } from './messages.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

async function embed(body: unknown = {}, query: Record<string, string> = {}, as = 'cus_active') {
  return call(backend, org('embed'), { method: 'POST', as, body, query });
}

describe('POST embed (spec §7): everything the cancel flow needs', () => {
  it('answers the first blueprint when no blueprint query is given', async () => {
    const answer = v.parse(EmbedAnswerSchema, (await embed()).body);
    expect(answer.blueprint?._id).toBe('bp_main');
    expect(answer.segment).toBe('everyone');
  });

  it('the blueprint query (the init flowId) picks a blueprint by _id', async () => {
    const answer = v.parse(EmbedAnswerSchema, (await embed({}, { blueprint: 'bp_alt' })).body);
    expect(answer.blueprint?._id).toBe('bp_alt');
    expect(answer.segment).toBe('annual');
  });

  it('an unknown blueprint id answers 404', async () => {
    const response = await embed({}, { blueprint: 'bp_nope' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MESSAGES.blueprintNotFound });
  });

  it('serves the blueprint as the seed wrote it (steps undecoded, no skipped list)', async () => {
    const response = await embed();
    expect(response.body).toHaveProperty(
      'blueprint.steps.0',
      expect.objectContaining({ guid: 'step_survey' }),
    );
    // The decoded form would have filled in defaults such as `enabled: true` and added `skipped`.
    expect(response.body).not.toHaveProperty('blueprint.steps.0.enabled');
    expect(response.body).not.toHaveProperty('blueprint.skipped');
  });

  it('answers the customer, coupons, test coupons, plans, test plans, plan settings and org settings', async () => {
    const answer = v.parse(EmbedAnswerSchema, (await embed()).body);
    expect(answer.customer?.id).toBe('cus_active');
    expect(answer.coupons.map((coupon) => coupon.id)).toEqual(['SAVE20', 'ONCE10', 'FOREVER5', 'OLD']);
    expect(answer.testCoupons.map((coupon) => coupon.id)).toEqual(['TEST50']);
    expect(answer.offerPlans.map((plan) => plan.id)).toEqual(['plan_basic', 'plan_pro', 'plan_annual']);
    expect(answer.testPlans.map((plan) => plan.id)).toEqual(['plan_test']);
    expect(answer.orgPlanSettings[0]).toMatchObject({ planId: 'plan_pro', tagline: 'Most popular' });
    expect(answer.orgProviderSettings.annualPauseExtendTerm).toBe(true);
    expect(answer.orgTranslations).toEqual({ de: { cancel: 'Kündigen' } });
    expect(answer.branding.name).toBe('Acme');
  });

  it('answers the customer’s past sessions (for cooldowns)', async () => {
    const answer = v.parse(EmbedAnswerSchema, (await embed({}, {}, 'cus_paused')).body);
    expect(answer.sessions).toHaveLength(1);
    expect(answer.sessions[0]?.acceptedOffer?.offerType).toBe('PAUSE');
  });

  it('echoes customAttributes in externalData and the dynamic offers', async () => {
    const dynamicOffers = { planChange: { planIds: ['plan_basic'] }, discount: { couponId: 'ONCE10' } };
    const response = await call(backend, org('embed'), {
      method: 'POST',
      as: 'cus_active',
      subscriptionId: 'sub_active',
      body: { customAttributes: { tier: 'gold', seats: 3 }, dynamicOffers },
    });
    const answer = v.parse(EmbedAnswerSchema, response.body);
    expect(answer.externalData).toEqual({
      subscriptionId: 'sub_active',
      customerAttributes: { tier: 'gold', seats: 3 },
    });
    expect(answer.dynamicOffers).toEqual(dynamicOffers);
  });

  it('without a subscription header, externalData.subscriptionId is null', async () => {
    const answer = v.parse(EmbedAnswerSchema, (await embed()).body);
    expect(answer.externalData?.subscriptionId).toBeNull();
  });

  it('a payload that breaks the schema answers 400 naming the field', async () => {
    const response = await embed({ dynamicOffers: { discount: { couponId: 42 } } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: expect.stringContaining('dynamicOffers.discount.couponId'),
    });
  });

  it('a body that is not JSON answers 400', async () => {
    const reply = await backend.handle({
      method: 'POST',
      path: org('embed'),
      headers: { 'x-holdfast-app-id': 'app_test' },
      body: '{nope',
    });
    expect(reply.kind === 'response' && reply.response.body).toEqual({ message: MESSAGES.malformedJson });
  });

  it('answers snapshots: a later action does not change an answer already given', async () => {
    const before = v.parse(EmbedAnswerSchema, (await embed()).body);
    await call(backend, org('stripe/cancel'), { method: 'POST', as: 'cus_active', body: {} });
    expect(before.customer?.subscriptions.data[0]?.cancel_at_period_end).toBe(false);
  });
});

describe('GET embed-lite (spec §1 lite mode: survey, confirm and freeform only)', () => {
  it('derives the lite flow from the first blueprint without offer steps or attached offers', async () => {
    const answer = v.parse(LiteAnswerSchema, (await call(backend, org('embed-lite'))).body);
    const steps = answer.blueprint?.steps ?? [];
    expect(steps.map((step) => step.stepType)).toEqual(['SURVEY', 'FREEFORM', 'CONFIRM']);
    const survey = steps.find((step) => step.stepType === 'SURVEY');
    expect(
      survey?.stepType === 'SURVEY' && survey.survey.choices.every((choice) => choice.offer === null),
    ).toBe(true);
  });

  it('relinks next/previous steps past the removed offer steps', async () => {
    const answer = v.parse(LiteAnswerSchema, (await call(backend, org('embed-lite'))).body);
    const [survey, freeform] = answer.blueprint?.steps ?? [];
    expect(survey?.defaultNextStep).toBe('step_freeform');
    expect(freeform?.defaultPreviousStep).toBe('step_survey');
  });

  it('serves the seeded lite blueprint when the app has one', async () => {
    backend.load({ liteBlueprint: { _id: 'bp_lite', steps: [{ guid: 'only', stepType: 'CONFIRM' }] } });
    const answer = v.parse(LiteAnswerSchema, (await call(backend, org('embed-lite'))).body);
    expect(answer.blueprint?._id).toBe('bp_lite');
  });

  it('the blueprint query derives the lite flow from that blueprint', async () => {
    const response = await call(backend, org('embed-lite'), { query: { blueprint: 'bp_alt' } });
    expect(v.parse(LiteAnswerSchema, response.body).blueprint?._id).toBe('bp_alt');
  });
});

describe('GET embed/customer: the refreshed customer', () => {
  it('answers the customer as the provider holds them', async () => {
    const response = await call(backend, org('embed/customer'), { as: 'cus_trial' });
    expect(response.body).toMatchObject({
      id: 'cus_trial',
      subscriptions: { data: [{ status: 'trialing' }] },
    });
  });
});
