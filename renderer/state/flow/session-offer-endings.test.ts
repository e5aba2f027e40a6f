/**
 * Spec §3 Session results, Accepted offer, Offer options, Presented offers; §4 Actions: the exact results the
 * backend receives when the customer accepts each kind of offer, driven through the real store and actions.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponSchema, type OfferInput, PlanSchema } from '../../../contract/schemas/index.ts';
import { followRedirect, requestSupport } from './help-actions.ts';
import { acceptDiscount, acceptPause, acceptPlanChange, acceptTrialExtension } from './offer-actions.ts';
import { customerWire, startTestFlow } from './reporting-harness.testing.ts';
import {
  accepted,
  blueprint,
  expectEndedWith,
  iso,
  offerStep,
  offerViewed,
  results,
  stepsAround,
  surveyStep,
  toTheOffer,
} from './session-expectations.testing.ts';
import { flow } from './store.ts';

afterEach(() => vi.restoreAllMocks());

describe('session results when the customer accepts an offer (spec §3 Accepted offer, Offer options)', () => {
  it('pause: the accepted pause with its duration, interval and end date', async () => {
    const onSessionComplete = vi.fn();
    const pause: OfferInput = {
      guid: 'o_pause',
      offerType: 'PAUSE',
      pauseConfig: { maxPauseLength: 3, pauseInterval: 'MONTH' },
    };
    const harness = startTestFlow({
      steps: stepsAround(offerStep(pause)),
      blueprint,
      init: { onSessionComplete },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'PAUSE') throw new Error('expected the pause offer');
    await acceptPause(offer, { duration: 2, interval: 'MONTH', resumesAt: new Date('2025-06-01T00:00:00Z') });
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        acceptedOffer: accepted('o_pause', 'PAUSE', { pauseDuration: 2, pauseInterval: 'MONTH' }),
        offerOptions: {
          pauseDuration: 2,
          pauseInterval: 'MONTH',
          pauseEndDate: '2025-06-01',
          newPlanId: null,
          newPlanPrice: null,
        },
        stepsViewed: [surveyStep(4000), offerViewed('o_pause', 4000, 10000)],
        presentedOffers: [{ guid: 'o_pause', accepted: true, presentedAt: iso(4000), declinedAt: null }],
      }),
    );
  });

  it('discount: the coupon and how many months it lasts', async () => {
    const onSessionComplete = vi.fn();
    const discount: OfferInput = {
      guid: 'o_discount',
      offerType: 'DISCOUNT',
      discountConfig: { couponId: 'SAVE20' },
    };
    const coupons = [
      v.parse(CouponSchema, { id: 'SAVE20', percent_off: 20, duration: 'repeating', duration_in_months: 3 }),
    ];
    const harness = startTestFlow({
      steps: stepsAround(offerStep(discount)),
      blueprint,
      data: { coupons },
      init: { onSessionComplete },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'DISCOUNT') throw new Error('expected the discount offer');
    await acceptDiscount(offer);
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        acceptedOffer: accepted('o_discount', 'DISCOUNT', {
          discountConfig: { couponId: 'SAVE20' },
          couponDuration: 3,
        }),
        stepsViewed: [surveyStep(4000), offerViewed('o_discount', 4000, 10000)],
        presentedOffers: [{ guid: 'o_discount', accepted: true, presentedAt: iso(4000), declinedAt: null }],
      }),
    );
  });

  it('plan change: the new plan and its price', async () => {
    const onSessionComplete = vi.fn();
    const plans: OfferInput = {
      guid: 'o_plans',
      offerType: 'PLAN_CHANGE',
      planChangeConfig: { options: ['plan_basic'] },
    };
    const offerPlans = [
      v.parse(PlanSchema, {
        id: 'plan_basic',
        currency: 'usd',
        recurring: { interval: 'MONTH', interval_count: 1 },
        unit_amount: 1500,
        product: { name: 'Basic' },
      }),
    ];
    const harness = startTestFlow({
      steps: stepsAround(offerStep(plans)),
      blueprint,
      data: { offerPlans },
      init: { onSessionComplete },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'PLAN_CHANGE') throw new Error('expected the plan-change offer');
    await acceptPlanChange(offer, 'plan_basic');
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        acceptedOffer: accepted('o_plans', 'PLAN_CHANGE'),
        offerOptions: {
          pauseInterval: null,
          pauseDuration: null,
          pauseEndDate: null,
          newPlanId: 'plan_basic',
          newPlanPrice: 1500,
        },
        stepsViewed: [surveyStep(4000), offerViewed('o_plans', 4000, 10000)],
        presentedOffers: [{ guid: 'o_plans', accepted: true, presentedAt: iso(4000), declinedAt: null }],
      }),
    );
  });

  it('trial extension: the days added', async () => {
    const onSessionComplete = vi.fn();
    const trial: OfferInput = {
      guid: 'o_trial',
      offerType: 'TRIAL_EXTENSION',
      trialExtensionConfig: { trialExtensionDays: 7 },
    };
    const base = customerWire();
    const subscription = base.subscriptions?.data[0];
    if (!subscription) throw new Error('no subscription');
    const trialing = customerWire({
      subscriptions: {
        data: [
          {
            ...subscription,
            status: 'trialing',
            trial_start: Math.floor(Date.parse('2025-03-10T00:00:00Z') / 1000),
            trial_end: Math.floor(Date.parse('2025-03-24T00:00:00Z') / 1000),
          },
        ],
      },
    });
    const harness = startTestFlow({
      steps: stepsAround(offerStep(trial)),
      blueprint,
      customer: trialing,
      init: { onSessionComplete },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'TRIAL_EXTENSION') throw new Error('expected the trial extension');
    await acceptTrialExtension(offer);
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        acceptedOffer: accepted('o_trial', 'TRIAL_EXTENSION', {
          trialExtensionConfig: { trialExtensionDays: 7 },
        }),
        stepsViewed: [surveyStep(4000), offerViewed('o_trial', 4000, 10000)],
        presentedOffers: [{ guid: 'o_trial', accepted: true, presentedAt: iso(4000), declinedAt: null }],
      }),
    );
  });

  it('contact: the host handled it (customActionHandler), and the widget closed', async () => {
    const onSessionComplete = vi.fn();
    const onClose = vi.fn();
    const handleSupportRequest = vi.fn();
    const harness = startTestFlow({
      steps: stepsAround(offerStep({ guid: 'o_contact', offerType: 'CONTACT' })),
      blueprint,
      init: { onSessionComplete, onClose, handleSupportRequest },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'CONTACT') throw new Error('expected the contact offer');
    await requestSupport(offer);
    const expected = results({
      acceptedOffer: accepted('o_contact', 'CONTACT'),
      customActionHandler: true,
      stepsViewed: [surveyStep(4000), offerViewed('o_contact', 4000, 10000)],
      presentedOffers: [{ guid: 'o_contact', accepted: true, presentedAt: iso(4000), declinedAt: null }],
    });
    await expectEndedWith(harness, onSessionComplete, expected);
    expect(handleSupportRequest).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(expected);
    expect(flow.isVisible).toBe(false);
  });

  it('redirect: the URL the customer followed', async () => {
    const onSessionComplete = vi.fn();
    const redirect: OfferInput = {
      guid: 'o_redirect',
      offerType: 'REDIRECT',
      redirectConfig: { redirectUrl: 'https://example.com/help', redirectLabel: 'Read the guide' },
    };
    const harness = startTestFlow({
      steps: stepsAround(offerStep(redirect)),
      blueprint,
      init: { onSessionComplete },
    });
    const offer = toTheOffer(harness);
    if (offer?.offerType !== 'REDIRECT') throw new Error('expected the redirect offer');
    await followRedirect(offer);
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        acceptedOffer: accepted('o_redirect', 'REDIRECT', {
          redirectConfig: { redirectUrl: 'https://example.com/help' },
        }),
        stepsViewed: [surveyStep(4000), offerViewed('o_redirect', 4000, 10000)],
        presentedOffers: [{ guid: 'o_redirect', accepted: true, presentedAt: iso(4000), declinedAt: null }],
      }),
    );
  });
});
