/**
 * A money action keeps the customer's turn while it runs, however long past its lease (a slow provider call),
 * and gives it up when its owner dies; on both databases.
 */
import { describe, expect, it } from 'vitest';
import { createIdempotencyStore } from '../storage/idempotency-store.ts';
import { useMigratedDatabase } from '../testing/migrated-database.ts';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { idempotently } from './idempotency.ts';
import { success } from './outcome.ts';

const LEASE_MS = 600;
const scope = (key: string) => ({ appId: 'app_lease', customerKey: 'STRIPE:cus_lease', key });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => new Date();

for (const dialect of DIALECTS) {
  describe(`a running action's turn [${dialect}]`, () => {
    const under = useMigratedDatabase(dialect);

    it('holds the customer through an action three leases long: another key stays busy until it is kept', async () => {
      const store = createIdempotencyStore(under.database.db, LEASE_MS, dialect);
      let running = true;
      const slow = idempotently(store, scope('slow'), 'h', now, async () => {
        await sleep(3 * LEASE_MS);
        running = false;
        return success('slow');
      });
      const claims: string[] = [];
      await sleep(20);
      while (running) {
        claims.push((await store.claim(scope('other'), 'h', now())).kind);
        await sleep(50);
      }
      expect((await slow).outcome).toEqual(success('slow'));
      expect(new Set(claims)).toEqual(new Set(['busy']));
      expect((await store.claim(scope('other'), 'h', now())).kind).toBe('acquired');
    });

    it('frees the customer once an owner that stopped renewing (it died) let its lease run out', async () => {
      const store = createIdempotencyStore(under.database.db, LEASE_MS, dialect);
      const dead = { appId: 'app_lease', customerKey: 'STRIPE:cus_dead', key: 'dead' };
      const other = { ...dead, key: 'other' };
      expect(await store.claim(dead, 'h', now())).toEqual({ kind: 'acquired', takeover: false });
      expect((await store.claim(other, 'h', now())).kind).toBe('busy');
      await sleep(LEASE_MS + 50);
      // The first claim past the lease finds the owner gone (stale); the next takes the customer.
      expect((await store.claim(other, 'h', now())).kind).toBe('busy');
      expect((await store.claim(other, 'h', now())).kind).toBe('acquired');
    });
  });
}
