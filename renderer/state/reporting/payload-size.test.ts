import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type SessionResults, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import { KEEPALIVE_BODY_LIMIT_BYTES, TRIMMED_MARK } from './limits.ts';
import { fitSessionResults, jsonBytes } from './payload-size.ts';

function results(fields: Partial<SessionResults> = {}): SessionResults {
  return v.parse(SessionResultsSchema, {
    sessionKey: 'sk_1',
    blueprintId: 'bp_1',
    recording: false,
    aborted: true,
    canceled: false,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: 's_survey',
    surveyChoiceId: 'c_other',
    feedback: null,
    followupResponse: null,
    followupQuestion: 'What would you change?',
    customActionHandler: false,
    provider: 'STRIPE',
    cooldowns: null,
    customer: { id: 'cus_1', email: 'ada@example.com', subscriptionId: 'sub_1' },
    lite: false,
    stepsViewed: [],
    presentedOffers: [],
    ...fields,
  });
}

describe('payloads sent as the page leaves stay under the 64 KiB keepalive limit', () => {
  it('results that fit are sent as they are', () => {
    const small = results({ feedback: 'Too pricey' });
    expect(fitSessionResults(small, KEEPALIVE_BODY_LIMIT_BYTES)).toBe(small);
  });

  it('an oversized feedback is cut to fit, keeping its beginning and marking the cut', () => {
    const feedback = `Start of my story. ${'a'.repeat(100_000)}`;
    const fitted = fitSessionResults(results({ feedback }), KEEPALIVE_BODY_LIMIT_BYTES);
    expect(fitted).not.toBeNull();
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT_BYTES);
    expect(fitted?.feedback?.startsWith('Start of my story. aaa')).toBe(true);
    expect(fitted?.feedback?.endsWith(TRIMMED_MARK)).toBe(true);
    expect(fitted?.sessionKey).toBe('sk_1');
  });

  it('multi-byte texts are cut on whole characters and still fit in bytes', () => {
    const feedback = '😀'.repeat(40_000);
    const followupResponse = 'é'.repeat(40_000);
    const fitted = fitSessionResults(results({ feedback, followupResponse }), KEEPALIVE_BODY_LIMIT_BYTES);
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT_BYTES);
    expect(fitted?.feedback).toMatch(/^(😀)+…$/u);
    expect(fitted?.followupResponse).toMatch(/^é+…$/u);
  });

  it('results that cannot be made to fit give null (they go by regular request and the outbox)', () => {
    const stepsViewed = Array.from({ length: 2000 }, (_, i) => ({
      stepType: 'SURVEY',
      guid: `step_${i}`,
      start: '2025-03-15T12:00:00.000Z',
      end: '2025-03-15T12:00:01.000Z',
      duration: 1,
      numChoices: 3,
    }));
    expect(fitSessionResults(results({ stepsViewed }), KEEPALIVE_BODY_LIMIT_BYTES)).toBeNull();
  });
});
