/**
 * One pending Idempotency-Key per customer (migration 013), on both databases: another key of the customer
 * waits while one runs and acquires once it is kept; a key whose owner died (its lease ran out) stops holding
 * the customer when another key waits, and its own retry takes it over once the customer is free.
 */
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../testing/migrated-database.ts';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { createIdempotencyStore } from './idempotency-store.ts';

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
