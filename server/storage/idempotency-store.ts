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
  | { kind: 'acquired' }
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

export function createIdempotencyStore(db: Kysely<Database>) {
  const where = (scope: KeyScope) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('app_id', '=', scope.appId)
      .where('customer_key', '=', scope.customerKey)
      .where('idempotency_key', '=', scope.key);

  return {
    /** Takes the key for this request, or says why not (a finished first request, another body, busy). */
    async claim(scope: KeyScope, requestHash: string, now: Date, leaseMs: number): Promise<Claim> {
      const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
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
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'acquired' };
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
      return Number(taken.numUpdatedRows) === 1 ? { kind: 'acquired' } : { kind: 'busy' };
    },

    async complete(scope: KeyScope, outcome: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_body: outcome })
        .where('app_id', '=', scope.appId)
        .where('customer_key', '=', scope.customerKey)
        .where('idempotency_key', '=', scope.key)
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
