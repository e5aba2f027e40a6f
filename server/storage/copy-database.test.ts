/**
 * Moving from SQLite to PostgreSQL (docs/server.md): every table of a used SQLite database arrives in an
 * empty PostgreSQL schema row for row; a target that already holds data, or a source that is not SQLite, is
 * refused with a clear message.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTeam, postSession } from '../dashboard/testing/dashboard-seed.ts';
import { registerCustomerDataEndpoint } from '../services/customer-data.ts';
import { registerEndpoint } from '../services/webhooks.ts';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { createTestClient } from '../testing/test-client.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { COPY_MESSAGES, copyDatabase } from './copy-database.ts';
import { type OpenDatabase, openDatabase } from './database.ts';

let source: StartedTestServer;
let targetDb: TestDatabase;
let target: OpenDatabase;

/**
 * A table's rows in a comparable form: each as sorted JSON, the list sorted. The dashboard's sign-in keeps
 * booleans, which SQLite answers as 1/0 and PostgreSQL as true/false: the same value.
 */
async function rowsOf(database: OpenDatabase, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
  return rows
    .map((row) => {
      const entries = Object.entries(row).map(([column, value]) => [
        column,
        typeof value === 'boolean' ? Number(value) : value,
      ]);
      return JSON.stringify(
        Object.fromEntries(entries.sort(([a], [b]) => String(a).localeCompare(String(b)))),
      );
    })
    .sort();
}

beforeAll(async () => {
  source = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed() });
  const call = createTestClient(source.baseUrl);
  const { deps } = source.server;
  // Rows in the tables a used server fills: sessions and their facts, served offers, the team, webhooks.
  await makeTeam(source, APP_ID);
  await postSession(call, { as: 'ada', reason: 'expensive', canceled: true }, 'copy-1');
  await postSession(call, { as: 'bob', accepted: { guid: 'offer_pause', offerType: 'PAUSE' } }, 'copy-2');
  await registerEndpoint(deps, APP_ID, 'https://hooks.example.com/holdfast');
  await registerCustomerDataEndpoint(deps, APP_ID, 'https://crm.example.com/holdfast');
  targetDb = createTestDatabase('postgres');
  target = await openDatabase(targetDb.url, targetDb.options);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await target?.db.destroy();
  await targetDb?.drop();
  await source?.close();
}, START_TIMEOUT_MS);

describe('copying a SQLite database into PostgreSQL', () => {
  it('copies every table, row for row', async () => {
    const copied = await copyDatabase(source.server.deps.database, target);
    for (const table of ['apps', 'app_secrets', 'flows', 'flow_versions', 'sessions', 'session_facts'])
      expect(copied[table], table).toBeGreaterThan(0);
    expect(copied.webhook_endpoints).toBe(1);
    expect(copied.customer_data_endpoints).toBe(1);
    expect(copied.dashboard_users).toBeGreaterThan(0);
    for (const table of Object.keys(copied))
      expect(await rowsOf(target, table), table).toEqual(await rowsOf(source.server.deps.database, table));
  });

  it('refuses a target that already holds data, changing nothing', async () => {
    const before = await rowsOf(target, 'sessions');
    await expect(copyDatabase(source.server.deps.database, target)).rejects.toThrow(/is not empty/);
    expect(await rowsOf(target, 'sessions')).toEqual(before);
  });

  it('refuses a source that is not SQLite', async () => {
    await expect(copyDatabase(target, source.server.deps.database)).rejects.toThrow(
      COPY_MESSAGES.sourceNotSqlite,
    );
  });
});
