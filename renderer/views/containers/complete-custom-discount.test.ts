import { describe, expect, it } from 'vitest';
import { customer, subscription } from '../../domain/sample-data.testing.ts';
import { enLaterSteps } from '../../i18n/catalogs/en/later-steps.ts';
import { registerEnglish } from '../../i18n/english.ts';
import { OFFER_TEXTS } from '../../i18n/offers/index.ts';
import { registerOfferTexts } from '../../i18n/offers/register.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { loadTestFlow, offerStep } from '../../state/flow/flow-harness.testing.ts';
import { acceptDiscount } from '../../state/flow/offer-actions.ts';
import { flow } from '../../state/flow/store.ts';
import { completeTexts } from './complete-container.tsx';

// The later steps' chunk entry (later-views.ts) registers their English texts; this test words the complete screen without it.
registerEnglish(enLaterSteps);
registerOfferTexts(OFFER_TEXTS);

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

describe('Complete screen after a custom-amount discount (spec §5)', () => {
  it('the complete screen words the custom discount in the subscription currency', async () => {
    loadTestFlow({
      steps: [offerStep('d', customOffer)],
      init: { provider: 'PADDLE', subscriptionId: 'sub_1' },
      customer: customer([subscription({}, { currency: 'eur' })]),
    });
    await acceptDiscount(discountOffer());
    if (flow.complete?.kind !== 'DISCOUNT_APPLIED') throw new Error('not applied');
    const texts = completeTexts(createTranslator({ lang: 'en' }), flow.complete, flow.data);
    expect(texts.message).toBe('Your discount: €5 off for 3 months.');
  });
});
