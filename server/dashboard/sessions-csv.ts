/**
 * The CSV export of the session list (the list's filters and order, sessions-query.ts), streamed: the rows are
 * read a batch at a time by keyset and written as they come, so a year of sessions starts downloading at once
 * and never sits whole in the server's memory. After the list's columns, each answered survey's choice and
 * follow-up (sessions-csv-surveys.ts), then the free-form feedback (FEEDBACK_COLUMN): customers' text, defused like
 * every cell.
 */
import type { Kysely } from 'kysely';
import type { SessionRow } from '../../contract/dashboard-api.ts';
import type { SessionsQuery } from '../../contract/dashboard-filters.ts';
import type { Database } from '../storage/tables.ts';
import {
  followupTitle,
  type SurveyCell,
  type SurveyColumn,
  surveyCells,
  surveyColumns,
} from './sessions-csv-surveys.ts';
import { listQuery, olderThan, toRow } from './sessions-query.ts';

/** The most rows one CSV export holds (newest first). */
export const CSV_MAX_ROWS = 100_000;
/** Rows read per query while streaming the export. */
export const CSV_BATCH_ROWS = 2_000;

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'mode',
  'flowVersion',
  'outcome',
  'offerType',
  'reason',
  'customerId',
  'customerEmail',
  'currency',
  'monthlyAmount',
  'hasRecording',
  'lite',
] as const satisfies readonly (keyof SessionRow)[];

/**
 * The last column: what the customer typed in the flow's free-form step, as a session's page shows it after the
 * answers. Read from its fact column (migration 018), not the stored results: taking 100,000 results apart made
 * the export twice as slow on PostgreSQL (docs/server.md "The sessions CSV's feedback").
 */
export const FEEDBACK_COLUMN = 'feedback';

/** A cell a spreadsheet would read as a formula is prefixed with ' (CSV injection). */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(cells: readonly (string | number | boolean | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function sessionLine(
  row: SessionRow,
  feedback: string | null,
  surveys: readonly SurveyColumn[],
  answers?: Map<string, SurveyCell>,
) {
  return csvLine([
    ...CSV_COLUMNS.map((column) => row[column]),
    ...surveys.flatMap(({ surveyId }) => {
      const answer = answers?.get(surveyId);
      return [answer?.choice ?? null, answer?.followup ?? null];
    }),
    feedback,
  ]);
}

/** The export's text, a piece at a time: the header, then each batch of rows (at most CSV_MAX_ROWS in all). */
export async function* sessionsCsv(
  db: Kysely<Database>,
  appId: string,
  query: SessionsQuery,
  batchRows = CSV_BATCH_ROWS,
): AsyncGenerator<string> {
  const surveys = await surveyColumns(db, appId, query, CSV_MAX_ROWS);
  // A survey's header is the business's text: defused like the cells under it.
  yield csvLine([
    ...CSV_COLUMNS,
    ...surveys.flatMap(({ title }) => [title, followupTitle(title)]),
    FEEDBACK_COLUMN,
  ]);
  let left = CSV_MAX_ROWS;
  let anchor: { created_at: string; session_id: string } | null = null;
  while (left > 0) {
    let q = listQuery(db, appId, query).select('session_facts.feedback');
    if (anchor) q = q.where(olderThan(anchor));
    const rows = await q.limit(Math.min(batchRows, left)).execute();
    if (rows.length === 0) return;
    const answers =
      surveys.length === 0
        ? new Map<string, Map<string, SurveyCell>>()
        : await surveyCells(
            db,
            appId,
            rows.map((row) => row.session_id),
          );
    yield rows
      .map((row) => sessionLine(toRow(row), row.feedback, surveys, answers.get(row.session_id)))
      .join('');
    left -= rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < batchRows || !last) return;
    anchor = last;
  }
}
