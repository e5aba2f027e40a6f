/**
 * The session list's order (newest first, ties by id) as an index: each page of the list and each batch of
 * the streamed CSV export (server/dashboard/sessions-csv.ts) is then a range of it, not a sort of the app's
 * whole year. It covers the (app_id, created_at) index of 005, which it replaces.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('session_facts_by_app_time_id')
    .on('session_facts')
    .columns(['app_id', 'created_at', 'session_id'])
    .execute();
  await db.schema.dropIndex('session_facts_by_app_time').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('session_facts_by_app_time')
    .on('session_facts')
    .columns(['app_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('session_facts_by_app_time_id').execute();
}
