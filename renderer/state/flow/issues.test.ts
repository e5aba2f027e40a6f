/**
 * Spec §5 Offer visibility and §8: 'missing-coupon', 'latest-discount-expiration', 'latest-pause-expiration'
 * and 'invalid-dynamic-offers' go to create-issue, each once per session.
 */
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponSchema, SessionSchema, type StepInput } from '../../../contract/schemas/index.ts';
import { loadDynamicOfferRules } from './context.ts';
import { chooseAnswer, goBack, goNext } from './navigate.ts';
import { type FlowHarness, startTestFlow } from './reporting-harness.testing.ts';
import { flow } from './store.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function issuesSent(harness: FlowHarness) {
  return harness.issuesSent();
}

const survey: StepInput = {
  guid: 's_survey',
  stepType: 'SURVEY',
  survey: { choices: [{ guid: 'c_price', value: 'Too expensive' }] },
  defaultNextStep: 'step_discount',
};
const retiredCoupon: StepInput = {
  guid: 'step_discount',
  stepType: 'OFFER',
  offer: { guid: 'o_discount', offerType: 'DISCOUNT', discountConfig: { couponId: 'retired-summer-sale' } },
  defaultNextStep: 's_confirm',
};
const confirm: StepInput = { guid: 's_confirm', stepType: 'CONFIRM' };

describe("'missing-coupon': a live discount offer whose coupon does not exist is skipped and reported", () => {
  it('is filed once when the flow starts, though the customer never reaches the skipped offer', async () => {
    const harness = startTestFlow({ steps: [survey, retiredCoupon, confirm] });
    chooseAnswer('s_survey', 'c_price');
    goNext(1000);
    expect(flow.position).toMatchObject({ kind: 'step', guid: 's_confirm' });
    goBack(2000);
    goNext(3000);
    await harness.settle();
    expect(issuesSent(harness)).toEqual([
      { name: 'missing-coupon', issueData: { couponId: 'retired-summer-sale', offerGuid: 'o_discount' } },
    ]);
  });

  it('is filed once the first step is on screen, not while the flow starts (reports never delay it)', async () => {
    const harness = startTestFlow({ steps: [survey, retiredCoupon, confirm] });
    expect(issuesSent(harness)).toEqual([]);
    await harness.settle();
    expect(issuesSent(harness)).toHaveLength(1);
  });

  it('is not filed in TEST mode, where the offer shows with the test coupons', async () => {
    const harness = startTestFlow({ steps: [survey, retiredCoupon, confirm], init: { mode: 'TEST' } });
    await harness.settle();
    expect(issuesSent(harness)).toEqual([]);
  });

  it('is found on an offer attached to a survey answer too', async () => {
    const harness = startTestFlow({
      steps: [
        {
          ...survey,
          defaultNextStep: 's_confirm',
          offersAttached: {
            c_price: { guid: 'o_attached', offerType: 'DISCOUNT', discountConfig: { couponId: 'gone' } },
          },
        },
        confirm,
      ],
    });
    await harness.settle();
    expect(issuesSent(harness)).toEqual([
      { name: 'missing-coupon', issueData: { couponId: 'gone', offerGuid: 'o_attached' } },
    ]);
  });
});

describe("'latest-pause-expiration' / 'latest-discount-expiration': unreadable cooldown data is reported", () => {
  it('a past accepted pause without a duration is filed once, and the cooldown counts as none', async () => {
    const sessions = [
      v.parse(SessionSchema, {
        createdAt: '2025-01-10T00:00:00.000Z',
        acceptedOffer: { guid: 'p', offerType: 'PAUSE' },
      }),
    ];
    const harness = startTestFlow({
      steps: [{ ...survey, defaultNextStep: 's_confirm' }, confirm],
      blueprint: { pauseCooldown: 6 },
      data: { sessions },
    });
    await harness.settle();
    expect(issuesSent(harness)).toEqual([
      { name: 'latest-pause-expiration', issueData: { error: expect.stringContaining('no pauseDuration') } },
    ]);
  });

  it('a past accepted discount with a negative coupon duration is filed', async () => {
    const sessions = [
      v.parse(SessionSchema, {
        createdAt: '2025-01-10T00:00:00.000Z',
        acceptedOffer: { guid: 'd', offerType: 'DISCOUNT', couponDuration: -3 },
      }),
    ];
    const harness = startTestFlow({
      steps: [{ ...survey, defaultNextStep: 's_confirm' }, confirm],
      data: { sessions },
    });
    await harness.settle();
    expect(issuesSent(harness)).toEqual([
      { name: 'latest-discount-expiration', issueData: { error: expect.stringContaining('couponDuration') } },
    ]);
  });
});

describe("'invalid-dynamic-offers': the host's dynamic offers that cannot be used are reported once", () => {
  // The harness starts the flow synchronously; loadFlow fetches these rules before such a flow starts.
  beforeAll(() => loadDynamicOfferRules());

  it('a dynamic coupon the organisation does not have, met twice on the way', async () => {
    const harness = startTestFlow({
      steps: [
        { ...survey, defaultNextStep: 'step_dynamic' },
        {
          guid: 'step_dynamic',
          stepType: 'OFFER',
          offer: {
            guid: 'o_dynamic',
            offerType: 'DISCOUNT',
            dynamic: true,
            discountConfig: { couponId: 'SAVE20' },
          },
          defaultNextStep: 's_confirm',
        },
        confirm,
      ],
      data: { coupons: [v.parse(CouponSchema, { id: 'SAVE20', percent_off: 20, duration: 'forever' })] },
      init: { dynamicOffers: { discount: { couponId: 'NOT_A_COUPON' } } },
    });
    chooseAnswer('s_survey', 'c_price');
    goNext(1000);
    goBack(2000);
    goNext(3000);
    await harness.settle();
    expect(issuesSent(harness)).toEqual([
      {
        name: 'invalid-dynamic-offers',
        issueData: expect.objectContaining({
          offerGuid: 'o_dynamic',
          reason: 'Unknown coupon: NOT_A_COUPON',
        }),
      },
    ]);
  });
});
