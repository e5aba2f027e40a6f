/**
 * Spec §5 (a follow-up applies only to an INPUT choice; Next waits for the chosen choice's follow-up) and §4
 * (the survey commit stores the choice and its question): each choice keeps the text typed for it, and the
 * session results carry the committed choice's text only — never one typed for another choice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepInput } from '../../../contract/schemas/index.ts';
import { cancelFromFlow } from './leave-actions.ts';
import { canContinue, chooseAnswer, goBack, goNext, setFollowup } from './navigate.ts';
import { type FlowHarness, startTestFlow } from './reporting-harness.testing.ts';
import { sessionData } from './session-results.ts';
import { flow, followupOf } from './store.ts';

afterEach(() => vi.restoreAllMocks());

const MIN = 20;
const survey: StepInput = {
  guid: 's_survey',
  stepType: 'SURVEY',
  survey: {
    followupRequired: true,
    minLength: MIN,
    choices: [
      { guid: 'c_price', value: 'The price is too high' },
      {
        guid: 'c_feature',
        value: 'A feature I need is missing',
        type: 'INPUT',
        followup: { question: 'Which feature?' },
      },
      {
        guid: 'c_support',
        value: 'Support was slow',
        type: 'INPUT',
        followup: { question: 'What happened?' },
      },
    ],
  },
  defaultNextStep: 's_confirm',
};
const confirm: StepInput = { guid: 's_confirm', stepType: 'CONFIRM', defaultPreviousStep: 's_survey' };
const longEnough = (text: string) => text.padEnd(MIN + 5, '.');

function start(onSessionComplete = vi.fn()): FlowHarness {
  return startTestFlow({ steps: [survey, confirm], init: { onSessionComplete } });
}

/** Next to the confirm step, then Next again: the cancel, with its results sent. */
async function cancelFromConfirm(harness: FlowHarness) {
  harness.advance(1000);
  expect(goNext(harness.nowMs())).toBe('moved');
  harness.advance(1000);
  expect(goNext(harness.nowMs())).toBe('cancel');
  await cancelFromFlow();
  return sessionData(harness.runtime);
}

describe('a follow-up belongs to the choice it was typed for (spec §5)', () => {
  it('a choice without a follow-up sends no follow-up response, even after text was typed for another', async () => {
    const harness = start();
    chooseAnswer('s_survey', 'c_feature');
    setFollowup('s_survey', 'c_feature', longEnough('Bulk export'));
    chooseAnswer('s_survey', 'c_price');
    const results = await cancelFromConfirm(harness);
    expect(results).toMatchObject({ canceled: true, surveyChoiceId: 'c_price', followupQuestion: null });
    expect(results.followupResponse).toBeNull();
  });

  it('switching between two INPUT choices: each question gets only its own answer', async () => {
    const harness = start();
    const feature = longEnough('Bulk export');
    const support = longEnough('Nobody answered');
    chooseAnswer('s_survey', 'c_feature');
    setFollowup('s_survey', 'c_feature', feature);
    chooseAnswer('s_survey', 'c_support');
    expect(followupOf(flow, 's_survey', 'c_support')).toBe('');
    setFollowup('s_survey', 'c_support', support);
    chooseAnswer('s_survey', 'c_feature');
    expect(followupOf(flow, 's_survey', 'c_feature')).toBe(feature);
    const results = await cancelFromConfirm(harness);
    expect(results).toMatchObject({
      surveyChoiceId: 'c_feature',
      followupQuestion: 'Which feature?',
      followupResponse: feature,
    });
  });

  it("Next waits for the chosen choice's own follow-up: text typed for another choice does not count", () => {
    start();
    chooseAnswer('s_survey', 'c_feature');
    setFollowup('s_survey', 'c_feature', longEnough('Bulk export'));
    expect(canContinue()).toBe(true);
    chooseAnswer('s_survey', 'c_support');
    expect(canContinue()).toBe(false);
    chooseAnswer('s_survey', 'c_price');
    expect(canContinue()).toBe(true);
  });

  it('Back keeps what was typed, and a changed answer is committed with its own text', async () => {
    const harness = start();
    const feature = longEnough('Bulk export');
    const support = longEnough('Nobody answered');
    chooseAnswer('s_survey', 'c_feature');
    setFollowup('s_survey', 'c_feature', feature);
    harness.advance(1000);
    expect(goNext(harness.nowMs())).toBe('moved');
    harness.advance(1000);
    expect(goBack(harness.nowMs())).toBe('moved');
    expect(flow.answers.s_survey).toBe('c_feature');
    expect(followupOf(flow, 's_survey', 'c_feature')).toBe(feature);
    chooseAnswer('s_survey', 'c_support');
    setFollowup('s_survey', 'c_support', support);
    const results = await cancelFromConfirm(harness);
    expect(results).toMatchObject({
      surveyChoiceId: 'c_support',
      followupQuestion: 'What happened?',
      followupResponse: support,
    });
  });
});
