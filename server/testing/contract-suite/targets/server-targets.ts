/**
 * The real server (server/) as contract targets, one per database. The server's test entry
 * (`server/testing/start-test-server.ts`, exporting `startTestServer({ dialect, seed })`) is loaded with a
 * dynamic import guarded by its existence: until it lands the targets are listed but skipped with a message
 * naming it, and the suite still typechecks (a non-literal specifier is not resolved by tsc).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { ContractTarget, StartedTarget } from './contract-target.ts';

const START_TEST_SERVER_URL = new URL('../../start-test-server.ts', import.meta.url);
const START_TEST_SERVER_PATH = fileURLToPath(START_TEST_SERVER_URL);
const MODULE_NAME = 'server/testing/start-test-server.ts';

export type Dialect = 'sqlite' | 'postgres';

/** What startTestServer resolves to; anything more it offers is optional to the suite. */
const StartedServerSchema = v.looseObject({
  baseUrl: v.pipe(v.string(), v.url()),
  close: v.function(),
  latestEmailCode: v.optional(v.function()),
});

function unavailable(): string | null {
  return existsSync(START_TEST_SERVER_PATH)
    ? null
    : `${MODULE_NAME} does not exist yet (the server's test entry, startTestServer)`;
}

async function startServer(dialect: Dialect, seed: unknown): Promise<StartedTarget> {
  const module: Record<string, unknown> = await import(/* @vite-ignore */ START_TEST_SERVER_URL.href);
  const start = module.startTestServer;
  if (typeof start !== 'function') throw new Error(`${MODULE_NAME} does not export startTestServer`);
  const started = v.parse(StartedServerSchema, await start({ dialect, seed }));
  const { latestEmailCode } = started;
  return {
    baseUrl: started.baseUrl.replace(/\/$/, ''),
    close: async () => {
      await started.close();
    },
    ...(latestEmailCode && {
      latestEmailCode: async (email: string) => v.parse(v.nullable(v.string()), await latestEmailCode(email)),
    }),
  };
}

/** Tests of the contract the server fails today (none); each would be a finding in the suite's report. */
const SERVER_DIVERGENCES: ReadonlySet<string> = new Set<string>();

/** The server on one database. */
export function serverTarget(dialect: Dialect): ContractTarget {
  return {
    name: `server (${dialect})`,
    unavailable,
    knownDivergences: SERVER_DIVERGENCES,
    start: (seed) => startServer(dialect, seed),
  };
}
