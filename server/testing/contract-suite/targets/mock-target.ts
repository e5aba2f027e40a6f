/**
 * The mock backend (mocks/) as a contract target: createMockServer over real HTTP on a free port, so the
 * tests reach it exactly as they reach the server. Sent e-mails are read through the mock's own control API
 * (`GET /__mock/emails`), which is the mock's hook, never part of the contract.
 */
import * as v from 'valibot';
import { createMockServer } from '../../../../mocks/server/create-mock-server.ts';
import type { ContractTarget } from './contract-target.ts';
import { DIVERGENCES } from './divergences.ts';

const SentEmailsSchema = v.array(v.object({ to: v.string(), code: v.nullable(v.string()) }));

/** Tests of the contract the mock fails today; each one is a finding in the suite's report. */
const MOCK_DIVERGENCES: ReadonlySet<string> = new Set([
  DIVERGENCES.servedChecks,
  DIVERGENCES.idempotencyKeyRequired,
  DIVERGENCES.sessionKeyPerIdentity,
  DIVERGENCES.corsRegisteredOrigins,
  DIVERGENCES.separateModeSecrets,
]);

export const mockTarget: ContractTarget = {
  name: 'mock',
  unavailable: () => null,
  knownDivergences: MOCK_DIVERGENCES,
  async start(seed) {
    const server = await createMockServer({ apps: [seed], port: 0 });
    return {
      baseUrl: server.url,
      close: () => server.close(),
      async latestEmailCode(email) {
        const response = await fetch(`${server.url}/__mock/emails?to=${encodeURIComponent(email)}`);
        const sent = v.parse(SentEmailsSchema, await response.json());
        return sent.at(-1)?.code ?? null;
      },
    };
  },
};
