import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmbedAnswerSchema } from '../../contract/schemas/answers.ts';
import { CHOICE_TYPES, STEP_TYPES } from '../../contract/schemas/blueprint.ts';
import { blueprintOffers } from '../domain/navigation.ts';
import { WARM_UP_ANSWER, warmUpAnswerCheck } from './answer-warm-up.ts';

const decoded = v.parse(EmbedAnswerSchema, WARM_UP_ANSWER);

describe('WARM_UP_ANSWER: an answer that runs every part of the embed answer check', () => {
  it('passes the check whole: nothing is skipped, so no part of it stops before its end', () => {
    expect(decoded.skipped).toEqual([]);
    expect(decoded.blueprint?.skipped).toEqual([]);
    expect(() => warmUpAnswerCheck()).not.toThrow();
  });

  it('has every step type and choice type, and offers of several types, attached both ways', () => {
    const steps = decoded.blueprint?.steps ?? [];
    expect(new Set(steps.map((step) => step.stepType))).toEqual(new Set(STEP_TYPES));
    const choices = steps.flatMap((step) => (step.stepType === 'SURVEY' ? step.survey.choices : []));
    expect(new Set(choices.map((choice) => choice.type))).toEqual(new Set(CHOICE_TYPES));
    expect(new Set(blueprintOffers(steps).map((offer) => offer.offerType)).size).toBeGreaterThanOrEqual(6);
    // An offer attached both ways: in offersAttached and on a choice.
    expect(steps.some((step) => Object.keys(step.offersAttached).length > 0)).toBe(true);
    expect(choices.some((choice) => choice.offer !== null)).toBe(true);
  });

  it('has an entry in every list and a customer with a subscription', () => {
    for (const list of ['coupons', 'sessions', 'offerPlans', 'orgPlanSettings'] as const)
      expect(decoded[list].length, list).toBeGreaterThan(0);
    expect(decoded.customer?.subscriptions.data[0]?.items.data.length).toBeGreaterThan(0);
    expect(decoded.sessions[0]?.acceptedOffer).not.toBeNull();
  });
});
