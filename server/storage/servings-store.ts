/**
 * What each customer was served: the flow version and the host's dynamic offers of every embed load. Money
 * actions are checked against it, so a client can only accept an offer this customer was actually shown.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DynamicOffers, Mode } from '../../contract/schemas/index.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Database } from './tables.ts';
import type { ServingsTable } from './widget-tables.ts';

export interface Serving {
  flowId: string;
  version: number;
  dynamicOffers: DynamicOffers | null;
}

/** How many recent loads of one customer are considered (a flow reopened a few times in a day). */
const RECENT_SERVINGS = 20;

/** This customer's RECENT_SERVINGS latest loads in `mode` since `since` (an ISO time), newest first. */
export function recentQuery(
  db: Kysely<Database>,
  appId: string,
  customerKey: string,
  mode: Mode,
  since: string,
) {
  return db
    .selectFrom('servings')
    .select(['flow_id', 'version', 'dynamic_offers', 'created_at'])
    .where('app_id', '=', appId)
    .where('customer_key', '=', customerKey)
    .where('mode', '=', mode)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(RECENT_SERVINGS);
}

export function toServing(row: Pick<ServingsTable, 'flow_id' | 'version' | 'dynamic_offers'>): Serving {
  return {
    flowId: row.flow_id,
    version: row.version,
    dynamicOffers: row.dynamic_offers ? (JSON.parse(row.dynamic_offers) as DynamicOffers) : null,
  };
}

export function createServingsStore(db: Kysely<Database>) {
  // Every embed writes one (compiled-once.ts).
  const insert = compiledOnce(
    db,
    8,
    (
      id: string,
      appId: string,
      customerKey: string,
      mode: Mode,
      flowId: string,
      version: number,
      dynamicOffers: string | null,
      createdAt: string,
    ) =>
      db.insertInto('servings').values({
        id,
        app_id: appId,
        customer_key: customerKey,
        mode,
        flow_id: flowId,
        version,
        dynamic_offers: dynamicOffers,
        created_at: createdAt,
      }),
  );

  return {
    async record(appId: string, customerKey: string, mode: Mode, serving: Serving, now: Date): Promise<void> {
      await insert(
        randomUUID(),
        appId,
        customerKey,
        mode,
        serving.flowId,
        serving.version,
        serving.dynamicOffers ? JSON.stringify(serving.dynamicOffers) : null,
        now.toISOString(),
      );
    },

    /** Forgets loads older than `before` (no money action looks that far back); returns how many. */
    async purge(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('servings')
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** This customer's loads in `mode` since `since`, newest first. */
    async recent(appId: string, customerKey: string, mode: Mode, since: Date): Promise<Serving[]> {
      const rows = await recentQuery(db, appId, customerKey, mode, since.toISOString()).execute();
      return rows.map(toServing);
    },
  };
}

export type ServingsStore = ReturnType<typeof createServingsStore>;
