import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlueprintSchema } from '../../contract/schemas/index.ts';
import { attachedOfferKey } from '../../renderer/domain/navigation.ts';
import { stepHeaders } from './step-headers.ts';

const discount = {
  guid: 'offer_attached',
  offerType: 'DISCOUNT',
  header: 'How about 20% off?',
  discountConfig: { couponId: 'SAVE20' },
};

const survey = {
  guid: 'step_survey',
  stepType: 'SURVEY',
  header: 'Why are you leaving?',
  enabled: true,
  offersAttached: { choice_expensive: discount },
  survey: {
    choices: [
      { guid: 'choice_expensive', value: 'Too expensive' },
      { guid: 'choice_other', value: 'Other' },
    ],
  },
};
/** The steps as the dashboard gets them: a stored blueprint, read with the contract's schema. */
const { steps } = v.parse(BlueprintSchema, { _id: 'bp_main', steps: [survey] });

describe('stepHeaders: what the session page calls each place the customer was', () => {
  it('names a step by its header, and an offer attached to a choice by the offer’s header', () => {
    const headers = stepHeaders(steps);
    expect(headers.get('step_survey')).toBe('Why are you leaving?');
    expect(headers.get(attachedOfferKey('step_survey', 'choice_expensive'))).toBe('How about 20% off?');
    expect(headers.get(attachedOfferKey('step_survey', 'choice_other'))).toBeUndefined();
  });
});
