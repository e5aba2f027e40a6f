/**
 * The customer's free-form feedback (the session results' `feedback`) as a fact, `session_facts.feedback`, so
 * the sessions CSV reads it from the row it already reads (server/dashboard/sessions-csv.ts) rather than taking
 * each session's results apart (docs/server.md "The sessions CSV's feedback"). Sessions stored before get theirs
 * from their stored results, read in JavaScript as 016 does: a body stored before NULs were replaced
 * (server/http/request-text.ts) holds an escaped NUL that PostgreSQL's ->> refuses, and its text no NUL.
 * Portable types only, like 001.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

/** Sessions read per round of the backfill, so a large sessions table is never held in memory at once. */
const BACKFILL_BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('session_facts').addColumn('feedback', 'text').execute();
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; results: string }> = await db
      .selectFrom('sessions')
      .select(['id', 'results'])
      .where('results', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    // Most sessions typed none: those that did, one statement per batch. One per session took 8–11 minutes
    // for 40,000 on PostgreSQL (about 5 s so), docs/server.md "The sessions CSV's feedback".
    const fills = rows.flatMap((row) => {
      const { feedback } = JSON.parse(row.results) as { feedback?: unknown };
      return typeof feedback === 'string' && feedback !== ''
        ? [{ id: row.id, feedback: feedback.replaceAll('\u0000', '\uFFFD') }]
        : [];
    });
    if (fills.length > 0)
      await db
        .updateTable('session_facts')
        .set({
          feedback: sql`case ${sql.ref('session_id')} ${sql.join(
            fills.map(({ id, feedback }) => sql`when ${id} then ${feedback}`),
            sql` `,
          )} end`,
        })
        .where(
          'session_id',
          'in',
          fills.map(({ id }) => id),
        )
        .execute();
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) return;
    after = last.id;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('session_facts').dropColumn('feedback').execute();
}
