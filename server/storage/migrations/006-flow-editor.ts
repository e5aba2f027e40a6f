/**
 * The flow editor (issue 21 item 2): one unpublished draft per flow (the blueprint in its wire form, kept
 * even while its path has problems, so an author can save work in progress) and the audit log of who saved,
 * published or rolled back which flow when. Portable types only, like 001.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('flow_drafts')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('blueprint', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_drafts_pk', ['app_id', 'flow_id'])
    .execute();
  await db.schema
    .createTable('flow_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addColumn('from_version', 'integer')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('flow_audit_by_flow')
    .on('flow_audit')
    .columns(['app_id', 'flow_id', 'at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('flow_audit').execute();
  await db.schema.dropTable('flow_drafts').execute();
}
