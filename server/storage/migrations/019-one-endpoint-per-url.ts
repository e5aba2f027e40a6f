/**
 * One webhook endpoint per URL and app (services/webhooks.ts registerEndpoint): a URL registered twice got
 * every event twice, under two secrets. Endpoints registered twice before this migration keep their oldest
 * registration — the receiver holds its secret and gets each event once from it — and the later ones are
 * removed as the dashboard removes an endpoint (their waiting deliveries failed, each a copy of one the
 * oldest still makes). Then a unique index over the endpoints still registered: removed ones may repeat.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

const DUPLICATE_REMOVED = 'The endpoint was removed: the app registered its URL earlier (migration 019).';

export async function up(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  // No transaction of its own (PostgreSQL's migrator holds one, SQLite's none): stopped halfway, a second run
  // finds the duplicates removed and makes the index.
  const live = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'app_id', 'url'])
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  const later: string[] = [];
  for (const row of live) {
    const key = JSON.stringify([row.app_id, row.url]);
    if (seen.has(key)) later.push(row.id);
    else seen.add(key);
  }
  if (later.length > 0) {
    await db.updateTable('webhook_endpoints').set({ removed_at: now }).where('id', 'in', later).execute();
    await db
      .updateTable('webhook_deliveries')
      .set({ state: 'failed', last_error: DUPLICATE_REMOVED, updated_at: now })
      .where('endpoint_id', 'in', later)
      .where('state', '=', 'pending')
      .execute();
  }
  await db.schema
    .createIndex('webhook_endpoints_one_per_url')
    .on('webhook_endpoints')
    .columns(['app_id', 'url'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('webhook_endpoints_one_per_url').execute();
}
