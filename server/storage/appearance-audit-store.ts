/** Who saved an app's appearance (branding and translations) when: the dashboard's Appearance page's log. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export interface AppearanceAuditTable {
  id: string;
  app_id: string;
  at: string;
  user_id: string;
  /** As the user was named at the time: the log outlives a renamed or removed user. */
  user_name: string;
  user_email: string;
}

export interface AppearanceAuditEntry {
  id: string;
  at: string;
  user: { name: string; email: string };
}

/** How many entries the page is sent: the latest saves are what an owner asks about. */
export const APPEARANCE_AUDIT_LIMIT = 50;

export function createAppearanceAuditStore(db: Kysely<Database>) {
  return {
    async record(appId: string, user: { id: string; name: string; email: string }, now: Date): Promise<void> {
      await db
        .insertInto('appearance_audit')
        .values({
          id: randomUUID(),
          app_id: appId,
          at: now.toISOString(),
          user_id: user.id,
          user_name: user.name,
          user_email: user.email,
        })
        .execute();
    },

    /** Newest first; saves in the same millisecond keep no order between them. */
    async list(appId: string): Promise<AppearanceAuditEntry[]> {
      const rows = await db
        .selectFrom('appearance_audit')
        .select(['id', 'at', 'user_name', 'user_email'])
        .where('app_id', '=', appId)
        .orderBy('at', 'desc')
        .limit(APPEARANCE_AUDIT_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        user: { name: row.user_name, email: row.user_email },
      }));
    },
  };
}
