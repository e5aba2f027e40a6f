/**
 * Expected session results for the endings tests (spec §3): a survey → offer → confirm blueprint, the
 * results of a session that answered "Too expensive", and the checks every ending shares. Only
 * `*.test.ts` files import this module.
 */
import { expect, type vi } from 'vitest';
import type { OfferInput, StepInput } from '../../../contract/schemas/index.ts';
import { offerAt } from './context.ts';
import { chooseAnswer, goNext } from './navigate.ts';
import { type FlowHarness, T0 } from './reporting-harness.testing.ts';
import { sessionData } from './session-results.ts';
import { flow } from './store.ts';

export const iso = (ms: number) => new Date(T0.getTime() + ms).toISOString();

export const survey: StepInput = {
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
export const confirm: StepInput = { guid: 's_confirm', stepType: 'CONFIRM' };

/** survey → `middle` → confirm. */
export function stepsAround(middle: StepInput): StepInput[] {
  return [{ ...survey, defaultNextStep: middle.guid }, { ...middle, defaultNextStep: 's_confirm' }, confirm];
}

export function offerStep(offer: OfferInput): StepInput {
  return { guid: `step_${offer.guid}`, stepType: 'OFFER', offer };
}

export const blueprint = { discountCooldown: 3, pauseCooldown: 6 };

export function surveyStep(end: number) {
  return {
    stepType: 'SURVEY',
    guid: 's_survey',
    start: iso(0),
    end: iso(end),
    duration: end / 1000,
    numChoices: 2,
  };
}
export function offerViewed(guid: string, start: number, end: number) {
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
export function results(fields: Record<string, unknown>) {
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
    surveyAnswers: [{ surveyId: 's_survey', surveyChoiceId: 'c_price', followupResponse: null }],
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

export function accepted(guid: string, offerType: string, fields: Record<string, unknown> = {}) {
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
export function toTheOffer(harness: FlowHarness) {
  chooseAnswer('s_survey', 'c_price');
  harness.advance(4000);
  expect(goNext(harness.nowMs())).toBe('moved');
  harness.advance(6000);
  return offerAt(flow, flow.position);
}

/** The results were sent once, and onSessionComplete and getSessionData() have the very same. */
export async function expectEndedWith(
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
