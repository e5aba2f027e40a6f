/**
 * Idempotency keys of money actions, scoped to (app, customer, key), with a hash of the request and, once
 * the first request finished, its outcome. A pending key carries a lease: if its owner dies (a crash, a
 * killed instance), another request may take it over once the lease ran out.
 */
import { type Kysely, sql } from 'kysely';
import { acceptedOfferRow, type NewAcceptedOffer, recordAcceptedOffer } from './accepted-offers-store.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Dialect } from './database.ts';
import type { Database } from './tables.ts';
import { isUniqueViolation } from './unique-violation.ts';

export interface KeyScope {
  appId: string;
  customerKey: string;
  key: string;
}

/** What a first request keeps beside its outcome, so that it exists exactly when the kept outcome does. */
export interface KeptBeside {
  /** The offer the action accepted (services/accepted-offers.ts). */
  acceptedOffer?: NewAcceptedOffer;
  /** More to write in the outcome's transaction (the webhook outbox). */
  inTransaction?: (trx: Kysely<Database>) => Promise<void>;
}

export type Claim =
  /** `takeover`: the key was pending under a dead owner, whose work may be partly done. */
  | { kind: 'acquired'; takeover: boolean }
  | { kind: 'done'; outcome: string }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

function scoped(scope: KeyScope) {
  return {
    app_id: scope.appId,
    customer_key: scope.customerKey,
    idempotency_key: scope.key,
  };
}

/**
 * `leaseMs`: how long a pending key stays its first request's before another may take it over. `dialect`:
 * on PostgreSQL an outcome kept with its accepted offer alone is one statement (a data-modifying CTE, atomic
 * without a transaction) instead of four; SQLite has no such CTE and, in process, needs none. `maxHoldMs`: how
 * long a running owner may keep renewing its lease (the runner's IDEMPOTENCY_MAX_HOLD_MS when not given).
 */
