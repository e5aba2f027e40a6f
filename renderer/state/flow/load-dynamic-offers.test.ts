/**
 * Dynamic offers (spec §3): their rules are a chunk of their own, fetched by a flow given dynamic offers in
 * parallel with its answer, and the flow starts only once they are in, so its first step's footer and
 * progress already count the offers as the host's dynamic plans or coupon make them.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BlueprintSchema,
  CouponSchema,
  type EmbedAnswer,
  type StepInput,
} from '../../../contract/schemas/index.ts';
import type { ApiClient } from '../../api/client.ts';
import { nextPosition } from '../../domain/navigation.ts';
import { customer, subscription } from '../../domain/sample-data.testing.ts';
import { parseInitOptions } from '../init-options.ts';
import { navigationContext, resolveOffer } from './context.ts';
import { fakeApi, testFlowData } from './flow-harness.testing.ts';
import { loadFlow } from './load.ts';
import { resetNavigationGuard } from './navigate.ts';
import { flowRuntime, setFlowRuntime } from './runtime.ts';
import { flow, resetFlow } from './store.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const survey: StepInput = {
  guid: 'survey',
  stepType: 'SURVEY',
  survey: { choices: [{ guid: 'c1', value: 'Too expensive' }] },
  defaultNextStep: 'discount',
};
/** Its own coupon is retired: without the host's dynamic coupon the offer is skipped ('missing-coupon'). */
const dynamicDiscount: StepInput = {
  guid: 'discount',
  stepType: 'OFFER',
  offer: {
    guid: 'o_discount',
    offerType: 'DISCOUNT',
    dynamic: true,
    discountConfig: { couponId: 'RETIRED' },
  },
  defaultNextStep: 'confirm',
};
const confirm: StepInput = { guid: 'confirm', stepType: 'CONFIRM' };

/** Loads the flow through loadFlow with `dynamicOffers` at init; the answer has the coupon SAVE20. */
async function load(dynamicOffers: unknown): Promise<void> {
  const blueprint = v.parse(BlueprintSchema, { _id: 'bp_1', steps: [survey, dynamicDiscount, confirm] });
  const coupons = [v.parse(CouponSchema, { id: 'SAVE20', percent_off: 20, duration: 'forever' })];
  const answer = {
    ...testFlowData(blueprint, { coupons }),
    customer: customer([subscription()]),
    externalData: null,
  } as EmbedAnswer;
  const api = fakeApi({ loadEmbed: vi.fn(async () => answer) });
  const parsed = parseInitOptions({ appId: 'app_test', customerId: 'cus_1', authHash: 'h', dynamicOffers });
  if (!parsed.ok) throw new Error(parsed.message);
  setFlowRuntime({
    options: parsed.options,
    api: api as unknown as ApiClient,
    now: () => new Date('2025-03-15T12:00:00.000Z'),
    sleep: () => Promise.resolve(),
    random: () => 0.5,
    newKey: () => 'key_1',
  });
  resetFlow('session_key');
  resetNavigationGuard();
  flow.isVisible = true;
  await loadFlow();
}

function nextFromSurvey() {
  const runtime = flowRuntime();
  if (!runtime) throw new Error('no runtime');
  return nextPosition(navigationContext(flow, runtime), { kind: 'step', guid: 'survey' });
}

describe('a flow given dynamic offers starts with their rules applied', () => {
  it("the host's coupon makes the dynamic discount visible from the first step on", async () => {
    await load({ discount: { couponId: 'SAVE20' } });
    expect(flow.loadState).toBe('LOADED');
    expect(flow.position).toMatchObject({ kind: 'step', guid: 'survey' });
    expect(nextFromSurvey()).toMatchObject({ kind: 'step', guid: 'discount' });
    const runtime = flowRuntime();
    const step = flow.data?.blueprint.steps.find((s) => s.guid === 'discount');
    if (!runtime || step?.stepType !== 'OFFER') throw new Error('no discount step');
    expect(resolveOffer(flow, runtime, step.offer).offer).toMatchObject({
      discountConfig: { couponId: 'SAVE20' },
    });
  });

  it('without dynamic offers the offer keeps its own (retired) coupon and is skipped', async () => {
    await load(undefined);
    expect(flow.loadState).toBe('LOADED');
    expect(nextFromSurvey()).toMatchObject({ kind: 'step', guid: 'confirm' });
  });
});
