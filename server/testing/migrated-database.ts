/**
 * A fresh database of one dialect, migrated to the latest schema, for the enclosing describe block of a
 * storage test: `prepare` fills it once; it is closed and dropped after the block.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type Dialect, type OpenDatabase, openDatabase } from '../storage/database.ts';
import { migrateToLatest } from '../storage/migrate.ts';
import type { Database } from '../storage/tables.ts';
import { START_TIMEOUT_MS } from './on-both-dialects.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The open database, set once beforeAll ran. */
export interface MigratedDatabase {
  database: OpenDatabase;
}

export function useMigratedDatabase(
  dialect: Dialect,
  prepare?: (db: Kysely<Database>) => Promise<void>,
): MigratedDatabase {
  const under = {} as MigratedDatabase;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = createTestDatabase(dialect);
    under.database = await openDatabase(testDb.url, testDb.options);
    await migrateToLatest(under.database.db, under.database.pgSchema);
    await prepare?.(under.database.db);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await under.database?.db.destroy();
    await testDb?.drop();
  }, START_TIMEOUT_MS);
  return under;
}
