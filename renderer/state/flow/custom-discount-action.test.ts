import { describe, expect, it, vi } from 'vitest';
import { customer, subscription } from '../../domain/sample-data.testing.ts';
import { loadTestFlow, offerStep } from './flow-harness.testing.ts';
import { acceptDiscount } from './offer-actions.ts';
import { flow } from './store.ts';

const customOffer = {
  guid: 'o-discount',
  offerType: 'DISCOUNT' as const,
  discountConfig: { couponId: '', customerAmount: 500, customDuration: 3 },
};

function discountOffer() {
  const step = flow.data?.blueprint.steps[0];
  if (step?.stepType !== 'OFFER' || step.offer.offerType !== 'DISCOUNT') throw new Error('fixture');
  return step.offer;
}

describe('Discount: for custom-amount providers needs customerAmount and customDuration (spec §5)', () => {
  it('PADDLE sends the custom amount and duration with no coupon, and records the duration', async () => {
    const api = loadTestFlow({
      steps: [offerStep('d', customOffer)],
      init: { provider: 'PADDLE', subscriptionId: 'sub_1' },
      customer: customer([subscription({}, { currency: 'eur' })]),
    });
    await acceptDiscount(discountOffer());
    expect(api.applyDiscount).toHaveBeenCalledWith(
      { coupon: null, customerAmount: 500, customDuration: 3, blueprintId: 'bp_1' },
      { idempotencyKey: 'key_1' },
    );
    expect(flow.acceptedOffer).toMatchObject({ offerType: 'DISCOUNT', couponDuration: 3 });
    expect(flow.complete).toEqual({
      kind: 'DISCOUNT_APPLIED',
      couponId: '',
      custom: { couponType: 'AMOUNT', couponAmount: 500, couponDuration: 3, currency: 'eur' },
    });
  });

  it("the host's handleDiscount and onDiscount receive the amount and duration with the (empty) coupon id", async () => {
    const handleDiscount = vi.fn();
    const onDiscount = vi.fn();
    const api = loadTestFlow({
      steps: [offerStep('d', customOffer)],
      init: { provider: 'PADDLE', subscriptionId: 'sub_1', handleDiscount, onDiscount },
      customer: customer([subscription({}, { currency: 'eur' })]),
    });
    await acceptDiscount(discountOffer());
    const choice = { couponId: '', customerAmount: 500, customDuration: 3 };
    expect(handleDiscount).toHaveBeenCalledWith(expect.anything(), choice);
    expect(onDiscount).toHaveBeenCalledWith(expect.anything(), choice);
    expect(api.applyDiscount).not.toHaveBeenCalled();
  });

  it('in TEST mode too: there is no coupon to pick, the custom amount is sent', async () => {
    const api = loadTestFlow({
      steps: [offerStep('d', customOffer)],
      init: { provider: 'PADDLE', subscriptionId: 'sub_1', mode: 'TEST' },
      customer: customer([subscription()]),
    });
    await acceptDiscount(discountOffer());
    expect(api.applyDiscount).toHaveBeenCalledWith(
      { coupon: null, customerAmount: 500, customDuration: 3, blueprintId: 'bp_1' },
      { idempotencyKey: 'key_1' },
    );
  });
});
