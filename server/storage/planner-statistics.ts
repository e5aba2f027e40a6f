/**
 * Keeps the query planner's statistics fresh. Without them SQLite assumes every index is selective and reads a
 * year of dashboard facts through the `(app_id, created_at)` index row by row, though nearly every row is the
 * one app's — a full scan is five times faster, and the results page over a year of 50,000 sessions goes from
 * 2 s to under 0.5 s once the planner knows (bench/dashboard, docs/server.md). `PRAGMA optimize=0x10002` is
 * SQLite's advice for a long-lived connection: it analyzes, with a bounded sample, the tables whose statistics
 * are missing or stale. PostgreSQL's autovacuum keeps statistics too, but only some time after a bulk load:
 * until then it guesses ~100 rows for an app's year of facts and sorts them all for every page of the session
 * list (0.7 s a page, against 30 ms from the list's index); an ANALYZE of the dashboard's fact tables (sampled,
 * cheap) settles that at the sweep.
 */
import { sql } from 'kysely';
import type { OpenDatabase } from './database.ts';

export async function refreshPlannerStatistics(
  database: Pick<OpenDatabase, 'db' | 'dialect'>,
): Promise<void> {
  if (database.dialect === 'sqlite') await sql`pragma optimize=0x10002`.execute(database.db);
  else await sql`analyze session_facts, session_offer_facts`.execute(database.db);
}
