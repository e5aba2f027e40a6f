/**
 * Lite (insight) sessions have facts too: `session_facts.lite`, and a row for every lite session stored
 * before this migration (they were kept without one, so the dashboard showed none of them). A backfilled row
 * holds what the database knows: the outcome (a confirmed cancel, or aborted), the mode the widget reported,
 * the verified customer id (none for an anonymous session), the reason in the words of the flow version
 * current when the session was stored, and the follow-up. No e-mail and no monthly amount: those came from
 * the billing provider at the time. The flow is found as server/dashboard/lite-session-flow.ts finds it for a
 * new session: the app's first lite flow when the session's blueprint is its and holds the steps viewed, else
 * the full flow of that id (a lite flow derived from it). The rule is written out here, not imported, so later
 * changes to it never change what this migration did. Portable types only, like 001.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

/** Sessions read per round of the backfill, so a large sessions table is never held in memory at once. */
const BACKFILL_BATCH = 500;

interface StoredStep {
  guid?: unknown;
  stepType?: unknown;
  survey?: { choices?: Array<{ guid?: unknown; value?: unknown }> };
}
interface StoredBlueprint {
  _id?: unknown;
  steps?: StoredStep[] | Record<string, StoredStep>;
}
interface StoredResults {
  blueprintId?: string | null;
  canceled?: boolean;
  mode?: string;
  surveyChoiceId?: string | null;
  followupResponse?: string | null;
  stepsViewed?: Array<{ guid?: unknown }>;
}
interface FlowAtTime {
  flowId: string;
  version: number;
  blueprint: StoredBlueprint;
}

/** A blueprint's steps, whether stored as a list or as a map keyed by guid. */
function stepsOf(blueprint: StoredBlueprint): StoredStep[] {
  const steps = blueprint.steps;
  if (Array.isArray(steps)) return steps;
  return Object.entries(steps ?? {}).map(([guid, step]) => ({ guid, ...step }));
}

function choiceLabel(blueprint: StoredBlueprint | undefined, choiceId: string | null): string | null {
  if (!blueprint || !choiceId) return null;
  for (const step of stepsOf(blueprint)) {
    const choice = step.survey?.choices?.find((c) => c.guid === choiceId);
    if (step.stepType === 'SURVEY' && typeof choice?.value === 'string') return choice.value;
  }
  return null;
}

/** The flow's version current at `at` (versions only grow: a rollback publishes anew), else its first. */
async function flowAt(db: AnyDb, appId: string, flowId: string, at: string): Promise<FlowAtTime | null> {
  const versions = db
    .selectFrom('flow_versions')
    .select(['version', 'blueprint'])
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId);
  const row =
    (await versions.where('created_at', '<=', at).orderBy('version', 'desc').limit(1).executeTakeFirst()) ??
    (await versions.orderBy('version').limit(1).executeTakeFirst());
  return row ? { flowId, version: Number(row.version), blueprint: JSON.parse(row.blueprint) } : null;
}

async function liteFlowOf(db: AnyDb, appId: string, results: StoredResults, at: string) {
  const blueprintId = results.blueprintId;
  if (!blueprintId) return null;
  const firstLite = await db
    .selectFrom('flows')
    .select('flow_id')
    .where('app_id', '=', appId)
    .where('lite', '=', 1)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  const stored = firstLite ? await flowAt(db, appId, firstLite.flow_id, at) : null;
  const viewed = (results.stepsViewed ?? []).map((step) => step.guid);
  const guids = new Set(stored ? stepsOf(stored.blueprint).map((step) => step.guid) : []);
  if (stored && stored.blueprint._id === blueprintId && viewed.every((guid) => guids.has(guid)))
    return stored;
  const full = await db
    .selectFrom('flows')
    .select('flow_id')
    .where('app_id', '=', appId)
    .where('flow_id', '=', blueprintId)
    .where('lite', '=', 0)
    .executeTakeFirst();
  return full ? flowAt(db, appId, blueprintId, at) : null;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('session_facts')
    .addColumn('lite', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  let after = '';
  for (;;) {
    const rows: Array<{
      id: string;
      app_id: string;
      customer_key: string;
      results: string;
      created_at: string;
    }> = await db
      .selectFrom('sessions')
      .leftJoin('session_facts', 'session_facts.session_id', 'sessions.id')
      .select([
        'sessions.id',
        'sessions.app_id',
        'sessions.customer_key',
        'sessions.results',
        'sessions.created_at',
      ])
      .where('sessions.lite', '=', 1)
      .where('sessions.results', 'is not', null)
      .where('session_facts.session_id', 'is', null)
      .where('sessions.id', '>', after)
      .orderBy('sessions.id')
      .limit(BACKFILL_BATCH)
      .execute();
    for (const row of rows) {
      const results = JSON.parse(row.results) as StoredResults;
      const flow = await liteFlowOf(db, row.app_id, results, row.created_at);
      const canceled = results.canceled === true;
      // customer_key is `provider:id` of the verified identity, '' when anonymous (storage/customer-key.ts).
      const separator = row.customer_key.indexOf(':');
      await db
        .insertInto('session_facts')
        .values({
          session_id: row.id,
          app_id: row.app_id,
          created_at: row.created_at,
          mode: results.mode === 'TEST' ? 'TEST' : 'LIVE',
          flow_id: flow?.flowId ?? null,
          flow_version: flow?.version ?? null,
          outcome: canceled ? 'cancelled' : 'aborted',
          saved: 0,
          offer_guid: null,
          offer_type: null,
          survey_choice_id: results.surveyChoiceId ?? null,
          survey_choice: choiceLabel(flow?.blueprint, results.surveyChoiceId ?? null),
          followup_response: results.followupResponse ?? null,
          customer_id: separator < 0 ? null : row.customer_key.slice(separator + 1),
          customer_email: null,
          currency: null,
          monthly_amount: null,
          lite: 1,
        })
        .onConflict((conflict) => conflict.column('session_id').doNothing())
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) return;
    after = last.id;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('session_facts').where('lite', '=', 1).execute();
  await db.schema.alterTable('session_facts').dropColumn('lite').execute();
}
