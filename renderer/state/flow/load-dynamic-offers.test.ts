/**
 * Dynamic offers (spec §3): their rules are a chunk of their own, fetched by a flow given dynamic offers in
 * parallel with its answer, and the flow starts only once they are in, so its first step's footer and
 * progress already count the offers as the host's dynamic plans or coupon make them.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponSchema, type StepInput } from '../../../contract/schemas/index.ts';
import { nextPosition } from '../../domain/navigation.ts';
import { navigationContext, resolveOffer } from './context.ts';
import { loadThroughApi } from './flow-harness.testing.ts';
import { flowRuntime } from './runtime.ts';
import { flow } from './store.ts';

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
  const coupons = [v.parse(CouponSchema, { id: 'SAVE20', percent_off: 20, duration: 'forever' })];
  await loadThroughApi({
    steps: [survey, dynamicDiscount, confirm],
    init: { dynamicOffers },
    data: { coupons },
  });
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
