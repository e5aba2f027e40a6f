/** The flow editor's audit trail: who did what to a flow when, written in the act's own transaction. */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FlowAction } from '../../contract/dashboard-flows-api.ts';
import type { Database } from '../storage/tables.ts';

/** The signed-in person acting in the editor. */
export interface Editor {
  id: string;
  name: string;
  email: string;
}

/** Adds one audit row for `row`'s act by `editor`, inside the act's transaction. */
export async function audit(
  trx: Transaction<Database>,
  row: { appId: string; flowId: string; action: FlowAction; version: number | null; fromVersion?: number },
  editor: Editor,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('flow_audit')
    .values({
      id: randomUUID(),
      app_id: row.appId,
      flow_id: row.flowId,
      at: now.toISOString(),
      action: row.action,
      version: row.version,
      from_version: row.fromVersion ?? null,
      user_id: editor.id,
      user_name: editor.name,
      user_email: editor.email,
    })
    .execute();
}
