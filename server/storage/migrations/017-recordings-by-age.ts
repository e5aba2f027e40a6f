/**
 * The recording retention's sweep (services/recording-retention.ts, RECORDING_RETENTION_DAYS) reads the sessions
 * that still hold a recording, oldest first, before a cutoff: a partial index of exactly those, so the hourly
 * sweep is a range of it, not a scan of a year of sessions (most of which hold none). Portable: SQLite and
 * PostgreSQL both take a partial index.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('sessions_recordings_by_age')
    .on('sessions')
    .column('created_at')
    .where(sql.ref('recording_blob'), 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessions_recordings_by_age').execute();
}
