/**
 * Session results, owned by the header identity and deduplicated per (app, customer, sessionKey): the
 * unique key makes a repeated or concurrent delivery find the first row instead of adding one.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Session, SessionInput, SessionResults } from '../../contract/schemas/index.ts';
import { ACCEPTED_ID_PREFIX } from './accepted-offers-store.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Database } from './tables.ts';
import type { SessionsTable } from './widget-tables.ts';

export interface NewSession {
  /** A seeded session keeps its own id; new ones get a fresh one. */
  id?: string;
  appId: string;
  customerKey: string;
  sessionKey: string;
  lite: boolean;
  results: SessionResults | null;
  acceptedOffer: Session['acceptedOffer'];
  /** What the customer chose that the history reads: a custom-date pause's end. */
  offerOptions: Session['offerOptions'];
  aborted: boolean;
  canceled: boolean;
  createdAt: string;
}

export interface RecordingMeta {
  recordingStartTime: string;
  recordingEndTime: string;
  bytes: number;
}

/** The options a past session keeps: only a custom pause end (a pause by duration is in acceptedOffer). */
function keptOfferOptions(options: NewSession['offerOptions']): string | null {
  return options?.pauseEndDate ? JSON.stringify({ pauseEndDate: options.pauseEndDate }) : null;
}

export function toSession(
  row: Pick<
    SessionsTable,
    'id' | 'accepted_offer' | 'offer_options' | 'aborted' | 'canceled' | 'created_at' | 'updated_at'
  >,
): SessionInput {
  return {
    _id: row.id,
    acceptedOffer: row.accepted_offer ? (JSON.parse(row.accepted_offer) as Session['acceptedOffer']) : null,
    offerOptions: row.offer_options ? (JSON.parse(row.offer_options) as Session['offerOptions']) : null,
    aborted: row.aborted === 1,
    canceled: row.canceled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The rows of a customer's history (see `history`), unordered: sessions and accepted offers in one union. */
export function historyQuery(db: Kysely<Database>, appId: string, customerKey: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'accepted_offer', 'offer_options', 'aborted', 'canceled', 'created_at', 'updated_at'])
    .where('app_id', '=', appId)
    .where('customer_key', '=', customerKey)
    .where('lite', '=', 0)
    .unionAll(
      db
        .selectFrom('accepted_offers')
        .select([
          sql<string>`${ACCEPTED_ID_PREFIX} || idempotency_key`.as('id'),
          'accepted_offer',
          'offer_options',
          sql<number>`0`.as('aborted'),
          sql<number>`0`.as('canceled'),
          'created_at',
          sql<string>`created_at`.as('updated_at'),
        ])
        .where('app_id', '=', appId)
        .where('customer_key', '=', customerKey),
    );
}

