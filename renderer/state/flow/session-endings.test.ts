/**
 * Spec §3 Session results, Steps viewed, Presented offers; §4 Actions and Shutdown: the exact results the
 * backend receives for each way a session ends, driven through the real store and actions.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponSchema, type OfferInput, PlanSchema, type StepInput } from '../../api/schemas/index.ts';
import { offerAt } from './context.ts';
import { cancelFromFlow, followRedirect, requestSupport, shutdown } from './leave-actions.ts';
import { chooseAnswer, goNext, setFeedback, setFollowup } from './navigate.ts';
import { acceptDiscount, acceptPause, acceptPlanChange, acceptTrialExtension } from './offer-actions.ts';
import { customerWire, type FlowHarness, startTestFlow, T0 } from './reporting-harness.ts';
import { sessionData } from './session-results.ts';
import { flow } from './store.ts';

const iso = (ms: number) => new Date(T0.getTime() + ms).toISOString();

const survey: StepInput = {
  guid: 's_survey',
  stepType: 'SURVEY',
  survey: {
    choices: [
      { guid: 'c_price', value: 'Too expensive' },
      { guid: 'c_other', value: 'Other', type: 'INPUT', followup: { question: 'What would you change?' } },
    ],
  },
  defaultNextStep: 'x_next',
};
const confirm: StepInput = { guid: 's_confirm', stepType: 'CONFIRM' };

/** survey → `middle` → confirm. */
function stepsAround(middle: StepInput): StepInput[] {
  return [{ ...survey, defaultNextStep: middle.guid }, { ...middle, defaultNextStep: 's_confirm' }, confirm];
}

function offerStep(offer: OfferInput): StepInput {
  return { guid: `step_${offer.guid}`, stepType: 'OFFER', offer };
}

const blueprint = { discountCooldown: 3, pauseCooldown: 6 };

function surveyStep(end: number) {
  return {
    stepType: 'SURVEY',
    guid: 's_survey',
    start: iso(0),
    end: iso(end),
    duration: end / 1000,
    numChoices: 2,
  };
}
function offerViewed(guid: string, start: number, end: number) {
  return {
    stepType: 'OFFER',
    guid: `step_${guid}`,
    start: iso(start),
    end: iso(end),
    duration: (end - start) / 1000,
    numChoices: null,
  };
}

/** The results of a session that answered "Too expensive", with the fields an ending changes. */
function results(fields: Record<string, unknown>) {
  return {
    sessionKey: 'sk_test',
    blueprintId: 'bp_1',
    recording: false,
    aborted: false,
    canceled: false,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: 's_survey',
    surveyChoiceId: 'c_price',
    feedback: null,
    followupResponse: null,
    followupQuestion: null,
    customActionHandler: false,
    provider: 'STRIPE',
    mode: 'LIVE',
    cooldowns: {
      discountCooldown: 3,
      discountCooldownApplied: false,
      pauseCooldown: 6,
      pauseCooldownApplied: false,
    },
    customer: { id: 'cus_1', email: 'ada@example.com', subscriptionId: 'sub_1' },
    lite: false,
    ...fields,
  };
}

function accepted(guid: string, offerType: string, fields: Record<string, unknown> = {}) {
  return {
    guid,
    offerType,
    dynamic: false,
    discountConfig: null,
    redirectConfig: null,
    trialExtensionConfig: null,
    pauseDuration: null,
    pauseInterval: null,
    couponDuration: null,
    ...fields,
  };
}

/** Answers "Too expensive" for 4 s, then looks at the offer for 6 s. */
function toTheOffer(harness: FlowHarness) {
  chooseAnswer('s_survey', 'c_price');
  harness.advance(4000);
  expect(goNext(harness.nowMs())).toBe('moved');
  harness.advance(6000);
  return offerAt(flow, flow.position);
}

/** The results were sent once, and onSessionComplete and getSessionData() have the very same. */
async function expectEndedWith(
  harness: FlowHarness,
  onSessionComplete: ReturnType<typeof vi.fn>,
  expected: unknown,
) {
  await harness.settle();
  expect(harness.sessionPosts()).toEqual([expected]);
  expect(onSessionComplete).toHaveBeenCalledTimes(1);
  expect(onSessionComplete.mock.calls[0]?.[0]).toEqual(expected);
  expect(sessionData(harness.runtime)).toBe(onSessionComplete.mock.calls[0]?.[0]);
}

afterEach(() => vi.restoreAllMocks());

describe('session results when the customer cancels (spec §4 Actions)', () => {
  it('sends the survey answer, follow-up, feedback and every step viewed, canceled', async () => {
    const onSessionComplete = vi.fn();
    const harness = startTestFlow({
      steps: [
        { ...survey, defaultNextStep: 's_feedback' },
        { guid: 's_feedback', stepType: 'FREEFORM', defaultNextStep: 's_confirm' },
        confirm,
      ],
      blueprint,
      init: { onSessionComplete },
    });
    chooseAnswer('s_survey', 'c_other');
    setFollowup('s_survey', 'Make it cheaper');
    harness.advance(5000);
    goNext(harness.nowMs());
    setFeedback('Great tool, too pricey');
    harness.advance(7000);
    goNext(harness.nowMs());
    harness.advance(3000);
    expect(goNext(harness.nowMs())).toBe('cancel');
    await cancelFromFlow();
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        canceled: true,
        surveyChoiceId: 'c_other',
        feedback: 'Great tool, too pricey',
        followupResponse: 'Make it cheaper',
        followupQuestion: 'What would you change?',
        stepsViewed: [
          { ...surveyStep(5000) },
          {
            stepType: 'FREEFORM',
            guid: 's_feedback',
            start: iso(5000),
            end: iso(12000),
            duration: 7,
            numChoices: null,
          },
          {
            stepType: 'CONFIRM',
            guid: 's_confirm',
            start: iso(12000),
            end: iso(15000),
            duration: 3,
            numChoices: null,
          },
        ],
        presentedOffers: [],
      }),
    );
    expect(flow.flowState).toBe('COMPLETE');
  });
});

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

