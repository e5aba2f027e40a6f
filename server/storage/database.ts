/**
 * Opens the database DATABASE_URL names: PostgreSQL for `postgres://` / `postgresql://`, otherwise a SQLite
 * file (`sqlite:<path>` or a bare path; `sqlite::memory:` for a throwaway one). Both behind one Kysely type.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './tables.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema the pool works in, when one was asked for. */
  pgSchema: string | null;
}

export interface OpenOptions {
  /** PostgreSQL schema to work in (tests isolate themselves with one each); created when missing. */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Called with each statement's SQL once it ran (tests count round trips with it). */
  onQuery?: (sql: string) => void;
}

/** PostgreSQL connections per server process unless asked otherwise (OpenOptions.poolSize). */
export const DEFAULT_PG_POOL_SIZE = 10;

const PG_URL = /^postgres(ql)?:\/\//i;
/** How long SQLite waits for another connection's write lock before failing (several processes, one file). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export function dialectOf(url: string): Dialect {
  return PG_URL.test(url) ? 'postgres' : 'sqlite';
}

function sqlitePath(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/i, '');
}

function queryLog(options: OpenOptions): Pick<KyselyConfig, 'log'> {
  const { onQuery } = options;
  return onQuery ? { log: (event) => onQuery(event.query.sql) } : {};
}

/** Opens (and for SQLite creates) the database; the caller owns it and must `db.destroy()` it. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<OpenDatabase> {
  if (dialectOf(url) === 'postgres') {
    const schema = options.pgSchema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`Bad schema name ${schema}`);
    if (schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? DEFAULT_PG_POOL_SIZE,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(options) }),
      dialect: 'postgres',
      pgSchema: schema ?? null,
    };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  // WAL lets readers run beside the writer; NORMAL sync is durable across process crashes in WAL mode.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
      ...queryLog(options),
    }),
    dialect: 'sqlite',
    pgSchema: null,
  };
}
