/**
 * Runs one file's behaviour tests once per contract target: each target gets its own describe block that
 * starts a fresh backend on the suite seed in beforeAll and closes it in afterAll, so files share nothing
 * and can run in any order. A target that cannot run here is listed as skipped, its reason in the title.
 */
import { afterAll, beforeAll, describe, it, type TestContext } from 'vitest';
import { buildSuiteSeed, type SuiteSeed } from '../seed/suite-seed.ts';
import type { ContractTarget, StartedTarget } from '../targets/contract-target.ts';
import { CONTRACT_TARGETS } from '../targets/targets.ts';
import { type ContractClient, contractClient } from './contract-client.ts';

/** A server on PostgreSQL runs migrations before it listens. */
const START_TIMEOUT_MS = 60_000;

export interface ContractContext {
  /** Calls of the contract against this target. */
  api: ContractClient;
  /** When the seed was built; every seeded date is relative to it. */
  now: Date;
  seed: SuiteSeed;
  target: ContractTarget;
  /** The running backend (inside tests only). */
  started(): StartedTarget;
  /**
   * `it` — or `it.fails` where this target is listed as diverging from docs/api.md on this test (see
   * ContractTarget.knownDivergences): the test stays as the contract says, and turns red once fixed.
   */
  contractTest(divergenceId: string): ContractTest;
}

export type ContractTest = (name: string, fn: (context: TestContext) => Promise<void>) => void;

export interface DescribeContractOptions {
  /** A variant of the suite seed (e.g. the e-mail flow disabled). */
  seed?: (now: Date) => SuiteSeed;
}

export function describeContract(
  title: string,
  define: (context: ContractContext) => void,
  options: DescribeContractOptions = {},
): void {
  for (const target of CONTRACT_TARGETS) {
    const reason = target.unavailable();
    const blockTitle =
      reason === null ? `${title} [${target.name}]` : `${title} [${target.name}: skipped, ${reason}]`;
    describe.skipIf(reason !== null)(blockTitle, () => {
      const now = new Date();
      const seed = (options.seed ?? buildSuiteSeed)(now);
      let running: StartedTarget | null = null;
      const started = (): StartedTarget => {
        if (running === null) throw new Error(`${target.name} did not start`);
        return running;
      };
      beforeAll(async () => {
        running = await target.start(seed);
      }, START_TIMEOUT_MS);
      afterAll(async () => {
        await running?.close();
      });
      define({
        api: contractClient({
          baseUrl: () => started().baseUrl,
          appId: seed.appId,
          secret: seed.secret,
        }),
        now,
        seed,
        target,
        started,
        contractTest: (divergenceId) => (name, fn) => {
          if (target.knownDivergences?.has(divergenceId))
            it.fails(`${name} [known divergence: ${divergenceId}]`, fn);
          else it(name, fn);
        },
      });
    });
  }
}