describe('session results when the customer leaves (spec §4 Shutdown)', () => {
  it('closed mid-flow: aborted, the open step closed, the offer shown but neither taken nor declined', async () => {
    const onSessionComplete = vi.fn();
    const onClose = vi.fn();
    const pause: OfferInput = {
      guid: 'o_pause',
      offerType: 'PAUSE',
      pauseConfig: { maxPauseLength: 3, pauseInterval: 'MONTH' },
    };
    const harness = startTestFlow({
      steps: stepsAround(offerStep(pause)),
      blueprint,
      init: { onSessionComplete, onClose },
    });
    toTheOffer(harness);
    await shutdown('close');
    const expected = results({
      aborted: true,
      stepsViewed: [surveyStep(4000), offerViewed('o_pause', 4000, 10000)],
      presentedOffers: [{ guid: 'o_pause', accepted: false, presentedAt: iso(4000), declinedAt: null }],
    });
    await expectEndedWith(harness, onSessionComplete, expected);
    expect(onClose).toHaveBeenCalledWith(expected);
  });

  it('go to account after an action failed: an errored session is finished, not aborted', async () => {
    const onSessionComplete = vi.fn();
    const onGoToAccount = vi.fn();
    const harness = startTestFlow({
      steps: stepsAround({ guid: 's_middle', stepType: 'FREEFORM' }),
      blueprint,
      init: { onSessionComplete, onGoToAccount },
      answer: (request) =>
        request.url.pathname.endsWith('/stripe/cancel')
          ? new Response('{"message":"Card declined"}', { status: 402 })
          : undefined,
    });
    chooseAnswer('s_survey', 'c_price');
    harness.advance(4000);
    goNext(harness.nowMs());
    harness.advance(6000);
    goNext(harness.nowMs());
    harness.advance(2000);
    expect(goNext(harness.nowMs())).toBe('cancel');
    await cancelFromFlow();
    expect(flow.flowState).toBe('ERROR');
    await shutdown('gotoaccount');
    const expected = results({
      stepsViewed: [
        surveyStep(4000),
        {
          stepType: 'FREEFORM',
          guid: 's_middle',
          start: iso(4000),
          end: iso(10000),
          duration: 6,
          numChoices: null,
        },
        {
          stepType: 'CONFIRM',
          guid: 's_confirm',
          start: iso(10000),
          end: iso(12000),
          duration: 2,
          numChoices: null,
        },
      ],
      presentedOffers: [],
    });
    await expectEndedWith(harness, onSessionComplete, expected);
    expect(onGoToAccount).toHaveBeenCalledWith(expected);
  });

  it('go to account from the complete screen hands over the results already sent, and sends nothing more', async () => {
    const onSessionComplete = vi.fn();
    const onGoToAccount = vi.fn();
    const harness = startTestFlow({
      steps: [{ ...survey, defaultNextStep: 's_confirm' }, confirm],
      blueprint,
      init: { onSessionComplete, onGoToAccount },
    });
    chooseAnswer('s_survey', 'c_price');
    harness.advance(1000);
    goNext(harness.nowMs());
    harness.advance(1000);
    goNext(harness.nowMs());
    await cancelFromFlow();
    harness.advance(30_000);
    await shutdown('gotoaccount');
    await harness.settle();
    expect(harness.sessionPosts()).toHaveLength(1);
    expect(onGoToAccount.mock.calls[0]?.[0]).toBe(onSessionComplete.mock.calls[0]?.[0]);
  });

  it('lite cancel: POST /api/sessions/lite without a customer, then onCancel', async () => {
    const onSessionComplete = vi.fn();
    const onCancel = vi.fn();
    const harness = startTestFlow({
      steps: [{ ...survey, defaultNextStep: 's_confirm' }, confirm],
      blueprint,
      init: { lite: true, onSessionComplete, onCancel },
    });
    chooseAnswer('s_survey', 'c_price');
    harness.advance(4000);
    goNext(harness.nowMs());
    harness.advance(2000);
    expect(goNext(harness.nowMs())).toBe('cancel');
    await cancelFromFlow();
    await expectEndedWith(
      harness,
      onSessionComplete,
      results({
        canceled: true,
        customer: null,
        lite: true,
        stepsViewed: [
          surveyStep(4000),
          {
            stepType: 'CONFIRM',
            guid: 's_confirm',
            start: iso(4000),
            end: iso(6000),
            duration: 2,
            numChoices: null,
          },
        ],
        presentedOffers: [],
      }),
    );
    expect(harness.requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toContain(
      '/api/sessions/lite',
    );
    expect(harness.requests.some((r) => r.url.pathname === '/api/sessions')).toBe(false);
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_1' }), {
      surveyChoiceValue: 'Too expensive',
    });
  });
});
