/**
 * What a money action checks an offer against (services/served-offers.ts), read in one statement: the
 * customer's recent loads of the flow in the caller's mode (servings-store.ts `recent`) and their history of
 * sessions and accepted offers (sessions-store.ts `history`), each in the order its own read gives. On
 * PostgreSQL each statement is a round trip, the largest part of a money action's cost (docs/server.md
 * "Benchmark"); the two reads were two.
 */
import { type Kysely, sql } from 'kysely';
import type { Mode, SessionInput } from '../../contract/schemas/index.ts';
import { compiledOnce } from './compiled-once.ts';
import { recentQuery, type Serving, toServing } from './servings-store.ts';
import { historyQuery, toSession } from './sessions-store.ts';
import type { Database } from './tables.ts';

export interface ServedAndHistory {
  /** Newest first. */
  servings: Serving[];
  /** Oldest first. */
  sessions: SessionInput[];
}

export type ServedHistory = (
  appId: string,
  customerKey: string,
  mode: Mode,
  since: Date,
) => Promise<ServedAndHistory>;

/** Which of the two reads a row of the union belongs to. */
const KIND = { serving: 0, session: 1 } as const;

export function createServedHistory(db: Kysely<Database>): ServedHistory {
  // Every money action reads it (compiled-once.ts).
  const read = compiledOnce(db, 4, (appId: string, customerKey: string, mode: Mode, since: string) => {
    const history = historyQuery(db, appId, customerKey).as('h');
    const recent = recentQuery(db, appId, customerKey, mode, since).as('r');
    return (
      db
        .selectFrom(history)
        .select([
          sql<number>`${sql.lit(KIND.session)}`.as('kind'),
          'h.id',
          'h.accepted_offer',
          'h.offer_options',
          'h.aborted',
          'h.canceled',
          'h.created_at',
          'h.updated_at',
          sql<string | null>`null`.as('flow_id'),
          sql<number | null>`null`.as('version'),
          sql<string | null>`null`.as('dynamic_offers'),
        ])
        .unionAll(
          db
            .selectFrom(recent)
            .select([
              sql<number>`${sql.lit(KIND.serving)}`.as('kind'),
              sql<string>`null`.as('id'),
              sql<string | null>`null`.as('accepted_offer'),
              sql<string | null>`null`.as('offer_options'),
              sql<number>`null`.as('aborted'),
              sql<number>`null`.as('canceled'),
              'r.created_at',
              sql<string>`null`.as('updated_at'),
              'r.flow_id',
              'r.version',
              'r.dynamic_offers',
            ]),
        )
        // A union is ordered by its columns only: sessions oldest first, as `history` reads them; the servings
        // too, turned round below to be newest first, as `recent` reads them.
        .orderBy('kind')
        .orderBy('created_at')
        .orderBy('id')
    );
  });
  return async (appId, customerKey, mode, since) => {
    const { rows } = await read(appId, customerKey, mode, since.toISOString());
    const servings: Serving[] = [];
    const sessions: SessionInput[] = [];
    for (const row of rows) {
      const { flow_id, version } = row;
      if (row.kind === KIND.serving && flow_id !== null && version !== null)
        servings.unshift(toServing({ ...row, flow_id, version }));
      else if (row.kind === KIND.session) sessions.push(toSession(row));
    }
    return { servings, sessions };
  };
}
