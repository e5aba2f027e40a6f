/**
 * `npm run bench:dashboard` — how fast the dashboard's API answers with a year of sessions for 10,000
 * customers (issue 21 item 7: every page under a second). A real server on a fresh database, the year seeded
 * with bulk inserts (seed-year.ts), an owner signed in; then each page's calls are timed over loopback.
 * The timings are reported against the goal, not asserted: they depend on the machine.
 *
 *   npm run bench:dashboard -- [--dialect=sqlite|postgres|both] [--customers=10000] [--per-customer=5] [--runs=5]
 */
import { DASHBOARD_PATHS } from '../../contract/dashboard-api.ts';
import { makeTeam, signIn, TEAM } from '../../server/dashboard/testing/dashboard-seed.ts';
import type { Dialect } from '../../server/storage/database.ts';
import { refreshPlannerStatistics } from '../../server/storage/planner-statistics.ts';
import { APP_ID, FLOW_ID, serverTestSeed } from '../../server/testing/server-seed.ts';
import { startTestServer } from '../../server/testing/start-test-server.ts';
import { seedYearOfSessions } from './seed-year.ts';

/** Issue 21 item 7: a dashboard page within a second. */
const GOAL_MS = 1_000;
const DIALECT_CHOICES: Record<string, readonly Dialect[]> = {
  sqlite: ['sqlite'],
  postgres: ['postgres'],
  both: ['sqlite', 'postgres'],
};

function option(name: string, fallback: string): string {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? given.slice(name.length + 3) : fallback;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The calls each page makes on opening (the session page: its detail). */
function pageCalls(now: Date): { page: string; path: string }[] {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    { page: 'results, the whole year', path: DASHBOARD_PATHS.results(APP_ID) },
    // The dashboard sends the browser's zone: its days are summed from per-hour counts (results-query.ts).
    {
      page: 'results, the whole year, Auckland',
      path: `${DASHBOARD_PATHS.results(APP_ID)}?tz=Pacific%2FAuckland`,
    },
    // India's +5:30 needs quarter-hour slots.
    {
      page: 'results, the whole year, Kolkata',
      path: `${DASHBOARD_PATHS.results(APP_ID)}?tz=Asia%2FKolkata`,
    },
    {
      page: 'results, last 30 days, LIVE',
      path: `${DASHBOARD_PATHS.results(APP_ID)}?from=${monthAgo}&mode=LIVE`,
    },
    { page: 'sessions, first page', path: DASHBOARD_PATHS.sessions(APP_ID) },
    { page: 'sessions, searched', path: `${DASHBOARD_PATHS.sessions(APP_ID)}?q=cus_bench_4242` },
    { page: 'sessions, CSV of the year', path: DASHBOARD_PATHS.sessionsCsv(APP_ID) },
    { page: 'a session', path: DASHBOARD_PATHS.session(APP_ID, 'sess_bench_4242_0') },
  ];
}

async function benchDialect(dialect: Dialect, customers: number, perCustomer: number, runs: number) {
  const now = new Date();
  const server = await startTestServer({ dialect, seed: serverTestSeed(now) });
  try {
    await makeTeam(server, APP_ID);
    const seedStart = performance.now();
    const counts = await seedYearOfSessions(server.server.deps.database.db, {
      appId: APP_ID,
      flowId: FLOW_ID,
      flowVersion: 1,
      customers,
      sessionsPerCustomer: perCustomer,
      now,
    });
    // What the server's hourly sweep does (services/purge.ts): without it SQLite's plan is the slow one.
    await refreshPlannerStatistics(server.server.deps.database);
    const seedMs = performance.now() - seedStart;
    console.log(
      `\n[${dialect}] seeded ${counts.sessions.toLocaleString('en')} sessions (${customers.toLocaleString('en')} customers × ${perCustomer}, ${counts.offerFacts.toLocaleString('en')} offer rows) in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const { cookie } = await signIn(server.baseUrl, TEAM.owner.email, TEAM.owner.password);
    let worst = 0;
    for (const call of pageCalls(now)) {
      const times: number[] = [];
      let bytes = 0;
      // The first answer warms the connection and the database's caches; it is not counted.
      for (let run = 0; run <= runs; run++) {
        const start = performance.now();
        const response = await fetch(`${server.baseUrl}${call.path}`, { headers: { cookie } });
        const body = await response.arrayBuffer();
        if (!response.ok)
          throw new Error(`${call.page}: ${response.status} ${new TextDecoder().decode(body)}`);
        if (run > 0) times.push(performance.now() - start);
        bytes = body.byteLength;
      }
      const [p50, max] = [median(times), Math.max(...times)];
      worst = Math.max(worst, max);
      const verdict = max <= GOAL_MS ? 'ok' : 'OVER';
      console.log(
        `  ${call.page.padEnd(30)} median ${p50.toFixed(0).padStart(5)} ms  max ${max.toFixed(0).padStart(5)} ms  ${(bytes / 1024).toFixed(0).padStart(6)} KiB  ${verdict}`,
      );
    }
    console.log(
      `  slowest answer ${worst.toFixed(0)} ms against the ${GOAL_MS} ms goal: ${worst <= GOAL_MS ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.close();
  }
}

const dialects = DIALECT_CHOICES[option('dialect', 'sqlite')];
if (!dialects) throw new Error('--dialect is sqlite, postgres or both');
const customers = positiveInteger('customers', 10_000);
const perCustomer = positiveInteger('per-customer', 5);
const runs = positiveInteger('runs', 5);
for (const dialect of dialects) await benchDialect(dialect, customers, perCustomer, runs);
