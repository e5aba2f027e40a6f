/**
 * The webhooks' deliveries: workers claim the due ones, record each attempt, and the dashboard lists them and
 * sends a failed one again. Workers claim row by row with a compare-and-set on the lease (`locked_until`): a
 * single-row UPDATE whose WHERE re-checks the lease is atomic on SQLite (one writer) and on PostgreSQL (the row
 * lock, then the WHERE re-read), so two workers never hold one delivery; a dead worker's claim simply runs out.
 */
import type { Kysely } from 'kysely';
import { DELIVERY_STATES, type DeliveryStateName } from '../../contract/dashboard-webhooks-api.ts';
import type { Database } from './tables.ts';
import type { WebhookDeliveriesTable } from './webhook-tables.ts';

/** The states are the contract's: the dashboard shows and filters by them. */
export type DeliveryState = DeliveryStateName;

export interface ClaimedDelivery {
  id: string;
  /** Attempts made before this one. */
  attempts: number;
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  body: string;
}

export interface DeliveryRecord {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  url: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

function stateOf(value: string): DeliveryState {
  return (DELIVERY_STATES as readonly string[]).includes(value) ? (value as DeliveryState) : 'pending';
}

/** The delivery queries of the webhooks store (webhooks-store.ts). */
export function webhookDeliveryQueries(db: Kysely<Database>) {
  return {
    /** Claims up to `limit` due deliveries for `leaseMs` under `token`; each is held by one worker only. */
    async claimDue(now: Date, leaseMs: number, limit: number, token: string): Promise<ClaimedDelivery[]> {
      const nowIso = now.toISOString();
      const candidates = await db
        .selectFrom('webhook_deliveries')
        .select(['id', 'locked_until'])
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .where('locked_until', '<=', nowIso)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      const claimed: string[] = [];
      const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
      for (const candidate of candidates) {
        const taken = await db
          .updateTable('webhook_deliveries')
          .set({ locked_until: lockedUntil, lease_token: token })
          .where('id', '=', candidate.id)
          .where('state', '=', 'pending')
          .where('locked_until', '=', candidate.locked_until)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) claimed.push(candidate.id);
      }
      if (claimed.length === 0) return [];
      const rows = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
        .select(['d.id', 'd.attempts', 'e.url', 'e.secret', 'v.id as event_id', 'v.type', 'v.body'])
        .where('d.id', 'in', claimed)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        attempts: row.attempts,
        url: row.url,
        secret: row.secret,
        eventId: row.event_id,
        eventType: row.type,
        body: row.body,
      }));
    },

    /**
     * Records an attempt's result, if `token` still holds the claim. `nextAttemptAt` null with `delivered`
     * false marks the delivery failed for good.
     */
    async recordAttempt(
      id: string,
      token: string,
      result: { delivered: boolean; status: number | null; error: string | null; nextAttemptAt: Date | null },
      now: Date,
    ): Promise<boolean> {
      const nowIso = now.toISOString();
      const state: DeliveryState = result.delivered
        ? 'delivered'
        : result.nextAttemptAt
          ? 'pending'
          : 'failed';
      const next = result.nextAttemptAt?.toISOString() ?? nowIso;
      const updated = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          state,
          attempts: eb('attempts', '+', 1),
          last_status: result.status,
          last_error: result.error,
          next_attempt_at: next,
          locked_until: next,
          lease_token: null,
          updated_at: nowIso,
          delivered_at: result.delivered ? nowIso : null,
        }))
        .where('id', '=', id)
        .where('lease_token', '=', token)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** An app's deliveries, newest first, optionally in one state (the dashboard's list). */
    async deliveries(
      appId: string,
      filter: { state?: DeliveryState; eventId?: string; limit: number },
    ): Promise<DeliveryRecord[]> {
      let query = db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
        .select([
          'd.id',
          'd.event_id',
          'v.type',
          'd.endpoint_id',
          'e.url',
          'd.state',
          'd.attempts',
          'd.next_attempt_at',
          'd.last_status',
          'd.last_error',
          'd.created_at',
          'd.delivered_at',
        ])
        .where('d.app_id', '=', appId);
      if (filter.state) query = query.where('d.state', '=', filter.state);
      if (filter.eventId) query = query.where('d.event_id', '=', filter.eventId);
      const rows = await query.orderBy('d.created_at', 'desc').orderBy('d.id').limit(filter.limit).execute();
      return rows.map((row) => toRecord(row));
    },

    /** Puts a failed delivery back in line, due now, with a fresh set of attempts. False if not failed. */
    async redeliver(appId: string, id: string, now: Date): Promise<boolean> {
      const nowIso = now.toISOString();
      const updated = await db
        .updateTable('webhook_deliveries')
        .set({
          state: 'pending',
          attempts: 0,
          next_attempt_at: nowIso,
          locked_until: nowIso,
          updated_at: nowIso,
        })
        .where('app_id', '=', appId)
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('webhook_endpoints as e')
              .select('e.id')
              .whereRef('e.id', '=', 'webhook_deliveries.endpoint_id')
              .where('e.removed_at', 'is', null),
          ),
        )
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}

function toRecord(
  row: Pick<
    WebhookDeliveriesTable,
    | 'id'
    | 'event_id'
    | 'endpoint_id'
    | 'state'
    | 'attempts'
    | 'next_attempt_at'
    | 'last_status'
    | 'last_error'
    | 'created_at'
    | 'delivered_at'
  > & { type: string; url: string },
): DeliveryRecord {
  const state = stateOf(row.state);
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.type,
    endpointId: row.endpoint_id,
    url: row.url,
    state,
    attempts: row.attempts,
    nextAttemptAt: state === 'pending' ? row.next_attempt_at : null,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}
