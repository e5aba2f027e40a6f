/**
 * Moving from SQLite to PostgreSQL (docs/server.md "PostgreSQL"): copies every table of a SQLite database into
 * an empty database of the same schema, in one transaction on the target — all of it arrives, or nothing.
 * Both are first brought up to date with the one migration set, so their tables and columns are the same;
 * the tables are read from the source's catalogue, so a table added by a later migration is copied without
 * anyone remembering to list it. The target's planner statistics are refreshed after. Recordings live in
 * BLOB_DIR, which stays where it is.
 */
import { type Kysely, sql } from 'kysely';
import type { OpenDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';
import type { Database } from './tables.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
export const COPY_BATCH_ROWS = 500;

export const COPY_MESSAGES = {
  sourceNotSqlite: 'The source must be the SQLite database (DATABASE_URL) you are moving from.',
  targetNotEmpty: (table: string) =>
    `The target database is not empty (table ${table} has rows): copy into a new, empty database.`,
} as const;

// biome-ignore lint/suspicious/noExplicitAny: tables are copied by name, whatever their row type.
type AnyDb = Kysely<any>;

/**
 * The source's tables, but Kysely's own bookkeeping (each database keeps its own), each after the tables its
 * foreign keys refer to.
 */
async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string; parent: string | null }>`
    select m.name as name, f."table" as parent
    from sqlite_master m left join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'
    order by m.name`.execute(db);
  const parents = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = parents.get(row.name) ?? new Set<string>();
    if (row.parent && row.parent !== row.name) set.add(row.parent);
    parents.set(row.name, set);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of parents.keys()) visit(table, new Set());
  return ordered;
}

/** Copies `source` (SQLite) into the empty `target`; answers the rows copied per table. */
export async function copyDatabase(
  source: OpenDatabase,
  target: OpenDatabase,
): Promise<Record<string, number>> {
  if (source.dialect !== 'sqlite') throw new Error(COPY_MESSAGES.sourceNotSqlite);
  await migrateToLatest(source.db, source.pgSchema);
  await migrateToLatest(target.db, target.pgSchema);
  const tables = await tablesOf(source.db);
  const from = source.db as AnyDb;
  for (const table of tables) {
    const any = await (target.db as AnyDb).selectFrom(table).select(sql`1`.as('one')).limit(1).execute();
    if (any.length > 0) throw new Error(COPY_MESSAGES.targetNotEmpty(table));
  }
  const copied = await target.db.transaction().execute(async (trx) => {
    const to = trx as AnyDb;
    const copied: Record<string, number> = {};
    for (const table of tables) {
      let count = 0;
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length > 0) await to.insertInto(table).values(batch).execute();
        count += batch.length;
        batch = [];
      };
      for await (const row of from.selectFrom(table).selectAll().stream()) {
        batch.push(row as Record<string, unknown>);
        if (batch.length >= COPY_BATCH_ROWS) await flush();
      }
      await flush();
      copied[table] = count;
    }
    return copied;
  });
  // The planner's guesses before autovacuum has seen a bulk load are costly (storage/planner-statistics.ts).
  await refreshPlannerStatistics(target);
  return copied;
}
