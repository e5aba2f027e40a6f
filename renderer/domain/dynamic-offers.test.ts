import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type OfferInput, OfferSchema } from '../../contract/schemas/index.ts';
import { applyDynamicOffer, type DynamicOfferCatalog } from './dynamic-offers.ts';

const offer = (input: OfferInput) => v.parse(OfferSchema, input);

const planChange = offer({
  guid: 'pc',
  offerType: 'PLAN_CHANGE',
  dynamic: true,
  planChangeConfig: { options: ['basic_monthly'] },
});
const discount = offer({
  guid: 'd',
  offerType: 'DISCOUNT',
  dynamic: true,
  discountConfig: { couponId: 'SAVE10' },
});
const CATALOG: DynamicOfferCatalog = {
  planIds: ['basic_monthly', 'pro_monthly', 'pro_yearly'],
  couponIds: ['SAVE10', 'VIP50'],
};

function planIdsOf(result: ReturnType<typeof applyDynamicOffer>) {
  return result.offer.offerType === 'PLAN_CHANGE' ? result.offer.planChangeConfig.options : null;
}
function couponOf(result: ReturnType<typeof applyDynamicOffer>) {
  return result.offer.offerType === 'DISCOUNT' ? result.offer.discountConfig.couponId : null;
}

describe('Dynamic offers: a dynamic offer takes its plans or coupon from the host', () => {
  it('replaces the plans of a dynamic plan-change offer', () => {
    const result = applyDynamicOffer(
      planChange,
      { planChange: { planIds: ['pro_monthly', 'pro_yearly'] } },
      CATALOG,
    );
    expect(planIdsOf(result)).toEqual(['pro_monthly', 'pro_yearly']);
    expect(result.issue).toBeUndefined();
  });

  it('drops repeated plan ids', () => {
    const result = applyDynamicOffer(
      planChange,
      { planChange: { planIds: ['pro_monthly', 'pro_monthly'] } },
      CATALOG,
    );
    expect(planIdsOf(result)).toEqual(['pro_monthly']);
  });

  it('replaces the coupon of a dynamic discount offer and keeps the rest of its config', () => {
    const custom = offer({
      guid: 'd2',
      offerType: 'DISCOUNT',
      dynamic: true,
      discountConfig: { couponId: 'SAVE10', customDuration: 3 },
    });
    const result = applyDynamicOffer(custom, { discount: { couponId: 'VIP50' } }, CATALOG);
    expect(result.offer).toMatchObject({ discountConfig: { couponId: 'VIP50', customDuration: 3 } });
  });

  it('does not change an offer that is not dynamic', () => {
    const fixed = { ...discount, dynamic: false };
    expect(applyDynamicOffer(fixed, { discount: { couponId: 'VIP50' } }, CATALOG)).toEqual({ offer: fixed });
  });

  it('does not change offer types that have no dynamic form', () => {
    const contact = offer({ guid: 'c', offerType: 'CONTACT', dynamic: true });
    expect(applyDynamicOffer(contact, { discount: { couponId: 'VIP50' } }, CATALOG)).toEqual({
      offer: contact,
    });
  });

  it('keeps the configured offer, without an issue, when the host passed nothing for it', () => {
    expect(applyDynamicOffer(discount, null, CATALOG)).toEqual({ offer: discount });
    expect(applyDynamicOffer(discount, undefined, CATALOG)).toEqual({ offer: discount });
    expect(applyDynamicOffer(discount, { planChange: { planIds: ['pro_monthly'] } }, CATALOG)).toEqual({
      offer: discount,
    });
  });

  it('does not modify the offer it was given', () => {
    applyDynamicOffer(planChange, { planChange: { planIds: ['pro_yearly'] } }, CATALOG);
    expect(planIdsOf({ offer: planChange })).toEqual(['basic_monthly']);
  });
});

describe('Failures computing dynamic offers are logged as invalid-dynamic-offers; the offer keeps its own config', () => {
  it('reports unknown plan ids', () => {
    const dynamicOffers = { planChange: { planIds: ['pro_monthly', 'gold_forever'] } };
    const result = applyDynamicOffer(planChange, dynamicOffers, CATALOG);
    expect(planIdsOf(result)).toEqual(['basic_monthly']);
    expect(result.issue).toEqual({
      name: 'invalid-dynamic-offers',
      issueData: {
        offerGuid: 'pc',
        offerType: 'PLAN_CHANGE',
        reason: 'Unknown plan ids: gold_forever',
        dynamicOffers,
      },
    });
  });

  it('reports a coupon that is not among the known coupons', () => {
    const result = applyDynamicOffer(discount, { discount: { couponId: 'FREE100' } }, CATALOG);
    expect(couponOf(result)).toBe('SAVE10');
    expect(result.issue?.issueData.reason).toBe('Unknown coupon: FREE100');
  });

  it.each([
    ['a string', 'planChange=pro'],
    ['a list', [{ planIds: ['pro_monthly'] }]],
    ['a number', 42],
  ])('reports dynamicOffers that is %s', (_label, dynamicOffers) => {
    const result = applyDynamicOffer(planChange, dynamicOffers, CATALOG);
    expect(result.offer).toBe(planChange);
    expect(result.issue?.issueData.reason).toBe('dynamicOffers must be an object');
  });

  it.each([
    ['not a list', { planIds: 'pro_monthly' }],
    ['a list of non-strings', { planIds: [1, 2] }],
    ['missing', {}],
    ['not an object', 'pro_monthly'],
  ])('reports planChange.planIds that is %s', (_label, section) => {
    const result = applyDynamicOffer(planChange, { planChange: section }, CATALOG);
    expect(planIdsOf(result)).toEqual(['basic_monthly']);
    expect(result.issue?.issueData.reason).toBe('planChange.planIds must be a list of plan ids');
  });

  it('reports an empty plan list (it would leave no plan to offer)', () => {
    const result = applyDynamicOffer(planChange, { planChange: { planIds: [] } }, CATALOG);
    expect(result.issue?.issueData.reason).toBe('planChange.planIds is empty');
  });

  it.each([
    ['a number', { couponId: 50 }],
    ['blank', { couponId: '  ' }],
    ['missing', {}],
  ])('reports discount.couponId that is %s', (_label, section) => {
    const result = applyDynamicOffer(discount, { discount: section }, CATALOG);
    expect(couponOf(result)).toBe('SAVE10');
    expect(result.issue?.issueData.reason).toBe('discount.couponId must be a coupon id');
  });

  it('validates only the part the offer uses', () => {
    const result = applyDynamicOffer(
      discount,
      { planChange: 'broken', discount: { couponId: 'VIP50' } },
      CATALOG,
    );
    expect(couponOf(result)).toBe('VIP50');
    expect(result.issue).toBeUndefined();
  });
});
