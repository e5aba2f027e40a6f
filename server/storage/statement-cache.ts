/**
 * Kysely's SQLite driver prepares every statement anew, which costs as much as running most of ours. The
 * server's queries are a small fixed set, so each compiled statement is kept by its SQL text and reused.
 * Safe because the driver runs one query at a time on its single connection (a streamed query holds the
 * connection until it ends; a statement still busy is prepared anew), and SQLite re-prepares a kept statement by itself after a schema change.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** More distinct statements than the server has; past it, the oldest kept one is dropped. */
export const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare(sql: string) {
      let statement = kept.get(sql);
      // A stream left unfinished keeps its statement busy: that one is not reused.
      if (!statement || statement.busy) {
        statement = database.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value as string);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}
