import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { MAX_RECORDING_INFLATED_BYTES } from '../../contract/request-limits.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { storedRecording } from '../testing/recording-uploads.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { MESSAGES } from './messages.ts';

function results(sessionKey: string, bodyCustomerId: string | null) {
  const customer = bodyCustomerId ? { id: bodyCustomerId, email: null, subscriptionId: null } : null;
  return seededSessionResults(sessionKey, { canceled: true, customer });
}

const idOf = (body: unknown) => (body as { _id: string })._id;
const sessionsOf = (body: unknown) => (body as { sessions: { _id: string; canceled: boolean }[] }).sessions;

describeOnBothDialects('sessions belong to the identity in the headers', (server) => {
  it('stores a session once per (app, customer, sessionKey) and lists it in the next embed', async () => {
    const first = await server.call('createSession', { as: 'ada', body: results('key-1', 'cus_ada') });
    expect(first.status).toBe(200);
    const repeat = await server.call('createSession', { as: 'ada', body: results('key-1', 'cus_ada') });
    expect(idOf(repeat.body)).toBe(idOf(first.body));
    const embed = await server.call('embed', { as: 'ada', body: {} });
    expect(sessionsOf(embed.body).filter((session) => session._id === idOf(first.body))).toHaveLength(1);
  });

  it('keys the same sessionKey of two customers apart: one cannot overwrite or claim the other’s', async () => {
    const ada = await server.call('createSession', { as: 'ada', body: results('shared-key', 'cus_ada') });
    const bob = await server.call('createSession', { as: 'bob', body: results('shared-key', 'cus_ada') });
    expect(idOf(bob.body)).not.toBe(idOf(ada.body));
    const adaEmbed = await server.call('embed', { as: 'ada', body: {} });
    expect(sessionsOf(adaEmbed.body).map((session) => session._id)).not.toContain(idOf(bob.body));
  });

  it('never files a session under a customer id named only in the body', async () => {
    const anonymous = await server.call('createSession', { body: results('anon-1', 'cus_cyd') });
    expect(anonymous.status).toBe(200);
    const cyd = await server.call('embed', { as: 'cyd', body: {} });
    expect(sessionsOf(cyd.body).map((session) => session._id)).not.toContain(idOf(anonymous.body));
  });

  it('stores a recording (deflated JSON events) for the session’s owner only', async () => {
    const announced = { ...results('rec-1', null), recording: true };
    const created = await server.call('createSession', { as: 'dee', body: announced });
    const { uploadToken } = created.body as { uploadToken: string };
    expect(uploadToken).toMatch(/^hfu1\./);
    // A repeat of the results (deduplicated) answers the same token.
    const repeat = await server.call('createSession', { as: 'dee', body: announced });
    expect(repeat.body).toEqual(created.body);
    const recording = deflateSync(Buffer.from(JSON.stringify([{ type: 4 }]))).toString('base64');
    const upload = {
      recording,
      recordingStartTime: new Date().toISOString(),
      recordingEndTime: new Date().toISOString(),
      uploadToken,
    };
    const params = { id: idOf(created.body) };
    const stranger = await server.call('uploadRecording', { as: 'eve', body: upload, params });
    expect(stranger.status).toBe(404);
    const garbage = await server.call('uploadRecording', {
      as: 'dee',
      body: { ...upload, recording: 'bm90IGRlZmxhdGVk' },
      params,
    });
    expect(garbage).toMatchObject({ status: 400, body: { message: 'Unknown data format' } });
    const { uploadToken: _token, ...untokened } = upload;
    const without = await server.call('uploadRecording', { as: 'dee', body: untokened, params });
    expect(without).toMatchObject({ status: 403, body: { message: MESSAGES.uploadTokenMissing } });
    const other = await server.call('createSession', {
      as: 'dee',
      body: { ...announced, sessionKey: 'rec-2' },
    });
    const foreignToken = (other.body as { uploadToken: string }).uploadToken;
    const wrong = await server.call('uploadRecording', {
      as: 'dee',
      body: { ...upload, uploadToken: foreignToken },
      params,
    });
    expect(wrong).toMatchObject({ status: 403, body: { message: MESSAGES.uploadTokenInvalid } });
    expect((await server.call('uploadRecording', { as: 'dee', body: upload, params })).status).toBe(200);
    const stored = await storedRecording(server, params.id);
    expect(stored && Buffer.from(stored).toString('base64')).toBe(recording);
  });

  it('refuses a recording that inflates past its cap (a zip bomb), even from an anonymous lite session', async () => {
    const created = await server.call('createSession', {
      body: { ...results('rec-bomb', null), recording: true },
    });
    const { uploadToken } = created.body as { uploadToken: string };
    // One string of 'a's a little past the cap: a valid event array, deflating to about a thousandth of it.
    const json = `["${'a'.repeat(MAX_RECORDING_INFLATED_BYTES + 1024)}"]`;
    const bomb = deflateSync(Buffer.from(json), { level: 9 }).toString('base64');
    const upload = await server.call('uploadRecording', {
      body: {
        recording: bomb,
        recordingStartTime: new Date().toISOString(),
        recordingEndTime: new Date().toISOString(),
        uploadToken,
      },
      params: { id: idOf(created.body) },
    });
    expect(upload).toMatchObject({
      status: 400,
      body: { message: MESSAGES.recordingTooLarge(MAX_RECORDING_INFLATED_BYTES / 1024 / 1024) },
    });
    expect(await storedRecording(server, idOf(created.body))).toBeNull();
  });

  it('keeps events and logs under the header identity', async () => {
    const event = { event: 'ck-pause-wall', timestamp: new Date().toISOString(), customerId: 'cus_bob' };
    expect((await server.call('trackEvent', { as: 'fay', body: event })).status).toBe(200);
    const kept = await server.started.server.deps.records.list(APP_ID, 'event');
    expect(kept.at(-1)).toMatchObject({ customerKey: 'STRIPE:cus_fay', body: { customerId: 'cus_bob' } });
  });
});
