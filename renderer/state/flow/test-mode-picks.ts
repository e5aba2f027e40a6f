import type { Offer } from '../../../contract/schemas/index.ts';
import { testModeChoice } from '../../domain/test-mode-choice.ts';
import type { FlowStore } from './store.ts';

type Readable = Pick<FlowStore, 'data' | 'testCouponId' | 'testPlanId'>;

/**
 * The coupon a discount offer (already resolved for dynamic offers) shows and claims: its configured coupon,
 * or in TEST mode the test coupon its selector shows (spec §2).
 */
export function discountCouponId(store: Readable, offer: Offer, test: boolean): string {
  const configured = offer.offerType === 'DISCOUNT' ? offer.discountConfig.couponId : '';
  if (!test) return configured;
  const picked = testModeChoice({
    picked: store.testCouponId,
    configured: [configured],
    validTest: offer.validTestCoupons ?? [],
    available: (store.data?.testCoupons ?? []).map((coupon) => coupon.id),
  });
  return picked ?? configured;
}

/** TEST mode: the test plan a plan-change offer's selector shows, and the one card it offers (spec §2). */
export function testPlanId(store: Readable, offer: Offer): string | null {
  return testModeChoice({
    picked: store.testPlanId,
    configured: offer.offerType === 'PLAN_CHANGE' ? offer.planChangeConfig.options : [],
    validTest: offer.validTestOfferPlans ?? [],
    available: (store.data?.testPlans ?? []).map((plan) => plan.id),
  });
}
