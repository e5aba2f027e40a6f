/**
 * Session delivery and the fire-and-forget reports (docs/api.md: POST /api/sessions and /lite, PUT
 * /api/sessions/{id}, events, customer updates, issues, logs; "Idempotency": sessions deduplicated by
 * sessionKey): a session is stored once however often it arrives, and the next embed answer lists it among
 * the customer's past sessions, where the cooldowns read it.
 */
import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { EmbedAnswerSchema, SessionCreatedSchema } from '../../../contract/schemas/index.ts';
import { OFFERS } from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAccepted, expectAnswer, expectError } from './support/expect-reply.ts';
import { liteSessionResults, sessionResults } from './support/session-results.ts';

const customer = seeded('sessions');
const CONCURRENT_DELIVERIES = 5;

/** A recording as the widget uploads it: base64 of zlib-deflated (RFC 1950) JSON rrweb events. */
function recording(events: unknown[]): string {
  return deflateSync(Buffer.from(JSON.stringify(events))).toString('base64');
}

describeContract('sessions and reports', ({ api }) => {
  it('stores a session once per sessionKey and lists it in the next embed answer', async () => {
    const body = sessionResults('contract-session-once', customer);
    const first = expectAnswer(await api.call('createSession', { as: customer, body }), SessionCreatedSchema);
    const again = expectAnswer(await api.call('createSession', { as: customer, body }), SessionCreatedSchema);
    expect(again._id).toBe(first._id);
    const embed = expectAnswer(await api.call('embed', { as: customer, body: {} }), EmbedAnswerSchema);
    const listed = embed.sessions.filter((session) => session._id === first._id);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.acceptedOffer).toMatchObject({
      guid: OFFERS.pause.guid,
      offerType: 'PAUSE',
      pauseDuration: 2,
    });
    expect(Number.isNaN(Date.parse(listed[0]?.createdAt ?? ''))).toBe(false);
  });

  // A retry after a timeout can arrive while the first delivery is still being stored.
  it('stores a session once when its deliveries arrive at the same time', async () => {
    const body = sessionResults('contract-session-concurrent', customer);
    const replies = await Promise.all(
      Array.from({ length: CONCURRENT_DELIVERIES }, () => api.call('createSession', { as: customer, body })),
    );
    const ids = new Set(replies.map((reply) => expectAnswer(reply, SessionCreatedSchema)._id));
    expect(ids.size).toBe(1);
    const embed = expectAnswer(await api.call('embed', { as: customer, body: {} }), EmbedAnswerSchema);
    expect(embed.sessions.filter((session) => ids.has(session._id ?? ''))).toHaveLength(1);
  });

  it('stores sessions with different keys apart', async () => {
    const one = await api.call('createSession', {
      as: customer,
      body: sessionResults('contract-a', customer),
    });
    const two = await api.call('createSession', {
      as: customer,
      body: sessionResults('contract-b', customer),
    });
    expect(expectAnswer(one, SessionCreatedSchema)._id).not.toBe(expectAnswer(two, SessionCreatedSchema)._id);
  });

  it('stores a lite session without a customer, once per sessionKey', async () => {
    const body = liteSessionResults('contract-lite-once');
    const first = expectAnswer(await api.call('createLiteSession', { body }), SessionCreatedSchema);
    const again = expectAnswer(await api.call('createLiteSession', { body }), SessionCreatedSchema);
    expect(again._id).toBe(first._id);
  });

  it("attaches a session's recording, and answers 400 Unknown data format to one that does not decode", async () => {
    const body = sessionResults('contract-recorded', customer, { recording: true });
    const { _id, uploadToken } = expectAnswer(
      await api.call('createSession', { as: customer, body }),
      SessionCreatedSchema,
    );
    const times = {
      recordingStartTime: new Date(Date.now() - 60_000).toISOString(),
      recordingEndTime: new Date().toISOString(),
      ...(uploadToken && { uploadToken }),
    };
    const good = { recording: recording([{ type: 4, timestamp: Date.now(), data: {} }]), ...times };
    expectAccepted(await api.call('uploadRecording', { as: customer, params: { id: _id }, body: good }));
    const bad = { recording: Buffer.from('not deflated').toString('base64'), ...times };
    const message = expectError(
      await api.call('uploadRecording', { as: customer, params: { id: _id }, body: bad }),
      400,
    );
    expect(message).toBe('Unknown data format');
  });

  it('refuses (403) a recording without the upload token its session was answered, or with another', async () => {
    const created = (sessionKey: string) =>
      api
        .call('createSession', {
          as: customer,
          body: sessionResults(sessionKey, customer, { recording: true }),
        })
        .then((reply) => expectAnswer(reply, SessionCreatedSchema));
    const mine = await created('contract-token-mine');
    const theirs = await created('contract-token-theirs');
    const upload = {
      recording: recording([{ type: 4, timestamp: Date.now(), data: {} }]),
      recordingStartTime: new Date(Date.now() - 60_000).toISOString(),
      recordingEndTime: new Date().toISOString(),
    };
    const params = { id: mine._id };
    expectError(await api.call('uploadRecording', { as: customer, params, body: upload }), 403);
    const wrong = { ...upload, uploadToken: theirs.uploadToken ?? 'hfu1.1.wrong' };
    expectError(await api.call('uploadRecording', { as: customer, params, body: wrong }), 403);
  });

  it('accepts tracked events, customer updates, issues, error logs and logs for a customer', async () => {
    const timestamp = new Date().toISOString();
    const event = {
      event: 'ck-pause-wall-resume',
      timestamp,
      customerId: customer.customerId,
      properties: {},
    };
    expectAccepted(await api.call('trackEvent', { as: customer, body: event }));
    const update = { customerId: customer.customerId, attributes: { plan: 'pro', seats: 3 } };
    expectAccepted(await api.call('customerUpdate', { as: customer, body: update }));
    const issue = { name: 'missing-coupon', issueData: { couponId: 'SAVE20', blueprintId: 'bp_contract' } };
    expectAccepted(await api.call('createIssue', { as: customer, body: issue }));
    const errorLog = {
      name: 'PAUSE_WALL_RESUME_ERROR',
      email: null,
      error: 'Error resuming',
      customerId: customer.customerId,
    };
    expectAccepted(await api.call('logError', { as: customer, body: errorLog }));
    expectAccepted(await api.call('log', { as: customer, body: { message: 'flow loaded' } }));
  });
});
