/**
 * Runs a block of server tests once per database — SQLite and PostgreSQL — each on a fresh server with
 * the server tests' seed, so every query is proven on both dialects.
 */
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import type { AppSeed } from '../../contract/seed.ts';
import type { Dialect } from '../storage/database.ts';
import { serverTestSeed } from './server-seed.ts';
import { type StartedTestServer, startTestServer } from './start-test-server.ts';
import { createTestClient, type TestCall } from './test-client.ts';

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

/** Starting a server migrates a fresh database: seconds on a busy CI machine, more than vitest's 10 s default. */
export const START_TIMEOUT_MS = 60_000;

export interface ServerUnderTest {
  call: TestCall;
  /** The running server; set once beforeAll ran. */
  started: StartedTestServer;
}

export function describeOnBothDialects(
  title: string,
  body: (server: ServerUnderTest) => void,
  options: {
    seed?: () => AppSeed;
    withoutMailer?: boolean;
    trustProxy?: boolean;
    /** For webhook and customer-data receivers on loopback (start-test-server.ts). */
    allowPrivateWebhookAddresses?: boolean;
    /** Where both servers log (start-test-server.ts). */
    logger?: Logger;
  } = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      const server = {} as ServerUnderTest;
      beforeAll(async () => {
        server.started = await startTestServer({
          dialect,
          seed: (options.seed ?? serverTestSeed)(),
          ...(options.withoutMailer && { withoutMailer: true }),
          ...(options.trustProxy && { trustProxy: true }),
          ...(options.allowPrivateWebhookAddresses && { allowPrivateWebhookAddresses: true }),
          ...(options.logger && { logger: options.logger }),
        });
        server.call = createTestClient(server.started.baseUrl);
      }, START_TIMEOUT_MS);
      afterAll(async () => {
        await server.started?.close();
      }, START_TIMEOUT_MS);
      body(server);
    });
  }
}
