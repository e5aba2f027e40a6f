/**
 * The sessions CSV's survey columns (sessions-csv.ts): every survey the exported sessions answered
 * (session_survey_answers, migration 016), two columns each — the choice in the words of the version the session
 * was served, then what the customer typed after it — as a session's page lists its answers. A column is headed
 * by its survey's header as the newest version among the exported sessions' words it (placeholders marked, as
 * there), so one survey is one column however its header was reworded between versions.
 */
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { SessionsQuery } from '../../contract/dashboard-filters.ts';
import { BlueprintSchema } from '../../contract/schemas/index.ts';
import type { Database } from '../storage/tables.ts';
import { listQuery } from './sessions-query.ts';
import { markPlaceholders } from './step-headers.ts';

/** A survey's pair of columns: the choice, then the follow-up typed after it. */
export interface SurveyColumn {
  surveyId: string;
  title: string;
}

/** The follow-up column's heading after its survey's. */
export const followupTitle = (title: string): string => `${title} (follow-up)`;

/** A survey's answer in one session. */
export interface SurveyCell {
  choice: string | null;
  followup: string | null;
}

/**
 * The surveys the export's sessions (the list's filters, the newest `maxRows`) answered, in the order the newest
 * version holding them asks them; a survey no stored version holds comes last, headed by its id.
 */
export async function surveyColumns(
  db: Kysely<Database>,
  appId: string,
  query: SessionsQuery,
  maxRows: number,
): Promise<SurveyColumn[]> {
  const exported = listQuery(db, appId, query)
    .clearSelect()
    .select('session_facts.session_id')
    .limit(maxRows);
  const answered = await db
    .selectFrom('session_survey_answers as a')
    .innerJoin('session_facts as f', 'f.session_id', 'a.session_id')
    .select(['a.survey_id', 'f.flow_id', 'f.flow_version'])
    .distinct()
    .where('a.app_id', '=', appId)
    .where('a.session_id', 'in', exported)
    .execute();
  if (answered.length === 0) return [];
  const served = new Map<string, { flowId: string; version: number }>();
  for (const { flow_id: flowId, flow_version: version } of answered)
    if (flowId !== null && version !== null) served.set(`${flowId}\n${version}`, { flowId, version });
  const versions =
    served.size === 0
      ? []
      : await db
          .selectFrom('flow_versions')
          .select('blueprint')
          .where('app_id', '=', appId)
          .where((eb) =>
            eb.or(
              [...served.values()].map(({ flowId, version }) =>
                eb.and([eb('flow_id', '=', flowId), eb('version', '=', Number(version))]),
              ),
            ),
          )
          .orderBy('created_at', 'desc')
          .orderBy('version', 'desc')
          // Flows published at one moment (a seed) in one order on either database.
          .orderBy('flow_id')
          .execute();
  const wanted = new Set(answered.map((row) => row.survey_id));
  const headers = new Map<string, string>();
  for (const { blueprint } of versions) {
    const parsed = v.safeParse(BlueprintSchema, JSON.parse(blueprint));
    if (!parsed.success) continue;
    for (const step of parsed.output.steps)
      if (step.stepType === 'SURVEY' && wanted.has(step.guid) && !headers.has(step.guid))
        headers.set(step.guid, markPlaceholders(step.header) ?? '');
  }
  for (const id of [...wanted].sort()) if (!headers.has(id)) headers.set(id, '');
  // Two surveys worded alike (or not at all) would be two columns of one name: the id tells them apart.
  const counts = new Map<string, number>();
  for (const header of headers.values()) counts.set(header, (counts.get(header) ?? 0) + 1);
  return [...headers].map(([surveyId, header]) => ({
    surveyId,
    title: header && counts.get(header) === 1 ? header : `${header || 'Survey'} (${surveyId})`,
  }));
}

/** Each session's answers by survey, for one batch of the export. */
export async function surveyCells(
  db: Kysely<Database>,
  appId: string,
  sessionIds: readonly string[],
): Promise<Map<string, Map<string, SurveyCell>>> {
  const cells = new Map<string, Map<string, SurveyCell>>();
  if (sessionIds.length === 0) return cells;
  const rows = await db
    .selectFrom('session_survey_answers')
    .select(['session_id', 'survey_id', 'survey_choice', 'followup_response'])
    .where('app_id', '=', appId)
    .where('session_id', 'in', sessionIds)
    .execute();
  for (const row of rows) {
    const session = cells.get(row.session_id) ?? new Map<string, SurveyCell>();
    cells.set(row.session_id, session);
    session.set(row.survey_id, { choice: row.survey_choice, followup: row.followup_response });
  }
  return cells;
}
