/**
 * One pending Idempotency-Key per customer (migration 013), on both databases: another key of the customer
 * waits while one runs and acquires once it is kept; a key whose owner died (its lease ran out) stops holding
 * the customer when another key waits, and its own retry takes it over once the customer is free; migration
 * 013 turns the keys a crash left pending before it into that shape.
 */
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../testing/migrated-database.ts';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { createIdempotencyStore } from './idempotency-store.ts';
import * as migration from './migrations/013-one-pending-action.ts';

const LEASE_MS = 1_000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const scope = (customerKey: string, key: string) => ({ appId: 'app_keys', customerKey, key });

for (const dialect of DIALECTS) {
  describe(`one pending key per customer [${dialect}]`, () => {
    const under = useMigratedDatabase(dialect);
    const store = () => createIdempotencyStore(under.database.db, LEASE_MS, dialect);

    it('lets another key of the customer wait until the first is kept; other customers do not wait', async () => {
      const keys = store();
      expect(await keys.claim(scope('ann', 'a1'), 'h', at(0))).toEqual({ kind: 'acquired', takeover: false });
      expect(await keys.claim(scope('ann', 'a2'), 'h', at(10))).toEqual({ kind: 'busy' });
      expect(await keys.claim(scope('ben', 'b1'), 'h', at(10))).toEqual({
        kind: 'acquired',
        takeover: false,
      });
      await keys.complete(scope('ann', 'a1'), '"first"');
      expect(await keys.claim(scope('ann', 'a2'), 'h', at(20))).toEqual({
        kind: 'acquired',
        takeover: false,
      });
      expect(await keys.claim(scope('ann', 'a1'), 'h', at(30))).toEqual({ kind: 'done', outcome: '"first"' });
    });

    it('frees the customer from a key whose owner died, and lets that key’s retry take it over after', async () => {
      const keys = store();
      expect(await keys.claim(scope('cat', 'dead'), 'h', at(0))).toMatchObject({ kind: 'acquired' });
      expect(await keys.claim(scope('cat', 'next'), 'h', at(LEASE_MS - 1))).toEqual({ kind: 'busy' });
      // Past the lease: the waiting key marks the dead one stale, then acquires.
      expect(await keys.claim(scope('cat', 'next'), 'h', at(LEASE_MS + 1))).toEqual({ kind: 'busy' });
      expect(await keys.claim(scope('cat', 'next'), 'h', at(LEASE_MS + 2))).toEqual({
        kind: 'acquired',
        takeover: false,
      });
      // The dead key's retry waits while `next` runs, then takes its own key over.
      expect(await keys.claim(scope('cat', 'dead'), 'h', at(LEASE_MS + 3))).toEqual({ kind: 'busy' });
      await keys.complete(scope('cat', 'next'), '"next"');
      expect(await keys.claim(scope('cat', 'dead'), 'h', at(LEASE_MS + 4))).toEqual({
        kind: 'acquired',
        takeover: true,
      });
    });

    it('migration 013 keeps each customer’s latest pending key and makes the older ones stale', async () => {
      const { db } = under.database;
      // As before the migration: a crash could leave several keys of one customer pending.
      await migration.down(db);
      const pending = (customerKey: string, key: string, createdAt: number) =>
        db
          .insertInto('idempotency_keys')
          .values({
            app_id: 'app_keys',
            customer_key: customerKey,
            idempotency_key: key,
            request_hash: 'h',
            state: 'pending',
            response_status: null,
            response_body: null,
            locked_until: at(createdAt + LEASE_MS).toISOString(),
            created_at: at(createdAt).toISOString(),
          })
          .execute();
      await pending('eve', 'old', 0);
      await pending('eve', 'tie-a', 5);
      await pending('eve', 'tie-b', 5);
      await pending('fox', 'only', 0);
      await migration.up(db);
      const states = await db
        .selectFrom('idempotency_keys')
        .select(['customer_key', 'idempotency_key', 'state'])
        .where('customer_key', 'in', ['eve', 'fox'])
        .orderBy('idempotency_key')
        .execute();
      expect(states).toEqual([
        { customer_key: 'eve', idempotency_key: 'old', state: 'stale' },
        { customer_key: 'fox', idempotency_key: 'only', state: 'pending' },
        { customer_key: 'eve', idempotency_key: 'tie-a', state: 'stale' },
        { customer_key: 'eve', idempotency_key: 'tie-b', state: 'pending' },
      ]);
      await expect(pending('eve', 'another', 10)).rejects.toThrow();
    });

    it('frees the customer when a key is given back after an error', async () => {
      const keys = store();
      await keys.claim(scope('dan', 'failed'), 'h', at(0));
      await keys.release(scope('dan', 'failed'));
      expect(await keys.claim(scope('dan', 'after'), 'h', at(1))).toEqual({
        kind: 'acquired',
        takeover: false,
      });
    });
  });
}
