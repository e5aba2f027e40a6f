/**
 * docs/api.md "Idempotency": sessions, events, logs and recordings belong to the identity in the headers,
 * never to a customer id in the body; sessions are deduplicated per (app, identity, sessionKey), so one
 * customer can neither overwrite nor claim another's session; a recording is accepted only for a session of
 * the same identity (else 404).
 */
import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { EmbedAnswerSchema, SessionCreatedSchema } from '../../../contract/schemas/index.ts';
import { type SeededCustomer, seeded } from './seed/roster.ts';
import type { ContractClient } from './support/contract-client.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';
import { sessionResults } from './support/session-results.ts';
import { DIVERGENCES } from './targets/divergences.ts';

const owner = seeded('ownerA');
const other = seeded('ownerB');

async function pastSessionIds(
  api: ContractClient,
  customer: SeededCustomer,
): Promise<(string | undefined)[]> {
  const answer = expectAnswer(await api.call('embed', { as: customer, body: {} }), EmbedAnswerSchema);
  return answer.sessions.map((session) => session._id);
}

function upload() {
  const recording = deflateSync(Buffer.from(JSON.stringify([{ type: 4, timestamp: Date.now(), data: {} }])));
  const end = new Date();
  return {
    recording: recording.toString('base64'),
    recordingStartTime: new Date(end.getTime() - 60_000).toISOString(),
    recordingEndTime: end.toISOString(),
  };
}

describeContract('sessions belong to the identity in the headers', ({ api, contractTest }) => {
  it('files a session under the signed customer, not the customer id in its body', async () => {
    const body = sessionResults('contract-claims-other', owner, {
      customer: { id: other.customerId, email: other.email, subscriptionId: other.subscriptionId },
    });
    const { _id } = expectAnswer(await api.call('createSession', { as: owner, body }), SessionCreatedSchema);
    expect(await pastSessionIds(api, owner)).toContain(_id);
    expect(await pastSessionIds(api, other)).not.toContain(_id);
  });

  contractTest(DIVERGENCES.sessionKeyPerIdentity)(
    "keeps two customers' sessions apart when they use the same sessionKey",
    async () => {
      const key = 'contract-shared-key';
      const first = await api.call('createSession', { as: owner, body: sessionResults(key, owner) });
      const second = await api.call('createSession', { as: other, body: sessionResults(key, other) });
      const ownerId = expectAnswer(first, SessionCreatedSchema)._id;
      const otherId = expectAnswer(second, SessionCreatedSchema)._id;
      expect(otherId).not.toBe(ownerId);
      expect(await pastSessionIds(api, other)).toContain(otherId);
      expect(await pastSessionIds(api, other)).not.toContain(ownerId);
    },
  );

  it("answers 404 to a recording for another customer's session, or for it without a customer", async () => {
    const body = sessionResults('contract-recording-owner', owner, { recording: true });
    const { _id } = expectAnswer(await api.call('createSession', { as: owner, body }), SessionCreatedSchema);
    expectError(await api.call('uploadRecording', { as: other, params: { id: _id }, body: upload() }), 404);
    expectError(await api.call('uploadRecording', { params: { id: _id }, body: upload() }), 404);
  });
});
