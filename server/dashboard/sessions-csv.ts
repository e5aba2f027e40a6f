/**
 * The CSV export of the session list (the list's filters and order, sessions-query.ts), streamed: the rows are
 * read a batch at a time by keyset and written as they come, so a year of sessions starts downloading at once
 * and never sits whole in the server's memory.
 */
import type { Kysely } from 'kysely';
import type { SessionRow, SessionsQuery } from '../../contract/dashboard-api.ts';
import type { Database } from '../storage/tables.ts';
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

/** A cell a spreadsheet would read as a formula is prefixed with ' (CSV injection). */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(row: SessionRow): string {
  return `${CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`;
}

/** The export's text, a piece at a time: the header, then each batch of rows (at most CSV_MAX_ROWS in all). */
export async function* sessionsCsv(
  db: Kysely<Database>,
  appId: string,
  query: SessionsQuery,
  batchRows = CSV_BATCH_ROWS,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let left = CSV_MAX_ROWS;
  let anchor: { created_at: string; session_id: string } | null = null;
  while (left > 0) {
    let q = listQuery(db, appId, query);
    if (anchor) q = q.where(olderThan(anchor));
    const rows = await q.limit(Math.min(batchRows, left)).execute();
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(toRow(row))).join('');
    left -= rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < batchRows || !last) return;
    anchor = last;
  }
}
