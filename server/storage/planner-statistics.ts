/**
 * Keeps the query planner's statistics fresh. Without them SQLite assumes every index is selective and reads a
 * year of dashboard facts through the `(app_id, created_at)` index row by row, though nearly every row is the
 * one app's — a full scan is five times faster, and the results page over a year of 50,000 sessions goes from
 * 2 s to under 0.5 s once the planner knows (bench/dashboard, docs/server.md). `PRAGMA optimize=0x10002` is
 * SQLite's advice for a long-lived connection: it analyzes, with a bounded sample, the tables whose statistics
 * are missing or stale.
 *
 * PostgreSQL's autovacuum keeps statistics too, but only some time after a bulk load (a seed, `copy-database`,
 * an import), and until then it guesses. Two guesses cost dearly: ~100 rows for an app's year of facts, so it
 * sorts them all for every page of the session list (0.7 s a page, against 30 ms from the list's index); and
 * a tie between a customer's primary key and the `(app_id, provider, email)` index, which it breaks for the
 * e-mail index and then filters every customer of the app for each lookup (1 ms instead of 0.02 ms, on the
 * path of every call: a money action on 1,000 customers ran at 330/s instead of 500/s in bench:server). So
 * every table of our schema is analyzed — sampled, so bounded however large a table grows.
 */
import { sql } from 'kysely';
import type { OpenDatabase } from './database.ts';

export async function refreshPlannerStatistics(
  database: Pick<OpenDatabase, 'db' | 'dialect'>,
): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql`pragma optimize=0x10002`.execute(database.db);
    return;
  }
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely%'
    order by tablename`.execute(database.db);
  if (rows.length === 0) return;
  await sql`analyze ${sql.join(rows.map((row) => sql.table(row.name)))}`.execute(database.db);
}