export function createIdempotencyStore(
  db: Kysely<Database>,
  leaseMs: number,
  dialect: Dialect,
  maxHoldMs?: number,
) {
  const where = (scope: KeyScope) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('app_id', '=', scope.appId)
      .where('customer_key', '=', scope.customerKey)
      .where('idempotency_key', '=', scope.key);

  // A money action's first and last statements (compiled-once.ts).
  const insertPending = compiledOnce(
    db,
    6,
    (
      appId: string,
      customerKey: string,
      key: string,
      requestHash: string,
      lockedUntil: string,
      createdAt: string,
    ) =>
      db
        .insertInto('idempotency_keys')
        .values({
          ...scoped({ appId, customerKey, key }),
          request_hash: requestHash,
          state: 'pending',
          response_status: null,
          response_body: null,
          locked_until: lockedUntil,
          created_at: createdAt,
        })
        // The key itself, or the customer's one pending key (migration 013): either way this request waits.
        .onConflict((conflict) => conflict.doNothing()),
  );
  const keep = (executor: Kysely<Database>, scope: KeyScope, outcome: string) =>
    executor
      .updateTable('idempotency_keys')
      .set({ state: 'done', response_body: outcome })
      .where('app_id', '=', scope.appId)
      .where('customer_key', '=', scope.customerKey)
      .where('idempotency_key', '=', scope.key);
  const keepOutcome = compiledOnce(
    db,
    4,
    (appId: string, customerKey: string, key: string, outcome: string) =>
      keep(db, { appId, customerKey, key }, outcome),
  );
  const keepOutcomeWithOffer = compiledOnce(
    db,
    9,
    (
      appId: string,
      customerKey: string,
      key: string,
      outcome: string,
      offerCustomerKey: string,
      offerKey: string,
      acceptedOffer: string,
      offerOptions: string | null,
      createdAt: string,
    ) =>
      db
        .with('kept', () => keep(db, { appId, customerKey, key }, outcome).returning('app_id'))
        .insertInto('accepted_offers')
        .columns([
          'app_id',
          'customer_key',
          'idempotency_key',
          'accepted_offer',
          'offer_options',
          'created_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('kept')
            .select([
              'kept.app_id',
              sql<string>`${offerCustomerKey}::text`.as('customer_key'),
              sql<string>`${offerKey}::text`.as('idempotency_key'),
              sql<string>`${acceptedOffer}::text`.as('accepted_offer'),
              sql<string | null>`${offerOptions}::text`.as('offer_options'),
              sql<string>`${createdAt}::text`.as('created_at'),
            ]),
        )
        .onConflict((conflict) =>
          conflict.columns(['app_id', 'customer_key', 'idempotency_key']).doNothing(),
        ),
  );

  return {
    /** How long a claim holds without being renewed. */
    leaseMs,
    /** How long an owner still at work may renew its claim; undefined: the runner's default. */
    maxHoldMs,

    /** Takes the key for this request, or says why not (a finished first request, another body, busy). */
    async claim(scope: KeyScope, requestHash: string, now: Date, lease = leaseMs): Promise<Claim> {
      const lockedUntil = new Date(now.getTime() + lease).toISOString();
      const inserted = await insertPending(
        scope.appId,
        scope.customerKey,
        scope.key,
        requestHash,
        lockedUntil,
        now.toISOString(),
      );
      if (Number(inserted.numAffectedRows ?? 0) === 1) return { kind: 'acquired', takeover: false };
      const row = await where(scope).executeTakeFirst();
      if (!row) {
        // Another of this customer's actions runs (one at a time, migration 013): wait for it, unless its owner
        // died — then it no longer holds the customer, and its own retry takes it over later.
        await db
          .updateTable('idempotency_keys')
          .set({ state: 'stale' })
          .where('app_id', '=', scope.appId)
          .where('customer_key', '=', scope.customerKey)
          .where('state', '=', 'pending')
          .where('locked_until', '<=', now.toISOString())
          .execute();
        return { kind: 'busy' };
      }
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row.state === 'done') return { kind: 'done', outcome: row.response_body ?? 'null' };
      if (row.state === 'pending' && row.locked_until > now.toISOString()) return { kind: 'busy' };
      // The owner's lease ran out: take over, unless another waiter did so first, or (a stale key) another of
      // the customer's actions holds the customer now.
      try {
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ state: 'pending', locked_until: lockedUntil })
          .where('app_id', '=', scope.appId)
          .where('customer_key', '=', scope.customerKey)
          .where('idempotency_key', '=', scope.key)
          .where('state', '=', row.state)
          .where('locked_until', '=', row.locked_until)
          .executeTakeFirst();
        return Number(taken.numUpdatedRows) === 1 ? { kind: 'acquired', takeover: true } : { kind: 'busy' };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'busy' };
        throw error;
      }
    },

    /** Keeps the first request's outcome, and with it (same statement or transaction) what `beside` names. */
    async complete(scope: KeyScope, outcome: string, beside: KeptBeside = {}): Promise<void> {
      const { acceptedOffer, inTransaction } = beside;
      if (!acceptedOffer && !inTransaction) {
        await keepOutcome(scope.appId, scope.customerKey, scope.key, outcome);
        return;
      }
      if (acceptedOffer && !inTransaction && dialect === 'postgres') {
        const row = acceptedOfferRow(acceptedOffer);
        await keepOutcomeWithOffer(
          scope.appId,
          scope.customerKey,
          scope.key,
          outcome,
          row.customer_key,
          row.idempotency_key,
          row.accepted_offer,
          row.offer_options ?? null,
          row.created_at,
        );
        return;
      }
      await db.transaction().execute(async (trx) => {
        await keep(trx, scope, outcome).execute();
        if (acceptedOffer) await recordAcceptedOffer(trx, acceptedOffer);
        await inTransaction?.(trx);
      });
    },

    /**
     * Extends a pending key's lease from `now`, for an owner still at work. A key a waiter already found
     * lapsed (stale) is not revived: another of the customer's actions may hold the customer now.
     */
    async renew(scope: KeyScope, now: Date): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where('app_id', '=', scope.appId)
        .where('customer_key', '=', scope.customerKey)
        .where('idempotency_key', '=', scope.key)
        .where('state', '=', 'pending')
        .execute();
    },

    /** Gives a key back after an unexpected error, so a retry may act (nothing was kept to replay). */
    async release(scope: KeyScope): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('app_id', '=', scope.appId)
        .where('customer_key', '=', scope.customerKey)
        .where('idempotency_key', '=', scope.key)
        .where('state', '=', 'pending')
        .execute();
    },

    /** Forgets keys (ours and the database provider's) older than `before`; returns how many of ours. */
    async purge(before: Date): Promise<number> {
      const cutoff = before.toISOString();
      const ours = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      await db.deleteFrom('billing_applied').where('created_at', '<', cutoff).execute();
      return Number(ours.numDeletedRows);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
