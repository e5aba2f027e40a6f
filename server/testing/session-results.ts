/**
 * Session results as the widget posts them at the end of a session of the server seed's flow: nothing chosen,
 * nothing accepted, no customer in the body. A test names only what differs.
 */
import type * as v from 'valibot';
import type { SessionResultsSchema } from '../../contract/schemas/index.ts';
import { FLOW_ID } from './server-seed.ts';

export type SessionResultsInput = v.InferInput<typeof SessionResultsSchema>;

export function seededSessionResults(
  sessionKey: string,
  overrides: Partial<SessionResultsInput> = {},
): SessionResultsInput {
  return {
    sessionKey,
    blueprintId: FLOW_ID,
    recording: false,
    aborted: false,
    canceled: false,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: null,
    surveyChoiceId: null,
    feedback: null,
    followupResponse: null,
    followupQuestion: null,
    customActionHandler: false,
    provider: 'STRIPE',
    mode: 'LIVE',
    cooldowns: null,
    customer: null,
    lite: false,
    stepsViewed: [],
    presentedOffers: [],
    ...overrides,
  };
}
