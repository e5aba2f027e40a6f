/**
 * A flow with two survey steps: the session results keep the spec's single answer (§4: the last survey
 * committed) and list every survey's answer in `surveyAnswers`, so the first survey's answer is not lost.
 * Sent as the backend receives it.
 */
import { describe, expect, it } from 'vitest';
import type { StepInput } from '../../../contract/schemas/index.ts';
import { cancelFromFlow } from './leave-actions.ts';
import { chooseAnswer, goBack, goNext, setFollowup } from './navigate.ts';
import { type FlowHarness, startTestFlow } from './reporting-harness.testing.ts';

const reason: StepInput = {
  guid: 's_reason',
  stepType: 'SURVEY',
  survey: {
    choices: [
      { guid: 'c_price', value: 'Too expensive' },
      { guid: 'c_other', value: 'Something else', type: 'INPUT', followup: { question: 'What else?' } },
    ],
  },
  defaultNextStep: 's_usage',
};
const usage: StepInput = {
  guid: 's_usage',
  stepType: 'SURVEY',
  survey: {
    choices: [
      { guid: 'c_weekly', value: 'Weekly' },
      { guid: 'c_rarely', value: 'Rarely' },
    ],
  },
  defaultNextStep: 's_confirm',
  defaultPreviousStep: 's_reason',
};
const confirm: StepInput = { guid: 's_confirm', stepType: 'CONFIRM', defaultPreviousStep: 's_usage' };

function start(): FlowHarness {
  return startTestFlow({ steps: [reason, usage, confirm], init: { report: true } });
}

function next(harness: FlowHarness) {
  harness.advance(1000);
  return goNext(harness.nowMs());
}

/** Next through the confirm step: the cancel, and the results the backend received. */
async function cancel(harness: FlowHarness) {
  expect(next(harness)).toBe('cancel');
  await cancelFromFlow();
  await harness.settle();
  const posts = harness.sessionPosts();
  expect(posts).toHaveLength(1);
  return posts[0] as Record<string, unknown>;
}

describe('a flow with two surveys sends both answers', () => {
  it('lists each survey’s answer in the order answered, the spec’s fields being the last one', async () => {
    const harness = start();
    chooseAnswer('s_reason', 'c_other');
    setFollowup('s_reason', 'c_other', ' A rival is cheaper ');
    expect(next(harness)).toBe('moved');
    chooseAnswer('s_usage', 'c_rarely');
    expect(next(harness)).toBe('moved');
    const sent = await cancel(harness);
    expect(sent).toMatchObject({
      canceled: true,
      surveyId: 's_usage',
      surveyChoiceId: 'c_rarely',
      followupResponse: null,
      followupQuestion: null,
      surveyAnswers: [
        { surveyId: 's_reason', surveyChoiceId: 'c_other', followupResponse: 'A rival is cheaper' },
        { surveyId: 's_usage', surveyChoiceId: 'c_rarely', followupResponse: null },
      ],
    });
  });

  it('going back and answering the first survey again replaces its entry, not appends one', async () => {
    const harness = start();
    chooseAnswer('s_reason', 'c_other');
    setFollowup('s_reason', 'c_other', 'A rival');
    expect(next(harness)).toBe('moved');
    chooseAnswer('s_usage', 'c_weekly');
    expect(next(harness)).toBe('moved');
    harness.advance(1000);
    expect(goBack(harness.nowMs())).toBe('moved');
    harness.advance(1000);
    expect(goBack(harness.nowMs())).toBe('moved');
    chooseAnswer('s_reason', 'c_price');
    expect(next(harness)).toBe('moved');
    expect(next(harness)).toBe('moved');
    const sent = await cancel(harness);
    expect(sent).toMatchObject({ surveyId: 's_usage', surveyChoiceId: 'c_weekly' });
    expect(sent.surveyAnswers).toEqual([
      { surveyId: 's_reason', surveyChoiceId: 'c_price', followupResponse: null },
      { surveyId: 's_usage', surveyChoiceId: 'c_weekly', followupResponse: null },
    ]);
  });

  it('a survey viewed but not committed (left by Back) lists no answer', async () => {
    const harness = start();
    chooseAnswer('s_reason', 'c_price');
    expect(next(harness)).toBe('moved');
    chooseAnswer('s_usage', 'c_weekly');
    harness.advance(1000);
    expect(goBack(harness.nowMs())).toBe('moved');
    expect(next(harness)).toBe('moved');
    chooseAnswer('s_usage', 'c_rarely');
    expect(next(harness)).toBe('moved');
    const sent = await cancel(harness);
    expect(sent.surveyAnswers).toEqual([
      { surveyId: 's_reason', surveyChoiceId: 'c_price', followupResponse: null },
      { surveyId: 's_usage', surveyChoiceId: 'c_rarely', followupResponse: null },
    ]);
  });
});
