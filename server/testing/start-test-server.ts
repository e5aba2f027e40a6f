/**
 * The server as a test target (the contract suite's and our own): a fresh database of the given dialect,
 * the seed loaded (the wire-format AppSeed the mock also loads), a real listener on a free loopback port.
 */
import pino, { type Logger } from 'pino';
import type { AppSeed } from '../../contract/seed.ts';
import { readConfig } from '../config.ts';
import { buildDeps, type RunningServer, type ServerOptions, startServer } from '../create-server.ts';
import type { OutgoingMail } from '../providers/mailer.ts';
import type { Dialect } from '../storage/database.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { createCapturingMailer } from './capturing-mailer.ts';
import { createTestDatabase } from './test-database.ts';

export interface StartedTestServer {
  baseUrl: string;
  close(): Promise<void>;
  /** The code of the last verification e-mail to `email`, or null. */
  latestEmailCode(email: string): Promise<string | null>;
  /** Every e-mail the server sent, oldest first (the browser tests show them as the mock's outbox). */
  sentMails(): readonly OutgoingMail[];
  /** The running server (its services), for tests of this repository that look inside. */
  server: RunningServer;
}

export async function startTestServer(options: {
  dialect: Dialect;
  seed: AppSeed;
  now?: () => Date;
  stripeClient?: ServerOptions['stripeClient'];
  /** Sees the SQL of every statement the server runs. */
  onQuery?: (sql: string) => void;
  /** How long the server keeps an app's configuration (CONFIG_CACHE_MS; the default otherwise). */
  configCacheMs?: number;
  /** Starts it with no mailer, as a server without SMTP_URL runs (check-identity 503); else mail is caught. */
  withoutMailer?: boolean;
  /** TRUST_PROXY=1: the client address is the X-Forwarded-For a test sends. */
  trustProxy?: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true: for a test whose webhook or customer-data receiver is on loopback. */
  allowPrivateWebhookAddresses?: boolean;
  /** Where the server logs, for a test that reads what it logged; silent otherwise (HOLDFAST_TEST_LOG_LEVEL). */
  logger?: Logger;
}): Promise<StartedTestServer> {
  const database = createTestDatabase(options.dialect);
  const config = {
    ...readConfig({}),
    port: 0,
    databaseUrl: database.url,
    blobDir: database.blobDir,
    seedDemo: false,
    shutdownGraceMs: 2_000,
    ...(options.configCacheMs !== undefined && { configCacheMs: options.configCacheMs }),
    ...(options.trustProxy && { proxyHops: 1 }),
    ...(options.allowPrivateWebhookAddresses && { webhookAllowPrivateAddresses: true }),
  };
  const mailer = createCapturingMailer();
  const deps = await buildDeps(config, {
    logger: options.logger ?? pino({ level: process.env.HOLDFAST_TEST_LOG_LEVEL ?? 'silent' }),
    database: { ...database.options, ...(options.onQuery ? { onQuery: options.onQuery } : {}) },
    ...(options.withoutMailer ? {} : { mailer }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.stripeClient ? { stripeClient: options.stripeClient } : {}),
  });
  try {
    await loadSeed(deps.database, options.seed, deps.now());
  } catch (error) {
    await deps.database.db.destroy();
    await database.drop();
    throw error;
  }
  const server = await startServer(config, deps);
  return {
    baseUrl: server.url,
    server,
    async close() {
      await server.close();
      await database.drop();
    },
    latestEmailCode: async (email) => mailer.latestCode(email),
    sentMails: () => mailer.sent,
  };
}
