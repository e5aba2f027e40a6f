import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../contract/free-text-limit.ts';
import { EmbedAnswerSchema, SessionCreatedSchema } from '../../contract/schemas/index.ts';
import { UPLOAD_TOKEN_TEXTS } from '../../contract/upload-token-texts.ts';
import { call, createTestBackend, org } from '../testing/call.ts';
import { encodeRecording, sessionResults } from '../testing/sample-calls.ts';
import type { MockBackend } from './backend.ts';
import { MESSAGES } from './messages.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

async function postSession(body: unknown, as: string | null = 'cus_active', path = '/api/sessions') {
  return call(backend, path, { method: 'POST', as: as ?? undefined, body });
}

describe('POST /api/sessions: session results, stored once per sessionKey', () => {
  it('stores the results and answers their _id', async () => {
    const response = await postSession(sessionResults());
    const { _id } = v.parse(SessionCreatedSchema, response.body);
    const [stored] = backend.app()!.sessions;
    expect(stored).toMatchObject({
      _id,
      sessionKey: 'key-1',
      customerId: 'cus_active',
      deliveries: 1,
      lite: false,
    });
    expect(stored?.results.feedback).toBe('Too pricey for me');
  });

  it('the same sessionKey delivered again answers the same _id and is stored once', async () => {
    const first = await postSession(sessionResults());
    const again = await postSession(sessionResults());
    expect(again.body).toEqual(first.body);
    expect(backend.app()!.sessions).toHaveLength(1);
    expect(backend.app()!.sessions[0]?.deliveries).toBe(2);
  });

  it('another sessionKey is another session', async () => {
    await postSession(sessionResults());
    await postSession(sessionResults({ sessionKey: 'key-2' }));
    expect(backend.app()!.sessions.map((session) => session.sessionKey)).toEqual(['key-1', 'key-2']);
  });

  it('the accepted offer joins the customer’s sessions, so the next load’s cooldowns see it', async () => {
    await postSession(
      sessionResults({
        acceptedOffer: { guid: 'offer_discount', offerType: 'DISCOUNT', couponDuration: 3 },
        canceled: false,
      }),
    );
    const embed = v.parse(
      EmbedAnswerSchema,
      (await call(backend, org('embed'), { method: 'POST', as: 'cus_active', body: {} })).body,
    );
    expect(embed.sessions).toHaveLength(1);
    expect(embed.sessions[0]).toMatchObject({
      acceptedOffer: { offerType: 'DISCOUNT' },
      createdAt: '2025-03-10T12:00:00.000Z',
    });
  });

  it('keeps every survey’s answer (surveyAnswers), and refuses a follow-up in it over the free-text limit', async () => {
    const surveyAnswers = [
      { surveyId: 'step_survey', surveyChoiceId: 'choice_other', followupResponse: 'A rival is cheaper' },
      { surveyId: 'step_usage', surveyChoiceId: 'choice_rarely', followupResponse: null },
    ];
    await postSession(sessionResults({ surveyAnswers }));
    expect(backend.app()!.sessions[0]?.results.surveyAnswers).toEqual(surveyAnswers);
    const tooLong = [{ ...surveyAnswers[0]!, followupResponse: 'a'.repeat(MAX_FREE_TEXT_CHARS + 1) }];
    const refused = await postSession(sessionResults({ sessionKey: 'key-2', surveyAnswers: tooLong }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('surveyAnswers') });
  });

  it('results that break the schema answer 400', async () => {
    const response = await postSession({ ...sessionResults(), sessionKey: undefined });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: expect.stringContaining('sessionKey') });
  });

  it('POST /api/sessions/lite stores a lite session without a customer', async () => {
    const body = sessionResults({ sessionKey: 'lite-1', lite: true, customer: null });
    const response = await postSession(body, null, '/api/sessions/lite');
    expect(response.status).toBe(200);
    expect(backend.app()!.sessions[0]).toMatchObject({ lite: true, customerId: null });
  });
});

