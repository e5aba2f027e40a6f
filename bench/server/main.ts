/**
 * `npm run bench:server` — requests per second and p50/p99 latency of the embed call and of a money action
 * (extendTrial, a unique Idempotency-Key each), against the real server in a process of its own on SQLite
 * and on PostgreSQL, each on a fresh database. Loopback only and bounded: a warm-up, then each call at the
 * target rate for the duration. The goal (issue 19): 0 errors and p99 under 50 ms at 500 req/s for 30 s.
 *
 *   npm run bench:server -- [--rate=500] [--duration=30] [--warmup=5] [--dialect=sqlite|postgres|both]
 *                           [--cpu-prof=DIR]   (the server process writes a V8 CPU profile there on exit)
 *
 * Run it under the browser lock on a shared machine (docs/server.md "Benchmark" has the figures).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { API_CALLS } from '../../contract/call-table.ts';
import { HEADERS } from '../../contract/headers.ts';
import type { AppSeed } from '../../contract/seed.ts';
import { readConfig } from '../../server/config.ts';
import { buildDeps } from '../../server/create-server.ts';
import { computeAuthHash } from '../../server/services/auth-hash.ts';
import { DEFAULT_PG_POOL_SIZE, type Dialect } from '../../server/storage/database.ts';
import { loadSeed } from '../../server/storage/load-seed.ts';
import { APP_ID, FLOW_ID, OFFER, serverTestSeed, TEST_SECRET } from '../../server/testing/server-seed.ts';
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-database.ts';
import { type LoadRequest, type LoadResult, runOpenLoop } from './open-loop.ts';

const SERVER_SCRIPT = fileURLToPath(new URL('../../server/testing/server-process.ts', import.meta.url));
/**
 * Customers on a trial: spread so the money actions do not all queue on one customer's row, and so each keeps
 * a history a customer could have (15,000 actions over 1,000 customers is 15 accepted offers each, which every
 * next action reads for its cooldowns; over 200 it was 75, a history no customer has).
 */
const BENCH_CUSTOMERS = 1_000;
/** The rate at which every bench customer is served the flow once before the runs. */
const SERVE_RATE = 250;
const GOAL = { rate: 500, durationS: 30, p99Ms: 50 };

function option(name: string, fallback: string): string {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? given.slice(name.length + 3) : fallback;
}

