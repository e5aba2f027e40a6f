import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../free-text-limit.ts';
import { MAX_BODY_BYTES, MAX_SURVEY_ANSWERS } from '../request-limits.ts';
import { type SessionResults, SessionResultsSchema } from './session-results.ts';

const encoder = new TextEncoder();

/** A full session: a survey with its follow-up, free-form feedback, three offers declined, then a cancel. */
function session(texts: { feedback: string; followupResponse: string }): SessionResults {
  const at = '2026-03-15T12:00:00.000Z';
  const steps = ['SURVEY', 'FREEFORM', 'OFFER', 'OFFER', 'OFFER', 'CONFIRM'];
  return v.parse(SessionResultsSchema, {
    sessionKey: 'sk_3f1c2d9e-7b44-4c1a-9d2e-5a6b7c8d9e0f',
    blueprintId: 'bp_main_flow_2026',
    recording: true,
    aborted: false,
    canceled: true,
    acceptedOffer: null,
    offerOptions: null,
    surveyId: 'step_survey_reasons',
    surveyChoiceId: 'choice_missing_features',
    ...texts,
    followupQuestion: 'What could we have done better? Tell us which features you missed the most.',
    customActionHandler: false,
    provider: 'STRIPE',
    mode: 'LIVE',
    cooldowns: {
      discountCooldown: 3,
      discountCooldownApplied: false,
      pauseCooldown: 6,
      pauseCooldownApplied: false,
    },
    customer: {
      id: 'cus_Q1w2E3r4T5y6U7',
      email: 'ada.lovelace@example.com',
      subscriptionId: 'sub_1Q2w3E4r5T6y7U8i',
    },
    lite: false,
    stepsViewed: steps.map((stepType, i) => ({
      stepType,
      guid: `step_${stepType.toLowerCase()}_${i}`,
      start: at,
      end: at,
      duration: 12.5,
      numChoices: stepType === 'SURVEY' ? 8 : null,
    })),
    presentedOffers: ['offer_pause', 'offer_discount', 'offer_plan_change'].map((guid) => ({
      guid,
      accepted: false,
      presentedAt: at,
      declinedAt: at,
    })),
  });
}

function bodyBytes(results: SessionResults): number {
  return encoder.encode(JSON.stringify(results)).length;
}

describe('A session with every free text at MAX_FREE_TEXT_CHARS fits well under the 64 KiB body cap', () => {
  // A UTF-16 code unit is at most 3 bytes of UTF-8 (U+0800–U+FFFF); a 4-byte character takes two code units.
  const widest = [
    {
      name: '4-byte characters (emoji)',
      text: '😀'.repeat(MAX_FREE_TEXT_CHARS / 2),
      bytes: 2 * MAX_FREE_TEXT_CHARS,
    },
    {
      name: '3-byte characters (CJK)',
      text: '語'.repeat(MAX_FREE_TEXT_CHARS),
      bytes: 3 * MAX_FREE_TEXT_CHARS,
    },
  ];
  const rest = bodyBytes(session({ feedback: '', followupResponse: '' }));

  for (const { name, text, bytes } of widest) {
    it(`with ${name}: both texts together in under half of the cap`, () => {
      expect(text).toHaveLength(MAX_FREE_TEXT_CHARS);
      const total = bodyBytes(session({ feedback: text, followupResponse: text }));
      expect(total).toBe(rest + 2 * bytes);
      expect(total).toBeLessThan(MAX_BODY_BYTES / 2);
    });
  }

  it('a session without texts is a small part of what is left', () => {
    expect(rest).toBeLessThan(2 * 1024);
  });
});

describe('The session results cap the free texts at MAX_FREE_TEXT_CHARS', () => {
  it('takes a text at the limit', () => {
    const text = 'a'.repeat(MAX_FREE_TEXT_CHARS);
    expect(
      v.safeParse(SessionResultsSchema, session({ feedback: text, followupResponse: text })).success,
    ).toBe(true);
  });

  for (const field of ['feedback', 'followupResponse'] as const) {
    it(`refuses a longer ${field}, naming the field`, () => {
      const texts = { feedback: 'ok', followupResponse: 'ok', [field]: 'a'.repeat(MAX_FREE_TEXT_CHARS + 1) };
      const parsed = v.safeParse(SessionResultsSchema, {
        ...session({ feedback: '', followupResponse: '' }),
        ...texts,
      });
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.map((issue) => v.getDotPath(issue))).toEqual([field]);
    });
  }

  it('still takes null texts', () => {
    const results = {
      ...session({ feedback: '', followupResponse: '' }),
      feedback: null,
      followupResponse: null,
    };
    expect(v.safeParse(SessionResultsSchema, results).success).toBe(true);
  });
});

describe('surveyAnswers: every survey’s answer, optional and bounded', () => {
  const base = () => session({ feedback: '', followupResponse: '' });
  const answer = (i: number, followupResponse: string | null = null) => ({
    surveyId: `step_survey_${i}`,
    surveyChoiceId: `choice_${i}`,
    followupResponse,
  });

  it('results without it (an older widget’s) still validate, and it is kept when sent', () => {
    expect(v.parse(SessionResultsSchema, base()).surveyAnswers).toBeUndefined();
    const answers = [answer(1, 'A rival is cheaper'), answer(2)];
    expect(v.parse(SessionResultsSchema, { ...base(), surveyAnswers: answers }).surveyAnswers).toEqual(
      answers,
    );
  });

  it('refuses a follow-up over MAX_FREE_TEXT_CHARS in it, naming the field', () => {
    const parsed = v.safeParse(SessionResultsSchema, {
      ...base(),
      surveyAnswers: [answer(1), answer(2, 'a'.repeat(MAX_FREE_TEXT_CHARS + 1))],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.map((issue) => v.getDotPath(issue))).toEqual(['surveyAnswers.1.followupResponse']);
  });

  it(`takes ${MAX_SURVEY_ANSWERS} answers and refuses more`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => answer(i));
    expect(
      v.safeParse(SessionResultsSchema, { ...base(), surveyAnswers: many(MAX_SURVEY_ANSWERS) }).success,
    ).toBe(true);
    const over = v.safeParse(SessionResultsSchema, {
      ...base(),
      surveyAnswers: many(MAX_SURVEY_ANSWERS + 1),
    });
    expect(over.success).toBe(false);
    expect(over.issues?.map((issue) => v.getDotPath(issue))).toEqual(['surveyAnswers']);
  });

  it('two surveys with follow-ups of 3-byte characters at the limit, and the feedback, fit under the cap', () => {
    const text = '語'.repeat(MAX_FREE_TEXT_CHARS);
    const results = v.parse(SessionResultsSchema, {
      ...session({ feedback: text, followupResponse: text }),
      surveyAnswers: [answer(1, text), answer(2, text)],
    });
    expect(bodyBytes(results)).toBeLessThan(MAX_BODY_BYTES);
  });
});