describe('PUT /api/sessions/{id}: the compressed recording', () => {
  /** A session that announced its recording: its id and the upload token its POST answered. */
  let sessions = 0;
  async function created(as = 'cus_active'): Promise<{ id: string; uploadToken: string }> {
    sessions += 1;
    const results = sessionResults({ recording: true, sessionKey: `recorded-${sessions}` });
    const answer = v.parse(SessionCreatedSchema, (await postSession(results, as)).body);
    if (!answer.uploadToken) throw new Error('a session announcing a recording is answered an upload token');
    return { id: answer._id, uploadToken: answer.uploadToken };
  }
  const times = {
    recordingStartTime: '2025-03-10T12:00:00.000Z',
    recordingEndTime: '2025-03-10T12:03:00.000Z',
  };

  it('stores a valid recording (base64 of deflated events) with its times', async () => {
    const { id, uploadToken } = await created();
    const recording = encodeRecording([{ type: 4 }, { type: 2 }, { type: 3 }]);
    const response = await call(backend, `/api/sessions/${id}`, {
      method: 'PUT',
      as: 'cus_active',
      body: { recording, uploadToken, ...times },
    });
    expect(response.status).toBe(200);
    expect(backend.app()!.sessions[0]?.recording).toMatchObject({ events: 3, ...times });
  });

  it('a recording that is not a valid payload answers 400 "Unknown data format" (spec §8)', async () => {
    const { id, uploadToken } = await created();
    const response = await call(backend, `/api/sessions/${id}`, {
      method: 'PUT',
      as: 'cus_active',
      body: { recording: btoa('not deflated'), uploadToken, ...times },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Unknown data format' } });
  });

  it('without the upload token its POST answered, or with another session’s, answers 403', async () => {
    const mine = await created();
    const theirs = await created();
    const recording = encodeRecording([{ type: 4 }]);
    const put = (uploadToken?: string) =>
      call(backend, `/api/sessions/${mine.id}`, {
        method: 'PUT',
        as: 'cus_active',
        body: { recording, ...times, ...(uploadToken && { uploadToken }) },
      });
    expect(await put()).toMatchObject({ status: 403, body: { message: UPLOAD_TOKEN_TEXTS.missing } });
    expect(await put(theirs.uploadToken)).toMatchObject({
      status: 403,
      body: { message: UPLOAD_TOKEN_TEXTS.invalid },
    });
    expect(backend.app()!.sessions.find((session) => session._id === mine.id)?.recording).toBeNull();
    expect((await put(mine.uploadToken)).status).toBe(200);
  });

  it('an unknown session, or another customer’s, answers 404', async () => {
    const { id, uploadToken } = await created();
    const body = { recording: encodeRecording([]), uploadToken, ...times };
    expect(
      (await call(backend, '/api/sessions/sess_nope', { method: 'PUT', as: 'cus_active', body })).status,
    ).toBe(404);
    const other = await call(backend, `/api/sessions/${id}`, { method: 'PUT', as: 'cus_trial', body });
    expect(other).toMatchObject({ status: 404, body: { message: MESSAGES.sessionNotFound } });
  });
});

describe('fire-and-forget calls store what they get', () => {
  it('events/new keeps the tracked event with its sender', async () => {
    const event = {
      event: 'ck-pause-wall-resume',
      timestamp: '2025-03-10T12:00:00.000Z',
      customerId: 'cus_paused',
    };
    await call(backend, '/api/events/new', { method: 'POST', as: 'cus_paused', body: event });
    expect(backend.app()!.events).toEqual([
      {
        customerId: 'cus_paused',
        receivedAt: '2025-03-10T12:00:00.000Z',
        data: { ...event, blueprintId: null, properties: {} },
      },
    ]);
  });

  it('events/customer-update, create-issue, a/e and a/l are kept apart', async () => {
    await call(backend, '/api/events/customer-update', {
      method: 'POST',
      as: 'cus_active',
      body: { customerId: 'cus_active', attributes: { seats: 4 } },
    });
    await call(backend, '/api/orgs/create-issue', {
      method: 'POST',
      body: { name: 'missing-coupon', issueData: { couponId: 'GONE' } },
    });
    await call(backend, '/api/a/e', { method: 'POST', body: { name: 'X', email: null, error: 'boom' } });
    await call(backend, '/api/a/l', { method: 'POST', body: { hello: 'world' } });
    const app = backend.app()!;
    expect(app.customerUpdates[0]?.data.attributes).toEqual({ seats: 4 });
    expect(app.issues[0]?.data).toEqual({ name: 'missing-coupon', issueData: { couponId: 'GONE' } });
    expect(app.errorLogs[0]?.data.error).toBe('boom');
    expect(app.logs[0]?.data).toEqual({ hello: 'world' });
  });

  it('an issue with a name outside the spec’s list answers 400', async () => {
    const response = await call(backend, '/api/orgs/create-issue', {
      method: 'POST',
      body: { name: 'whatever', issueData: {} },
    });
    expect(response.status).toBe(400);
  });
});
