import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { type SessionResults, SessionResultsSchema } from '../../../contract/schemas/index.ts';
import { jsonBytes } from '../../api/safe-json.ts';
import { KEEPALIVE_BODY_LIMIT_BYTES, TRIMMED_MARK } from './limits.ts';
import { capFreeText, capFreeTexts, fitSessionResults } from './payload-size.ts';

/** Results with `fields` as given: the fitting must cope with texts longer than the contract takes, too. */
function results(fields: Partial<SessionResults> = {}): SessionResults {
  const base = v.parse(SessionResultsSchema, {
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
  });
  return { ...base, ...fields };
}

describe('payloads sent as the page leaves stay under the 64 KiB keepalive limit', () => {
  it('results that fit are sent as they are', () => {
    const small = results({ feedback: 'Too pricey' });
    expect(fitSessionResults(small, KEEPALIVE_BODY_LIMIT_BYTES)).toBe(small);
  });

  it('texts at MAX_FREE_TEXT_CHARS, even of 3-byte characters, fit whole', () => {
    const text = '語'.repeat(MAX_FREE_TEXT_CHARS);
    const atLimit = results({ feedback: text, followupResponse: text });
    expect(fitSessionResults(atLimit, KEEPALIVE_BODY_LIMIT_BYTES)).toBe(atLimit);
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

describe('a free text is never sent longer than MAX_FREE_TEXT_CHARS, the most the contract takes', () => {
  it('keeps a text within the limit as it is, and results without a longer text as the same object', () => {
    const text = 'é'.repeat(MAX_FREE_TEXT_CHARS);
    expect(capFreeText(text)).toBe(text);
    const atLimit = results({ feedback: text });
    expect(capFreeTexts(atLimit)).toBe(atLimit);
  });

  it("keeps a longer text's first MAX_FREE_TEXT_CHARS characters, in both fields", () => {
    const feedback = `Start. ${'é'.repeat(40_000)}`;
    const capped = capFreeTexts(results({ feedback, followupResponse: 'a'.repeat(70_000) }));
    expect(capped.feedback).toBe(feedback.slice(0, MAX_FREE_TEXT_CHARS));
    expect(capped.followupResponse).toBe('a'.repeat(MAX_FREE_TEXT_CHARS));
    expect(v.safeParse(SessionResultsSchema, capped).success).toBe(true);
  });

  it('never cuts between the halves of a 4-byte character', () => {
    // 'a' first, so the limit falls between an emoji's two UTF-16 code units.
    const capped = capFreeText(`a${'😀'.repeat(MAX_FREE_TEXT_CHARS)}`);
    expect(capped).toHaveLength(MAX_FREE_TEXT_CHARS - 1);
    expect(capped).toMatch(/^a(😀)+$/u);
  });
});

describe('each survey’s follow-up in surveyAnswers is a free text like the others', () => {
  const answer = (surveyId: string, followupResponse: string | null) => ({
    surveyId,
    surveyChoiceId: `${surveyId}_choice`,
    followupResponse,
  });

  it('a longer one is cut to MAX_FREE_TEXT_CHARS, so the backend takes the session', () => {
    const capped = capFreeTexts(
      results({ surveyAnswers: [answer('s_reason', 'a'.repeat(70_000)), answer('s_usage', null)] }),
    );
    expect(capped.surveyAnswers).toEqual([
      answer('s_reason', 'a'.repeat(MAX_FREE_TEXT_CHARS)),
      answer('s_usage', null),
    ]);
    expect(v.safeParse(SessionResultsSchema, capped).success).toBe(true);
  });

  it('many surveys’ follow-ups at the limit are shortened, longest first, to fit the body', () => {
    const text = '語'.repeat(MAX_FREE_TEXT_CHARS);
    const surveyAnswers = ['s_1', 's_2', 's_3', 's_4'].map((id) => answer(id, text));
    const big = results({ feedback: text, followupResponse: text, surveyAnswers });
    expect(jsonBytes(big)).toBeGreaterThan(KEEPALIVE_BODY_LIMIT_BYTES);
    const fitted = fitSessionResults(big, KEEPALIVE_BODY_LIMIT_BYTES);
    expect(fitted).not.toBeNull();
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT_BYTES);
    expect(fitted?.surveyAnswers?.map((a) => a.surveyId)).toEqual(['s_1', 's_2', 's_3', 's_4']);
    expect(fitted?.surveyAnswers?.some((a) => a.followupResponse?.endsWith(TRIMMED_MARK))).toBe(true);
    for (const a of fitted?.surveyAnswers ?? []) expect(a.followupResponse?.startsWith('語語語')).toBe(true);
  });
});
