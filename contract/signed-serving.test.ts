import { describe, expect, it } from 'vitest';
import { chooseServing, SIGNED_SERVING_TEXTS, sameDynamicOffers } from './signed-serving.ts';

const SAVE20 = { discount: { couponId: 'save20' } };
const PLANS = { planChange: { planIds: ['basic', 'pro'] } };

describe('sameDynamicOffers: the same coupon and the same plans', () => {
  it('takes the plans in any order, and repeats as once', () => {
    expect(sameDynamicOffers(PLANS, { planChange: { planIds: ['pro', 'basic', 'pro'] } })).toBe(true);
  });
  it('tells another coupon, another plan, and offers from none', () => {
    expect(sameDynamicOffers(SAVE20, { discount: { couponId: 'save50' } })).toBe(false);
    expect(sameDynamicOffers(PLANS, { planChange: { planIds: ['basic', 'enterprise'] } })).toBe(false);
    expect(sameDynamicOffers(PLANS, { planChange: { planIds: ['basic'] } })).toBe(false);
    expect(sameDynamicOffers(SAVE20, null)).toBe(false);
    expect(sameDynamicOffers(null, { ...SAVE20, ...PLANS })).toBe(false);
  });
  it('takes no offers and an empty set as the same', () => {
    expect(sameDynamicOffers({}, null)).toBe(true);
  });
  it('tells a plan change with no plans from no plan change', () => {
    expect(sameDynamicOffers({ planChange: { planIds: [] } }, {})).toBe(false);
  });
});

describe('chooseServing: what an embed load serves', () => {
  const asked = { flowId: 'bp_b', dynamicOffers: SAVE20 };

  it('serves what the request asks for when the token binds nothing (the auth hash too)', () => {
    expect(chooseServing({}, asked)).toEqual({ ok: true, ...asked });
  });

  it("serves the token's flow when the request names none or the same, and refuses another", () => {
    expect(chooseServing({ flowId: 'bp_b' }, { ...asked, flowId: null })).toMatchObject({ flowId: 'bp_b' });
    expect(chooseServing({ flowId: 'bp_b' }, asked)).toMatchObject({ ok: true, flowId: 'bp_b' });
    expect(chooseServing({ flowId: 'bp_a' }, asked)).toEqual({
      ok: false,
      message: SIGNED_SERVING_TEXTS.otherFlow('bp_a'),
    });
  });

  it("serves the token's offers when the request sends none or the same, and refuses others", () => {
    const bound = { dynamicOffers: PLANS };
    expect(chooseServing(bound, { flowId: null, dynamicOffers: null })).toEqual({
      ok: true,
      flowId: null,
      dynamicOffers: PLANS,
    });
    const same = { flowId: null, dynamicOffers: { planChange: { planIds: ['pro', 'basic'] } } };
    expect(chooseServing(bound, same)).toMatchObject({ ok: true, dynamicOffers: PLANS });
    expect(chooseServing(bound, asked)).toEqual({ ok: false, message: SIGNED_SERVING_TEXTS.otherOffers });
  });

  it('a token binding no offers (null) refuses any the request sends', () => {
    expect(chooseServing({ dynamicOffers: null }, asked)).toEqual({
      ok: false,
      message: SIGNED_SERVING_TEXTS.otherOffers,
    });
    expect(chooseServing({ dynamicOffers: null }, { flowId: null, dynamicOffers: null })).toMatchObject({
      ok: true,
      dynamicOffers: null,
    });
  });
});
