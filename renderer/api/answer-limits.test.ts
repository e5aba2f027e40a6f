import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_CHARS, MAX_SURVEY_CHOICES } from '../../contract/answer-limits.ts';
import type { EmbedAnswerInput } from '../../contract/schemas/index.ts';
import { fakeApiClient, jsonResponse } from './api.testing.ts';
import { SAMPLE_EMBED_ANSWER } from './sample-answers.testing.ts';

/** What a customer's phone must never wait longer for, whatever the answer holds. */
const A_SECOND_MS = 1_000;

function answerWith(survey: { description?: string; choices: number }): EmbedAnswerInput {
  const choices = Array.from({ length: survey.choices }, (_, n) => ({
    guid: `c_${n}`,
    value: `Reason ${n}`,
  }));
  return {
    ...SAMPLE_EMBED_ANSWER,
    blueprint: {
      _id: 'bp_large',
      steps: [
        {
          guid: 'step_survey',
          stepType: 'SURVEY',
          description: survey.description ?? '',
          survey: { choices },
          defaultNextStep: 'step_confirm',
        },
        { guid: 'step_confirm', stepType: 'CONFIRM' },
      ],
    },
  };
}

function setup() {
  return fakeApiClient({ sleep: async () => {} });
}

describe('a very large answer is refused with a clear error within a second, never a frozen page', () => {
  it('an answer over the limit (megabytes of copy) is refused unread, naming its size and the limit', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(answerWith({ description: 'x'.repeat(5_000_000), choices: 1 })));
    const started = performance.now();
    const error = await client.loadEmbed({}).catch((reason: unknown) => reason);
    expect(performance.now() - started).toBeLessThan(A_SECOND_MS);
    expect(error).toMatchObject({ kind: 'malformed', code: 'MALFORMED_ANSWER', call: 'embed' });
    expect(String(error)).toMatch(/Answer from embed too large: 50\d{5} characters, the limit is 1000000$/);
  });

  it('an answer just within the limit is read', async () => {
    const { client, fetch } = setup();
    const base = JSON.stringify(answerWith({ choices: 1 })).length;
    const description = 'x'.repeat(MAX_ANSWER_CHARS - base);
    fetch.mockResolvedValue(jsonResponse(answerWith({ description, choices: 1 })));
    const answer = await client.loadEmbed({});
    expect(answer.blueprint?.steps[0]?.description).toHaveLength(description.length);
  });
});

describe('a survey shows at most its first choices; the rest are skipped and reported', () => {
  it('thousands of choices: the first ones are kept, in order, and the skip names the step', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(answerWith({ choices: 5_000 })));
    const started = performance.now();
    const answer = await client.loadEmbed({});
    expect(performance.now() - started).toBeLessThan(A_SECOND_MS);
    const survey = answer.blueprint?.steps[0];
    if (survey?.stepType !== 'SURVEY') throw new Error('expected the survey step');
    expect(survey.survey.choices).toHaveLength(MAX_SURVEY_CHOICES);
    expect(survey.survey.choices.at(-1)?.guid).toBe(`c_${MAX_SURVEY_CHOICES - 1}`);
    expect(answer.blueprint?.skipped).toEqual([
      {
        kind: 'step',
        guid: 'step_survey',
        type: 'SURVEY',
        reason: `Survey step step_survey has 5000 choices; the first ${MAX_SURVEY_CHOICES} are shown`,
      },
    ]);
  });

  it('a survey within the limit keeps every choice and reports nothing', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(answerWith({ choices: MAX_SURVEY_CHOICES })));
    const answer = await client.loadEmbed({});
    const survey = answer.blueprint?.steps[0];
    expect(survey?.stepType === 'SURVEY' && survey.survey.choices).toHaveLength(MAX_SURVEY_CHOICES);
    expect(answer.blueprint?.skipped).toEqual([]);
  });
});