function positive(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** The server tests' seed plus BENCH_CUSTOMERS copies of its trial customer. */
function benchSeed(now: Date): AppSeed {
  const seed = serverTestSeed(now);
  const trial = JSON.stringify(seed.customers.find((entry) => entry.customer.id === 'cus_trial'));
  const copies = Array.from({ length: BENCH_CUSTOMERS }, (_, index) =>
    JSON.parse(
      trial.replaceAll('cus_trial"', `cus_bench${index}"`).replaceAll('sub_trial"', `sub_bench${index}"`),
    ),
  );
  return { ...seed, customers: [...seed.customers, ...copies] };
}

function headersFor(index: number): Record<string, string> {
  const id = `cus_bench${index % BENCH_CUSTOMERS}`;
  return {
    [HEADERS.appId]: APP_ID,
    [HEADERS.customerId]: id,
    [HEADERS.authHash]: computeAuthHash(TEST_SECRET, id),
    [HEADERS.mode]: 'TEST',
    'content-type': 'application/json',
  };
}

const embed = (index: number): LoadRequest => ({
  method: API_CALLS.embed.method,
  path: API_CALLS.embed.path.replace('{appId}', APP_ID),
  headers: headersFor(index),
  body: '{}',
});

const extendTrial = (index: number): LoadRequest => ({
  method: API_CALLS.extendTrial.method,
  path: API_CALLS.extendTrial.path.replace('{appId}', APP_ID),
  headers: { ...headersFor(index), [HEADERS.idempotencyKey]: randomUUID() },
  body: JSON.stringify({ days: OFFER.trialDays, blueprintId: FLOW_ID }),
});

async function startServerProcess(
  database: TestDatabase,
  logFile: string,
): Promise<{ url: string; child: ChildProcess }> {
  const out = openSync(logFile, 'w');
  const profileDir = option('cpu-prof', '');
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', SERVER_SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      HOLDFAST_TEST_PG_SCHEMA: database.options.pgSchema ?? '',
      // The pool `npm run server` has, not the crash tests' smaller one.
      HOLDFAST_TEST_PG_POOL_SIZE: String(DEFAULT_PG_POOL_SIZE),
      // Request logs on, as `npm run server` has them, written to a file rather than a pipe we must drain.
      HOLDFAST_TEST_LOG_LEVEL: 'info',
      BLOB_DIR: database.blobDir,
    },
    stdio: ['ignore', out, 'inherit'],
  });
  closeSync(out);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const listening = /LISTENING (\S+)/.exec(readFileSync(logFile, 'utf8'));
    if (listening) return { url: listening[1]!, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function row(dialect: Dialect, call: string, result: LoadResult): string {
  const fixed = (value: number) => value.toFixed(1);
  const failures = Object.entries(result.failures)
    .map(([what, count]) => `${what}×${count}`)
    .join(' ');
  return `| ${dialect} | ${call} | ${result.sent} | ${fixed(result.achievedRps)} | ${result.errors}${failures ? ` (${failures})` : ''} | ${fixed(result.p50Ms)} | ${fixed(result.p99Ms)} | ${fixed(result.maxMs)} |`;
}

async function benchDialect(
  dialect: Dialect,
  rate: number,
  durationMs: number,
  warmupMs: number,
): Promise<string[]> {
  const database = createTestDatabase(dialect);
  const config = { ...readConfig({}), databaseUrl: database.url, blobDir: database.blobDir };
  const deps = await buildDeps(config, { logger: pino({ level: 'silent' }), database: database.options });
  await loadSeed(deps.database, benchSeed(new Date()), deps.now());
  await deps.database.db.destroy();
  const server = await startServerProcess(database, join(database.blobDir, '..', 'server.log'));
  try {
    // Every bench customer is served the flow once, so its trial offer may be accepted.
    await runOpenLoop({
      baseUrl: server.url,
      rate: SERVE_RATE,
      durationMs: (BENCH_CUSTOMERS / SERVE_RATE) * 1_000,
      next: embed,
    });
    await runOpenLoop({ baseUrl: server.url, rate, durationMs: warmupMs, next: embed });
    const rows = [
      row(dialect, 'embed', await runOpenLoop({ baseUrl: server.url, rate, durationMs, next: embed })),
    ];
    await runOpenLoop({ baseUrl: server.url, rate, durationMs: warmupMs, next: extendTrial });
    rows.push(
      row(
        dialect,
        'extendTrial',
        await runOpenLoop({ baseUrl: server.url, rate, durationMs, next: extendTrial }),
      ),
    );
    return rows;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await database.drop();
  }
}

async function main(): Promise<void> {
  const rate = positive('rate', GOAL.rate);
  const durationS = positive('duration', GOAL.durationS);
  const warmupS = positive('warmup', 5);
  const which = option('dialect', 'both');
  const dialects: Dialect[] = which === 'both' ? ['sqlite', 'postgres'] : [which as Dialect];
  if (!dialects.every((dialect) => dialect === 'sqlite' || dialect === 'postgres'))
    throw new Error('--dialect is sqlite, postgres or both');
  console.log(
    `Holdfast server bench: ${rate} req/s for ${durationS} s per call (after ${warmupS} s warm-up)\n`,
  );
  const rows = [
    '| database | call | requests | ok/s | errors | p50 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const dialect of dialects)
    rows.push(...(await benchDialect(dialect, rate, durationS * 1_000, warmupS * 1_000)));
  console.log(rows.join('\n'));
  console.log(
    `\nGoal: 0 errors and p99 under ${GOAL.p99Ms} ms at ${GOAL.rate} req/s for ${GOAL.durationS} s.`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