export function createSessionsStore(db: Kysely<Database>) {
  // Every embed reads it (compiled-once.ts).
  const readHistory = compiledOnce(db, 2, (appId: string, customerKey: string) =>
    historyQuery(db, appId, customerKey).orderBy('created_at').orderBy('id'),
  );

  async function find(appId: string, customerKey: string, sessionKey: string) {
    return db
      .selectFrom('sessions')
      .select(['id'])
      .where('app_id', '=', appId)
      .where('customer_key', '=', customerKey)
      .where('session_key', '=', sessionKey)
      .executeTakeFirst();
  }

  return {
    /**
     * Stores a session once; a repeat (same app, customer and sessionKey) answers the first id. `alsoKeep`
     * runs in the inserting transaction when the session is new (the webhook outbox), never for a repeat.
     */
    async insertOnce(
      session: NewSession,
      alsoKeep?: (trx: Kysely<Database>, id: string) => Promise<void>,
    ): Promise<{ id: string; created: boolean }> {
      const id = session.id ?? `sess_${randomUUID().replaceAll('-', '')}`;
      const insert = (executor: Kysely<Database>) =>
        executor
          .insertInto('sessions')
          .values({
            id,
            app_id: session.appId,
            customer_key: session.customerKey,
            session_key: session.sessionKey,
            lite: session.lite ? 1 : 0,
            results: session.results ? JSON.stringify(session.results) : null,
            accepted_offer: session.acceptedOffer ? JSON.stringify(session.acceptedOffer) : null,
            offer_options: keptOfferOptions(session.offerOptions),
            aborted: session.aborted ? 1 : 0,
            canceled: session.canceled ? 1 : 0,
            deliveries: 1,
            created_at: session.createdAt,
            updated_at: session.createdAt,
            recording_blob: null,
            recording_meta: null,
          })
          .onConflict((conflict) => conflict.columns(['app_id', 'customer_key', 'session_key']).doNothing())
          .executeTakeFirst();
      const isNew = (result: { numInsertedOrUpdatedRows?: bigint | undefined }) =>
        Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      const created = alsoKeep
        ? await db.transaction().execute(async (trx) => {
            const fresh = isNew(await insert(trx));
            if (fresh) await alsoKeep(trx, id);
            return fresh;
          })
        : isNew(await insert(db));
      if (created) return { id, created: true };
      const existing = await find(session.appId, session.customerKey, session.sessionKey);
      if (!existing) throw new Error('A session conflicted on its key but cannot be found');
      await db
        .updateTable('sessions')
        .set((eb) => ({ deliveries: eb('deliveries', '+', 1) }))
        .where('id', '=', existing.id)
        .execute();
      return { id: existing.id, created: false };
    },

    /**
     * The customer's past full-flow sessions, oldest first (cooldowns, the Braintree resume date), with the
     * offers its money actions accepted as sessions of their own (accepted-offers-store.ts): a client that
     * never posts its session results is still on cooldown. One statement: the two tables in one union.
     */
    async history(appId: string, customerKey: string): Promise<SessionInput[]> {
      const { rows } = await readHistory(appId, customerKey);
      return rows.map(toSession);
    },

    /**
     * Whose session it is, when it was posted, and its recording: the blob key the row names (null without
     * one) and how many bytes it holds (0 without one).
     */
    async owner(appId: string, id: string) {
      const row = await db
        .selectFrom('sessions')
        .select(['customer_key', 'created_at', 'recording_blob', 'recording_meta'])
        .where('app_id', '=', appId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const meta =
        row.recording_blob && row.recording_meta ? (JSON.parse(row.recording_meta) as RecordingMeta) : null;
      return {
        customerKey: row.customer_key,
        createdAt: row.created_at,
        recordingKey: row.recording_blob,
        recordingBytes: meta?.bytes ?? 0,
      };
    },

    /**
     * Names `blobKey` as the session's recording, only if the row still names `replacing` (null: none); true
     * when it was attached. Two uploads at once cannot both replace one key, so neither file is left unnamed.
     */
    async attachRecording(
      id: string,
      blobKey: string,
      meta: RecordingMeta,
      now: Date,
      replacing: string | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ recording_blob: blobKey, recording_meta: JSON.stringify(meta), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where((eb) =>
          replacing === null ? eb('recording_blob', 'is', null) : eb('recording_blob', '=', replacing),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Up to `limit` recordings of sessions created before `before` (services/recording-retention.ts), with the
     * `updated_at` each was read at: a recording attached since then is not taken for the one read.
     */
    async recordingsBefore(before: Date, limit: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'recording_blob as blobKey', 'updated_at as updatedAt'])
        .where('recording_blob', 'is not', null)
        .where('created_at', '<', before.toISOString())
        .orderBy('created_at')
        .limit(limit)
        .$narrowType<{ blobKey: string }>()
        .execute();
    },

    /**
     * Forgets the session's recording, only if it still is the one read (same blob, not attached again since
     * `updatedAt`); true when it was forgotten. The session's `updated_at` stays: the history reads it.
     */
    async detachRecording(id: string, blobKey: string, updatedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ recording_blob: null, recording_meta: null })
        .where('id', '=', id)
        .where('recording_blob', '=', blobKey)
        .where('updated_at', '=', updatedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** How many times each session of an app was delivered (tests and operators). */
    async deliveries(appId: string): Promise<{ id: string; sessionKey: string; deliveries: number }[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'session_key', 'deliveries'])
        .where('app_id', '=', appId)
        .where('results', 'is not', null)
        .execute();
      return rows.map((row) => ({ id: row.id, sessionKey: row.session_key, deliveries: row.deliveries }));
    },
  };
}

export type SessionsStore = ReturnType<typeof createSessionsStore>;
