/**
 * A past session's chosen offer options, kept apart from the delivered results: a pause until a custom date
 * has no pauseDuration, so its end (`offerOptions.pauseEndDate`) is what the next embed's cooldowns and the
 * Braintree resume date read. Sessions delivered before this migration get theirs back from their results;
 * seeded history had none to keep.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

/** Rows read per round of the backfill, so a large sessions table is never held in memory at once. */
const BACKFILL_BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('offer_options', 'text').execute();
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; results: string }> = await db
      .selectFrom('sessions')
      .select(['id', 'results'])
      .where('results', 'like', '%"pauseEndDate":"%')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    for (const row of rows) {
      const pauseEndDate = (JSON.parse(row.results) as { offerOptions?: { pauseEndDate?: unknown } | null })
        .offerOptions?.pauseEndDate;
      if (typeof pauseEndDate === 'string')
        await db
          .updateTable('sessions')
          .set({ offer_options: JSON.stringify({ pauseEndDate }) })
          .where('id', '=', row.id)
          .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) return;
    after = last.id;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('offer_options').execute();
}
