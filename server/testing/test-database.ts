/**
 * A throwaway database for one test server: a SQLite file in a fresh temporary directory, or a fresh
 * schema in the PostgreSQL of HOLDFAST_TEST_DATABASE_URL (default: the CI machine's, 127.0.0.1:5432/test).
 * Vitest runs files in parallel, so each server gets its own schema and drops it when closed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Dialect, OpenOptions } from '../storage/database.ts';
import { SCHEMA_CATALOG_LOCK } from '../storage/migrate.ts';

export const TEST_PG_URL =
  process.env.HOLDFAST_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  options: OpenOptions;
  /** Where the server may keep blobs for this test. */
  blobDir: string;
  /** Removes the file or drops the schema. */
  drop(): Promise<void>;
}

export function createTestDatabase(dialect: Dialect): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'holdfast-server-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      options: {},
      blobDir: join(dir, 'blobs'),
      drop: async () => removeDir(),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    url: TEST_PG_URL,
    options: { pgSchema: schema, poolSize: 5 },
    blobDir: join(dir, 'blobs'),
    async drop() {
      removeDir();
      const client = new pg.Client({ connectionString: TEST_PG_URL });
      await client.connect();
      try {
        // Not while another test server migrates (migrate.ts SCHEMA_CATALOG_LOCK); ending the client frees it.
        await client.query('select pg_advisory_lock($1)', [SCHEMA_CATALOG_LOCK]);
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
