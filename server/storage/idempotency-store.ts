/**
 * Idempotency keys of money actions, scoped to (app, customer, key), with a hash of the request and, once
 * the first request finished, its outcome. A pending key carries a lease: if its owner dies (a crash, a
 * killed instance), another request may take it over once the lease ran out.
 */
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export interface KeyScope {
  appId: string;
  customerKey: string;
  key: string;
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

/** `leaseMs`: how long a pending key stays its first request's before another may take it over. */
export function createIdempotencyStore(db: Kysely<Database>, leaseMs: number) {
  const where = (scope: KeyScope) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('app_id', '=', scope.appId)
      .where('customer_key', '=', scope.customerKey)
      .where('idempotency_key', '=', scope.key);

  return {
    /** Takes the key for this request, or says why not (a finished first request, another body, busy). */
    async claim(scope: KeyScope, requestHash: string, now: Date, lease = leaseMs): Promise<Claim> {
      const lockedUntil = new Date(now.getTime() + lease).toISOString();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          ...scoped(scope),
          request_hash: requestHash,
          state: 'pending',
          response_status: null,
          response_body: null,
          locked_until: lockedUntil,
          created_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['app_id', 'customer_key', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'acquired', takeover: false };
      const row = await where(scope).executeTakeFirst();
      if (!row) return { kind: 'busy' };
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row.state === 'done') return { kind: 'done', outcome: row.response_body ?? 'null' };
      if (row.locked_until > now.toISOString()) return { kind: 'busy' };
      // The owner's lease ran out: take over, unless another waiter did so first.
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ locked_until: lockedUntil })
        .where('app_id', '=', scope.appId)
        .where('customer_key', '=', scope.customerKey)
        .where('idempotency_key', '=', scope.key)
        .where('state', '=', 'pending')
        .where('locked_until', '=', row.locked_until)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1 ? { kind: 'acquired', takeover: true } : { kind: 'busy' };
    },

    /**
     * Keeps the first request's outcome; `alsoKeep` runs in the same transaction (the webhook outbox), so
     * what it writes exists exactly when the kept answer does.
     */
    async complete(
      scope: KeyScope,
      outcome: string,
      alsoKeep?: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<void> {
      const keep = (executor: Kysely<Database>) =>
        executor
          .updateTable('idempotency_keys')
          .set({ state: 'done', response_body: outcome })
          .where('app_id', '=', scope.appId)
          .where('customer_key', '=', scope.customerKey)
          .where('idempotency_key', '=', scope.key)
          .execute();
      if (!alsoKeep) {
        await keep(db);
        return;
      }
      await db.transaction().execute(async (trx) => {
        await keep(trx);
        await alsoKeep(trx);
      });
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
