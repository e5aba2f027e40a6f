/**
 * After a bulk load (a seed, `copy-database`, an import) the planner must find a customer by its key. Before
 * PostgreSQL's autovacuum got round to the table it broke a tie between the primary key and the
 * `(app_id, provider, email)` index for the e-mail one, and filtered every customer of the app on each call
 * (bench:server: a money action at 330/s instead of 500/s); the refresh settles it on both databases.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppSeed } from '../../contract/seed.ts';
import { DIALECTS, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type OpenDatabase, openDatabase } from './database.ts';
import { loadSeed } from './load-seed.ts';
import { migrateToLatest } from './migrate.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';

const CUSTOMERS = 500;

/** The server tests' seed and CUSTOMERS copies of its trial customer, each with an e-mail of its own. */
function manyCustomers(now: Date): AppSeed {
  const seed = serverTestSeed(now);
  const trial = seed.customers.find((entry) => entry.customer.id === 'cus_trial');
  const copies = Array.from({ length: CUSTOMERS }, (_, index) => {
    const copy = structuredClone(trial!);
    copy.customer.id = `cus_many${index}`;
    copy.customer.email = `many${index}@example.com`;
    for (const subscription of copy.customer.subscriptions?.data ?? []) subscription.id = `sub_many${index}`;
    return copy;
  });
  return { ...seed, customers: [...seed.customers, ...copies] };
}

async function planOfCustomerLookup(database: OpenDatabase): Promise<string> {
  const lookup = sql`select * from billing_customers
    where app_id = ${APP_ID} and provider = 'STRIPE' and customer_id = 'cus_many7'`;
  const explained =
    database.dialect === 'sqlite'
      ? await sql<{ detail: string }>`explain query plan ${lookup}`.execute(database.db)
      : await sql<{ 'QUERY PLAN': string }>`explain ${lookup}`.execute(database.db);
  return explained.rows.map((row) => ('detail' in row ? row.detail : row['QUERY PLAN'])).join('\n');
}

/** The customer id is part of the index search, not a filter over the app's customers. */
const SEARCHES_BY_CUSTOMER_ID = {
  sqlite: /SEARCH billing_customers USING INDEX \S+ \(app_id=\? AND provider=\? AND customer_id=\?\)/,
  postgres: /Index Cond: .*customer_id = 'cus_many7'/,
} as const;

for (const dialect of DIALECTS) {
  describe(`planner statistics [${dialect}]`, () => {
    let testDb: TestDatabase | undefined;
    let database: OpenDatabase | undefined;
    afterEach(async () => {
      await database?.db.destroy();
      await testDb?.drop();
    });

    it(
      'finds a customer by its key once a bulk load is analyzed',
      async () => {
        testDb = createTestDatabase(dialect);
        database = await openDatabase(testDb.url, testDb.options);
        await migrateToLatest(database.db, database.pgSchema);
        await loadSeed(database, manyCustomers(new Date()), new Date());
        await refreshPlannerStatistics(database);
        const plan = await planOfCustomerLookup(database);
        expect(plan).toMatch(SEARCHES_BY_CUSTOMER_ID[dialect]);
        expect(plan).not.toContain('Filter');
      },
      START_TIMEOUT_MS,
    );
  });
}
