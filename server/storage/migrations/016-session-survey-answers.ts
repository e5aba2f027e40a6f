/**
 * Every survey's answer of a session (`session_survey_answers`), not only the last one's: the session results'
 * `surveyAnswers`, one row per survey in the order answered, the choice in the served flow version's words at
 * the time (server/dashboard/session-facts.ts). A session stored before this migration knew one answer, the
 * spec's surveyId and surveyChoiceId: it gets that one row, in the words its facts already hold. Portable types
 * only, like 001.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

/** Sessions read per round of the backfill, so a large sessions table is never held in memory at once. */
const BACKFILL_BATCH = 500;

interface StoredResults {
  surveyId?: unknown;
  surveyChoiceId?: unknown;
  followupResponse?: unknown;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('session_survey_answers')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('survey_id', 'text', (c) => c.notNull())
    .addColumn('survey_choice_id', 'text', (c) => c.notNull())
    .addColumn('survey_choice', 'text')
    .addColumn('followup_response', 'text')
    .addPrimaryKeyConstraint('session_survey_answers_pk', ['session_id', 'position'])
    .execute();
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; app_id: string; results: string; survey_choice: string | null }> =
      await db
        .selectFrom('sessions')
        .innerJoin('session_facts', 'session_facts.session_id', 'sessions.id')
        .select(['sessions.id', 'sessions.app_id', 'sessions.results', 'session_facts.survey_choice'])
        .where('sessions.results', 'is not', null)
        .where('sessions.id', '>', after)
        .orderBy('sessions.id')
        .limit(BACKFILL_BATCH)
        .execute();
    // One statement per batch: a session stored before had at most one answer, its spec fields'.
    const answers = rows.flatMap((row) => {
      const { surveyId, surveyChoiceId, followupResponse } = JSON.parse(row.results) as StoredResults;
      if (typeof surveyId !== 'string' || typeof surveyChoiceId !== 'string') return [];
      return [
        {
          session_id: row.id,
          app_id: row.app_id,
          position: 0,
          survey_id: surveyId,
          survey_choice_id: surveyChoiceId,
          survey_choice: row.survey_choice,
          followup_response: typeof followupResponse === 'string' ? followupResponse : null,
        },
      ];
    });
    if (answers.length > 0) await db.insertInto('session_survey_answers').values(answers).execute();
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) return;
    after = last.id;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('session_survey_answers').execute();
}
