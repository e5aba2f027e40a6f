/**
 * A customer's free texts never cost the session (contract MAX_FREE_TEXT_CHARS): the fields take no more, and
 * a longer text the store holds anyway (set another way) is sent cut to the limit, so the backend — which
 * refuses a body over 64 KiB with 413 and a longer text with 400 — records the cancel.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { MAX_BODY_BYTES } from '../../../contract/request-limits.ts';
import { SessionResultsSchema, type StepInput } from '../../../contract/schemas/index.ts';
import { errorResponse, type SentRequest } from '../../api/api.testing.ts';
import { sessionReceiptOf } from '../reporting/deliver.ts';
import { cancelFromFlow } from './leave-actions.ts';
import { chooseAnswer, goNext, setFeedback, setFollowup } from './navigate.ts';
import { startTestFlow } from './reporting-harness.testing.ts';

const steps: StepInput[] = [
  {
    guid: 's_survey',
    stepType: 'SURVEY',
    survey: {
      choices: [{ guid: 'c_other', value: 'Other', type: 'INPUT', followup: { question: 'What happened?' } }],
    },
    defaultNextStep: 's_freeform',
  },
  { guid: 's_freeform', stepType: 'FREEFORM', defaultNextStep: 's_confirm' },
  { guid: 's_confirm', stepType: 'CONFIRM' },
];

/** The backend's checks of a session body: the body cap first, then the contract's schema. */
function backendRefusal(request: SentRequest): Response | undefined {
  if (!request.url.pathname.startsWith('/api/sessions')) return undefined;
  const bytes = new TextEncoder().encode(request.rawBody ?? '').length;
  if (bytes > MAX_BODY_BYTES) return errorResponse(413, 'The request body is too large.');
  const parsed = v.safeParse(SessionResultsSchema, request.body);
  return parsed.success ? undefined : errorResponse(400, 'Invalid request body');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a cancel whose free texts are over the limit is still delivered, the texts cut to it', () => {
  it('sends each text as its first MAX_FREE_TEXT_CHARS characters, and the backend takes the session', async () => {
    const onSessionComplete = vi.fn();
    const harness = startTestFlow({ steps, init: { onSessionComplete }, answer: backendRefusal });
    const followup = 'é'.repeat(40_000);
    const feedback = `Start. ${'a'.repeat(70_000)}`;
    chooseAnswer('s_survey', 'c_other');
    setFollowup('s_survey', 'c_other', followup);
    harness.advance(1000);
    expect(goNext(harness.nowMs())).toBe('moved');
    setFeedback(feedback);
    harness.advance(1000);
    expect(goNext(harness.nowMs())).toBe('moved');
    harness.advance(1000);
    expect(goNext(harness.nowMs())).toBe('cancel');
    await cancelFromFlow();
    await harness.settle();

    const posts = harness.sessionPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      canceled: true,
      followupResponse: followup.slice(0, MAX_FREE_TEXT_CHARS),
      feedback: feedback.slice(0, MAX_FREE_TEXT_CHARS),
    });
    // Delivered: the backend's receipt, not a refusal (which the widget would only log).
    expect(await sessionReceiptOf('sk_test')).toMatchObject({ id: 'sess_1' });
    expect(console.warn).not.toHaveBeenCalled();
    expect(onSessionComplete).toHaveBeenCalledWith(expect.objectContaining({ canceled: true }));
  });
});
