/**
 * The session list (searchable, newest first, a page at a time), one session's detail and its recording (the
 * CSV export of the list is sessions-csv.ts). Facts come from session_facts, the rest from the session as delivered (sessions.results).
 */
import { inflateSync } from 'node:zlib';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import {
  flowVersionKey,
  OUTCOMES,
  type SessionDetail,
  type SessionOutcome,
  type SessionRow,
  type SessionsAnswer,
} from '../../contract/dashboard-api.ts';
import type { SessionsQuery } from '../../contract/dashboard-filters.ts';
import { BlueprintSchema, type SessionResults, type Step } from '../../contract/schemas/index.ts';
import { followupQuestion } from '../../renderer/domain/survey-answer.ts';
import type { BlobStore } from '../providers/blob-store.ts';
import type { RecordingMeta } from '../storage/sessions-store.ts';
import type { Database } from '../storage/tables.ts';
import { factsFilter } from './facts-filter.ts';
import { sessionVersions } from './session-versions.ts';
import { stepHeaders } from './step-headers.ts';

/** Sessions per page of the list. */
export const SESSIONS_PAGE_SIZE = 50;
export function listQuery(db: Kysely<Database>, appId: string, query: SessionsQuery) {
  let q = db
    .selectFrom('session_facts')
    .innerJoin('sessions', 'sessions.id', 'session_facts.session_id')
    .where(factsFilter(appId, query))
    .select([
      'session_facts.session_id',
      'session_facts.created_at',
      'session_facts.mode',
      'session_facts.flow_id',
      'session_facts.flow_version',
      'session_facts.outcome',
      'session_facts.offer_type',
      'session_facts.survey_choice',
      'session_facts.customer_id',
      'session_facts.customer_email',
      'session_facts.currency',
      'session_facts.monthly_amount',
      'session_facts.lite',
      // Whether a recording exists, not the recording: a year's export would otherwise read every blob.
      sql<boolean | number>`sessions.recording_blob is not null`.as('has_recording'),
    ]);
  if (query.outcome) q = q.where('session_facts.outcome', '=', query.outcome);
  if (query.q) {
    // LIKE's wildcards in the search are matched literally.
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or(
        [
          'session_facts.session_id',
          'session_facts.customer_id',
          'session_facts.customer_email',
          'session_facts.survey_choice',
          'session_facts.followup_response',
        ].map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  return q.orderBy('session_facts.created_at', 'desc').orderBy('session_facts.session_id', 'desc');
}

/** A row's place in the list's order (newest first; ties by id, descending). */
export interface ListPlace {
  created_at: string;
  session_id: string;
}

/** The rows after `anchor` in the list's order: a keyset page, stable however many rows share a time. */
export function olderThan(anchor: ListPlace) {
  // A row-value comparison, which both databases answer from the (app_id, created_at, session_id) index.
  return (eb: ExpressionBuilder<Database, 'session_facts'>) =>
    eb(
      eb.refTuple('session_facts.created_at', 'session_facts.session_id'),
      '<',
      eb.tuple(anchor.created_at, anchor.session_id),
    );
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

function outcomeOf(value: string): SessionOutcome {
  return (OUTCOMES as readonly string[]).includes(value) ? (value as SessionOutcome) : 'aborted';
}

export function toRow(row: ListRow): SessionRow {
  return {
    id: row.session_id,
    createdAt: row.created_at,
    mode: row.mode,
    flowVersion:
      row.flow_id === null || row.flow_version === null
        ? null
        : flowVersionKey(row.flow_id, Number(row.flow_version), Number(row.lite) === 1),
    outcome: outcomeOf(row.outcome),
    offerType: row.offer_type,
    reason: row.survey_choice,
    customerId: row.customer_id,
    customerEmail: row.customer_email,
    currency: row.currency,
    monthlyAmount: row.monthly_amount === null ? null : Number(row.monthly_amount),
    hasRecording: Boolean(row.has_recording),
    lite: Number(row.lite) === 1,
  };
}

export async function listSessions(
  db: Kysely<Database>,
  appId: string,
  query: SessionsQuery,
): Promise<SessionsAnswer> {
  let q = listQuery(db, appId, query);
  if (query.before) {
    const anchor = await db
      .selectFrom('session_facts')
      .select(['created_at', 'session_id'])
      .where('app_id', '=', appId)
      .where('session_id', '=', query.before)
      .executeTakeFirst();
    if (anchor) q = q.where(olderThan(anchor));
  }
  const [rows, versions] = await Promise.all([
    q.limit(SESSIONS_PAGE_SIZE + 1).execute(),
    sessionVersions(db, appId),
  ]);
  const page = rows.slice(0, SESSIONS_PAGE_SIZE).map(toRow);
  return {
    sessions: page,
    next: rows.length > SESSIONS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    versions,
  };
}

export async function sessionDetail(
  db: Kysely<Database>,
  appId: string,
  id: string,
): Promise<SessionDetail | null> {
  const row = await listQuery(db, appId, {})
    .where('session_facts.session_id', '=', id)
    .select(['sessions.results', 'sessions.recording_meta'])
    .executeTakeFirst();
  if (!row) return null;
  const results = row.results ? (JSON.parse(row.results) as SessionResults) : null;
  const flow =
    row.flow_id === null || row.flow_version === null
      ? undefined
      : await db
          .selectFrom('flow_versions')
          .select('blueprint')
          .where('app_id', '=', appId)
          .where('flow_id', '=', row.flow_id)
          .where('version', '=', row.flow_version)
          .executeTakeFirst();
  const parsed = flow ? v.safeParse(BlueprintSchema, JSON.parse(flow.blueprint)) : null;
  const steps = parsed?.success ? parsed.output.steps : [];
  const headers = stepHeaders(steps);
  const surveys = await db
    .selectFrom('session_survey_answers')
    .select(['survey_id', 'survey_choice_id', 'survey_choice', 'followup_response'])
    .where('session_id', '=', id)
    .orderBy('position')
    .execute();
  const offerTypes = new Map(
    (
      await db
        .selectFrom('session_offer_facts')
        .select(['offer_guid', 'offer_type'])
        .where('session_id', '=', id)
        .execute()
    ).map((o) => [o.offer_guid, o.offer_type]),
  );
  const meta = row.recording_meta ? (JSON.parse(row.recording_meta) as RecordingMeta) : null;
  return {
    session: toRow(row),
    steps: (results?.stepsViewed ?? []).map((step) => ({
      guid: step.guid,
      stepType: step.stepType,
      header: headers.get(step.guid) ?? null,
      start: step.start,
      durationS: step.duration,
    })),
    answers: {
      reason: row.survey_choice,
      followupQuestion: results?.followupQuestion ?? null,
      followupResponse: results?.followupResponse ?? null,
      feedback: results?.feedback ?? null,
      surveys: surveys.map((answer) => ({
        surveyId: answer.survey_id,
        title: headers.get(answer.survey_id) || null,
        choice: answer.survey_choice,
        // The question the widget reported for the last answer; the served version's for the others.
        followupQuestion:
          (answer.survey_id === results?.surveyId && answer.survey_choice_id === results.surveyChoiceId
            ? results.followupQuestion
            : null) ?? followupQuestionOf(steps, answer.survey_id, answer.survey_choice_id),
        followupResponse: answer.followup_response,
        isReason: answer.survey_id === results?.surveyId,
      })),
    },
    // Lite mode shows no offers: whatever a lite session's body lists was not shown by the widget.
    offers: (Number(row.lite) === 1 ? [] : (results?.presentedOffers ?? [])).map((offer) => ({
      guid: offer.guid,
      offerType: offerTypes.get(offer.guid) ?? null,
      accepted: offer.accepted,
      presentedAt: offer.presentedAt,
      declinedAt: offer.declinedAt,
    })),
    recording:
      meta && row.has_recording
        ? { startTime: meta.recordingStartTime, endTime: meta.recordingEndTime, bytes: meta.bytes }
        : null,
  };
}

/** The question the widget asked after a survey's choice (spec §5), as the served version words it. */
function followupQuestionOf(steps: readonly Step[], surveyId: string, choiceId: string): string | null {
  const step = steps.find((s) => s.guid === surveyId);
  const choice =
    step?.stepType === 'SURVEY' ? step.survey.choices.find((c) => c.guid === choiceId) : undefined;
  return choice ? followupQuestion(choice) : null;
}

/** The session's rrweb events (stored deflated, as the widget sent them), or null without a recording. */
export async function sessionRecording(
  db: Kysely<Database>,
  blobs: BlobStore,
  appId: string,
  id: string,
): Promise<unknown[] | null> {
  const row = await db
    .selectFrom('sessions')
    .select('recording_blob')
    .where('app_id', '=', appId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.recording_blob) return null;
  const bytes = await blobs.get(row.recording_blob);
  if (!bytes) return null;
  const events: unknown = JSON.parse(inflateSync(bytes).toString('utf8'));
  return Array.isArray(events) ? events : null;
}
