/** Session results as the widget sends them at the end of a session (contract/schemas/session-results.ts). */

import type * as v from 'valibot';
import type { SessionResultsSchema } from '../../../../contract/schemas/index.ts';
import { MAIN_BLUEPRINT_ID, OFFERS } from '../seed/catalog.ts';
import type { SeededCustomer } from '../seed/roster.ts';

export type SessionResultsInput = v.InferInput<typeof SessionResultsSchema>;

/** A pause accepted in the main flow (feeds the pause cooldown of the next load). */
export const ACCEPTED_PAUSE = {
  guid: OFFERS.pause.guid,
  offerType: 'PAUSE',
  pauseDuration: 2,
  pauseInterval: 'MONTH',
} satisfies NonNullable<SessionResultsInput['acceptedOffer']>;

/** A finished cancel-flow session of a customer; `sessionKey` names it for deduplication. */
export function sessionResults(
  sessionKey: string,
  customer: SeededCustomer,
  overrides: Partial<SessionResultsInput> = {},
): SessionResultsInput {
  const start = new Date(Date.now() - 30_000).toISOString();
  return {
    sessionKey,
    blueprintId: MAIN_BLUEPRINT_ID,
    recording: false,
    aborted: false,
    canceled: false,
    acceptedOffer: ACCEPTED_PAUSE,
    offerOptions: { pauseInterval: 'MONTH', pauseDuration: 2 },
    surveyId: 'step_survey',
    surveyChoiceId: 'c_price',
    feedback: null,
    followupResponse: null,
    followupQuestion: null,
    customActionHandler: false,
    provider: customer.provider,
    mode: 'LIVE',
    cooldowns: {
      discountCooldown: 3,
      discountCooldownApplied: false,
      pauseCooldown: 6,
      pauseCooldownApplied: false,
    },
    customer: { id: customer.customerId, email: customer.email, subscriptionId: customer.subscriptionId },
    lite: false,
    stepsViewed: [
      {
        stepType: 'SURVEY',
        guid: 'step_survey',
        start,
        end: new Date().toISOString(),
        duration: 30,
        numChoices: 2,
      },
    ],
    presentedOffers: [{ guid: OFFERS.pause.guid, accepted: true, presentedAt: start, declinedAt: null }],
    ...overrides,
  };
}

/** A lite session: no customer, survey only, cancelled (the host is told). */
export function liteSessionResults(sessionKey: string): SessionResultsInput {
  return {
    sessionKey,
    blueprintId: null,
    recording: false,
    aborted: false,
    canceled: true,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: 'lite_survey',
    surveyChoiceId: 'lite_price',
    feedback: 'Too expensive',
    followupResponse: null,
    followupQuestion: null,
    customActionHandler: false,
    provider: 'STRIPE',
    mode: 'LIVE',
    cooldowns: null,
    customer: null,
    lite: true,
    stepsViewed: [],
    presentedOffers: [],
  };
}
