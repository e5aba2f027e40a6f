/**
 * docs/api.md "Limits": a body over 64 KiB is 413 { message } (the recording upload has a larger cap), a body
 * nested deeper than 32 levels is 400 { message } — never a 500 — a session's free text over 5,000 characters
 * is 400 naming the field, and a body within the caps is read.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { SessionCreatedSchema } from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAccepted, expectAnswer, expectError } from './support/expect-reply.ts';
import { sessionResults } from './support/session-results.ts';

/** The caps as docs/api.md states them (contract/request-limits.ts holds them for the backends). */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_JSON_DEPTH = 32;
/** A session's free texts (`feedback`, `followupResponse`), in UTF-16 code units (contract/schemas/session-results.ts). */
const MAX_FREE_TEXT_CHARS = 5000;

const customer = seeded('sessions');

/** A tracked event whose JSON is about `bytes` long. */
function eventOfSize(bytes: number) {
  return {
    event: 'step-change',
    timestamp: new Date().toISOString(),
    customerId: null,
    properties: { pad: 'a'.repeat(bytes) },
  };
}

/** `levels` objects nested in one another. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < levels; level += 1) value = { inner: value };
  return value;
}

describeContract('limits', ({ api }) => {
  it('refuses a body over 64 KiB with 413 { message }', async () => {
    expectError(await api.call('trackEvent', { body: eventOfSize(MAX_BODY_BYTES + 1024) }), 413);
  });

  it('reads a body within 64 KiB', async () => {
    expectAccepted(await api.call('trackEvent', { body: eventOfSize(MAX_BODY_BYTES - 4 * 1024) }));
  });

  it('refuses a body nested deeper than 32 levels with 400 { message }, not a 500', async () => {
    const body = { ...eventOfSize(0), properties: nested(MAX_JSON_DEPTH + 8) };
    expectError(await api.call('trackEvent', { body }), 400);
  });

  it('stores a session whose free texts are at the 5,000-character limit, even in 4-byte characters', async () => {
    const text = '😀'.repeat(MAX_FREE_TEXT_CHARS / 2);
    const body = sessionResults('contract-texts-at-limit', customer, {
      canceled: true,
      feedback: text,
      followupResponse: 'é'.repeat(MAX_FREE_TEXT_CHARS),
    });
    expectAnswer(await api.call('createSession', { as: customer, body }), SessionCreatedSchema);
  });

  for (const field of ['feedback', 'followupResponse'] as const) {
    it(`refuses a session whose ${field} is over 5,000 characters with 400 naming the field, not 413`, async () => {
      const body = sessionResults(`contract-long-${field}`, customer, {
        [field]: 'a'.repeat(MAX_FREE_TEXT_CHARS + 1),
      });
      expect(expectError(await api.call('createSession', { as: customer, body }), 400)).toContain(field);
    });
  }

  it('refuses a survey follow-up in surveyAnswers over 5,000 characters with 400 naming the field', async () => {
    const body = sessionResults('contract-long-survey-answer', customer, {
      surveyAnswers: [
        {
          surveyId: 'step_survey',
          surveyChoiceId: 'c_price',
          followupResponse: 'a'.repeat(MAX_FREE_TEXT_CHARS + 1),
        },
      ],
    });
    expect(expectError(await api.call('createSession', { as: customer, body }), 400)).toContain(
      'surveyAnswers',
    );
  });

  it('refuses a session listing more than 100 survey answers with 400', async () => {
    const surveyAnswers = Array.from({ length: 101 }, (_, i) => ({
      surveyId: `step_${i}`,
      surveyChoiceId: 'c_price',
      followupResponse: null,
    }));
    const body = sessionResults('contract-many-survey-answers', customer, { surveyAnswers });
    expect(expectError(await api.call('createSession', { as: customer, body }), 400)).toContain(
      'surveyAnswers',
    );
  });

  it('takes a recording larger than 64 KiB (the upload has its own cap)', async () => {
    const body = sessionResults('contract-large-recording', customer, { recording: true });
    const { _id, uploadToken } = expectAnswer(
      await api.call('createSession', { as: customer, body }),
      SessionCreatedSchema,
    );
    // Random text does not deflate, so the upload stays over the general cap.
    const events = [
      { type: 2, timestamp: Date.now(), data: { noise: randomBytes(96 * 1024).toString('base64') } },
    ];
    const recording = deflateSync(Buffer.from(JSON.stringify(events))).toString('base64');
    expect(recording.length).toBeGreaterThan(MAX_BODY_BYTES);
    const upload = {
      recording,
      recordingStartTime: new Date(Date.now() - 60_000).toISOString(),
      recordingEndTime: new Date().toISOString(),
      ...(uploadToken && { uploadToken }),
    };
    expectAccepted(await api.call('uploadRecording', { as: customer, params: { id: _id }, body: upload }));
  });
});
