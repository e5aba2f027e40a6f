/**
 * Spec §3 Session results, Steps viewed; §4 Actions and Shutdown: the exact results the backend receives when
 * the customer cancels, closes, goes to their account or cancels in lite mode, through the real store and
 * actions. (Accepted offers: session-offer-endings.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferInput } from '../../../contract/schemas/index.ts';
import { cancelFromFlow, shutdown } from './leave-actions.ts';
import { chooseAnswer, goNext, setFeedback, setFollowup } from './navigate.ts';
import { startTestFlow } from './reporting-harness.testing.ts';
import {
  blueprint,
  confirm,
  expectEndedWith,
  iso,
  offerStep,
  offerViewed,
  results,
  stepsAround,
  survey,
  surveyStep,
  toTheOffer,
} from './session-expectations.testing.ts';
import { flow } from './store.ts';

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
    setFollowup('s_survey', 'c_other', 'Make it cheaper');
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
        surveyAnswers: [
          { surveyId: 's_survey', surveyChoiceId: 'c_other', followupResponse: 'Make it cheaper' },
        ],
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
