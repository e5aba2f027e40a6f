/**
 * One server instance in a process of its own, for the crash tests (services/exactly-once-crash.test.ts)
 * and the server bench (bench/server/): it serves the database DATABASE_URL names (PostgreSQL schema HOLDFAST_TEST_PG_SCHEMA) and prints
 * `LISTENING <url>`. With HOLDFAST_TEST_STALL=after-provider it prints `ACTED` once the billing provider
 * has carried out (committed) a money action's change, and then hangs before the answer is kept, so the
 * test can `kill -9` it at exactly that point; `before-provider` hangs once the key is claimed, before the
 * provider acts.
 */
import pino from 'pino';
import { readConfig } from '../config.ts';
import { buildDeps, startServer } from '../create-server.ts';
import type { BillingProvider } from '../providers/billing-provider.ts';

const STALL = process.env.HOLDFAST_TEST_STALL ?? '';
const MONEY_METHODS = [
  'pause',
  'resume',
  'cancel',
  'applyDiscount',
  'extendTrial',
  'changePlan',
  'updateCard',
] as const satisfies readonly (keyof BillingProvider)[];

const hang = () => new Promise<never>(() => {});

function stalling(billing: BillingProvider): BillingProvider {
  const wrapped: BillingProvider = { ...billing };
  for (const method of MONEY_METHODS) {
    const original = billing[method] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      if (STALL === 'before-provider') {
        process.stdout.write('STALLED\n');
        return hang();
      }
      await original(...args);
      process.stdout.write('ACTED\n');
      return hang();
    };
  }
  return wrapped;
}

const config = { ...readConfig(), port: 0, seedDemo: false, webhookWorker: false };
const schema = process.env.HOLDFAST_TEST_PG_SCHEMA;
const deps = await buildDeps(config, {
  logger: pino({ level: process.env.HOLDFAST_TEST_LOG_LEVEL ?? 'silent' }),
  // Few connections each (the crash tests run several instances); the bench asks for the server's default.
  database: schema ? { pgSchema: schema, poolSize: Number(process.env.HOLDFAST_TEST_PG_POOL_SIZE || 4) } : {},
});
if (STALL) deps.billing = stalling(deps.billing);
const server = await startServer(config, deps);
process.stdout.write(`LISTENING ${server.url}\n`);
// A normal exit on SIGTERM, so `--cpu-prof` (bench:server) writes its profile; the crash tests use SIGKILL.
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
