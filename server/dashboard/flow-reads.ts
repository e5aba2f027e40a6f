/**
 * The flow editor's reads beside its rules (flows-editor.ts): the app's flows, a flow's live version, its
 * versions (and one version's blueprint), its audit log, and what changed since a draft's edit began.
 */
import type { Kysely } from 'kysely';
import {
  type AuditAnswer,
  type DraftBasis,
  FLOW_ACTIONS,
  type FlowAction,
  type FlowsAnswer,
} from '../../contract/dashboard-flows-api.ts';
import type { BlueprintInput } from '../../contract/schemas/index.ts';
import { flowsAtCurrentVersion } from '../storage/flows-store.ts';
import type { Database } from '../storage/tables.ts';

function isFlowAction(value: string): value is FlowAction {
  return (FLOW_ACTIONS as readonly string[]).includes(value);
}

/** The flow's live version: its blueprint and whether it is lite; undefined when there is no such flow. */
export async function currentBlueprint(db: Kysely<Database>, appId: string, flowId: string) {
  return flowsAtCurrentVersion(db)
    .select(['flows.lite', 'flows.current_version', 'flow_versions.blueprint'])
    .where('flows.app_id', '=', appId)
    .where('flows.flow_id', '=', flowId)
    .executeTakeFirst();
}

/** The flow's versions, newest first; null when the flow does not exist. */
export async function flowVersions(db: Kysely<Database>, appId: string, flowId: string) {
  const current = await currentBlueprint(db, appId, flowId);
  if (!current) return null;
  const rows = await db
    .selectFrom('flow_versions')
    .select(['version', 'created_at'])
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.created_at,
    current: row.version === current.current_version,
  }));
}

/** One version of the flow as it was published; undefined when the flow has no such version. */
export async function flowVersion(db: Kysely<Database>, appId: string, flowId: string, version: number) {
  const row = await db
    .selectFrom('flow_versions')
    .select(['version', 'created_at', 'blueprint'])
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && { version: row.version, createdAt: row.created_at, blueprint: row.blueprint };
}

/** Who did what to the flow when, newest first. */
export async function flowAudit(
  db: Kysely<Database>,
  appId: string,
  flowId: string,
): Promise<AuditAnswer['entries']> {
  const rows = await db
    .selectFrom('flow_audit')
    .selectAll()
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .orderBy('at', 'desc')
    .orderBy('version', 'desc')
    .execute();
  return rows.flatMap((row) => {
    const action = row.action;
    return isFlowAction(action)
      ? [
          {
            id: row.id,
            at: row.at,
            action,
            version: row.version,
            fromVersion: row.from_version,
            user: { name: row.user_name, email: row.user_email },
          },
        ]
      : [];
  });
}

/**
 * A draft's save time as a message says it to an author: the minute, in UTC, not the stored ISO string
 * ("2026-12-02 18:23 UTC", not "2026-12-02T18:23:58.136Z"). The server does not know the author's zone.
 */
export function savedAtText(savedAt: string): string {
  return `${savedAt.slice(0, 16).replace('T', ' ')} UTC`;
}

/** How the flow changed since `basedOn` (who saved a draft, or which version went live); null if it did not. */
export async function changeSince(
  db: Kysely<Database>,
  appId: string,
  flowId: string,
  currentVersion: number,
  basedOn: DraftBasis,
): Promise<string | null> {
  if (currentVersion !== basedOn.version) return `version ${currentVersion} went live`;
  const draft = await db
    .selectFrom('flow_drafts')
    .select(['saved_at', 'saved_by'])
    .where('app_id', '=', appId)
    .where('flow_id', '=', flowId)
    .executeTakeFirst();
  if ((draft?.saved_at ?? null) === basedOn.draftSavedAt) return null;
  return draft
    ? `${draft.saved_by} saved a draft at ${savedAtText(draft.saved_at)}`
    : 'the draft was published';
}

/** The app's flows in serving order, each with its name, current version and whether a draft waits. */
export async function flowList(db: Kysely<Database>, appId: string): Promise<FlowsAnswer['flows']> {
  const rows = await flowsAtCurrentVersion(db)
    .leftJoin('flow_drafts', (join) =>
      join
        .onRef('flow_drafts.app_id', '=', 'flows.app_id')
        .onRef('flow_drafts.flow_id', '=', 'flows.flow_id'),
    )
    .select([
      'flows.flow_id',
      'flows.lite',
      'flows.current_version',
      'flow_versions.blueprint',
      'flow_drafts.saved_at',
    ])
    .where('flows.app_id', '=', appId)
    .orderBy('flows.lite')
    .orderBy('flows.position')
    .execute();
  return rows.map((row, index) => ({
    flowId: row.flow_id,
    name: (JSON.parse(row.blueprint) as BlueprintInput).name ?? '',
    lite: row.lite === 1,
    currentVersion: row.current_version,
    draftSavedAt: row.saved_at ?? null,
    // The embed's choice without a flowId (flows-store.ts `first`): the first by position of its kind.
    servedByDefault: rows.findIndex((other) => other.lite === row.lite) === index,
  }));
}
