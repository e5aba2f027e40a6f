import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlueprintSchema } from '../../contract/schemas/index.ts';
import { attachedOfferKey } from '../../renderer/domain/navigation.ts';
import { markPlaceholders, stepHeaders } from './step-headers.ts';

const discount = {
  guid: 'offer_attached',
  offerType: 'DISCOUNT',
  header: 'How about 20% off, {{ CUSTOMER_NAME_FIRST | friend }}?',
  discountConfig: { couponId: 'SAVE20' },
};

const survey = {
  guid: 'step_survey',
  stepType: 'SURVEY',
  header: 'Why are you leaving after {{SUBSCRIPTION_AGE}}?',
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
    expect(headers.get('step_survey')).toBe('Why are you leaving after [SUBSCRIPTION_AGE]?');
    expect(headers.get(attachedOfferKey('step_survey', 'choice_expensive'))).toBe(
      'How about 20% off, [CUSTOMER_NAME_FIRST]?',
    );
    expect(headers.get(attachedOfferKey('step_survey', 'choice_other'))).toBeUndefined();
  });

  it('shows each placeholder as its attribute in brackets, never the raw {{…}} nor a guessed value', () => {
    expect(markPlaceholders('Hi {{CUSTOMER_NAME}}, your {{ plan_name | plan }} renews')).toBe(
      'Hi [CUSTOMER_NAME], your [plan_name] renews',
    );
    // The widget's own rule: an empty key is not a placeholder, and a value is never read as one.
    expect(markPlaceholders('{{}} and {{ | x }} stay')).toBe('{{}} and {{ | x }} stay');
    expect(markPlaceholders('No placeholders here')).toBe('No placeholders here');
    expect(markPlaceholders(undefined)).toBeUndefined();
  });
});
