/** Fire-and-forget reports (events, customer updates, issues, error logs, logs), kept per app and owner. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export const RECORD_KINDS = ['event', 'customer-update', 'issue', 'error-log', 'log'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export function createRecordsStore(db: Kysely<Database>) {
  return {
    async add(appId: string, kind: RecordKind, customerKey: string, body: unknown, now: Date): Promise<void> {
      await db
        .insertInto('records')
        .values({
          id: randomUUID(),
          app_id: appId,
          kind,
          customer_key: customerKey,
          body: JSON.stringify(body),
          created_at: now.toISOString(),
        })
        .execute();
    },

    async list(appId: string, kind: RecordKind): Promise<{ customerKey: string; body: unknown }[]> {
      const rows = await db
        .selectFrom('records')
        .select(['customer_key', 'body'])
        .where('app_id', '=', appId)
        .where('kind', '=', kind)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({ customerKey: row.customer_key, body: JSON.parse(row.body) as unknown }));
    },
  };
}

export type RecordsStore = ReturnType<typeof createRecordsStore>;
