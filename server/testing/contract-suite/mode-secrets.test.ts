/**
 * docs/api.md "The auth hash": a backend MUST keep separate LIVE and TEST secrets and verify a hash only with
 * the secrets of the mode in X-Holdfast-Mode, so the mode (and with it test coupons and plans) cannot be
 * switched by a header. Its own file: the seed variant has a TEST secret of its own.
 */
import { expect } from 'vitest';
import { EmbedAnswerSchema } from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { buildSuiteSeed, SUITE_SECRET } from './seed/suite-seed.ts';
import { authHash } from './support/contract-client.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';
import { DIVERGENCES } from './targets/divergences.ts';

const TEST_SECRET = 'contract_suite_test_mode_secret_91c2';
const reader = seeded('reader');

describeContract(
  'separate LIVE and TEST secrets',
  ({ api, contractTest }) => {
    const it = contractTest(DIVERGENCES.separateModeSecrets);
    const liveHash = authHash(SUITE_SECRET, reader.authId);
    const testHash = authHash(TEST_SECRET, reader.authId);

    it('signs a TEST call with the TEST secret', async () => {
      const reply = await api.call('embed', { as: reader, mode: 'TEST', hash: testHash, body: {} });
      expect(expectAnswer(reply, EmbedAnswerSchema).customer?.id).toBe(reader.customerId);
    });

    it('refuses (401) a TEST call signed with the LIVE secret, and a LIVE call signed with the TEST one', async () => {
      expectError(await api.call('embed', { as: reader, mode: 'TEST', hash: liveHash, body: {} }), 401);
      expectError(await api.call('embed', { as: reader, mode: 'LIVE', hash: testHash, body: {} }), 401);
      const live = await api.call('embed', { as: reader, mode: 'LIVE', hash: liveHash, body: {} });
      expectAnswer(live, EmbedAnswerSchema);
    });
  },
  { seed: (now) => ({ ...buildSuiteSeed(now), testSecret: TEST_SECRET }) },
);
