/**
 * The flow versions an app's sessions have, named as the `flowVersion` filter takes them (flowVersionKey): the
 * Sessions page's version filter offers these. Whatever the list's filters, search or page — choosing one
 * version must not take the others off the filter, and a version whose sessions are all past the first page
 * must be there before anyone pages to it.
 */
import type { Kysely } from 'kysely';
import { compareFlowVersionKeys, flowVersionKey } from '../../contract/dashboard-api.ts';
import type { Database } from '../storage/tables.ts';

export async function sessionVersions(db: Kysely<Database>, appId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('session_facts')
    .select(['flow_id', 'flow_version', 'lite'])
    .distinct()
    .where('app_id', '=', appId)
    .where('flow_id', 'is not', null)
    .where('flow_version', 'is not', null)
    .execute();
  return rows
    .map((row) => flowVersionKey(row.flow_id ?? '', Number(row.flow_version), Number(row.lite) === 1))
    .sort(compareFlowVersionKeys);
}
