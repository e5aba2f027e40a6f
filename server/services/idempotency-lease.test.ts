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

    it('stops holding the customer after the hold cap: a hung action lets another key act after its last lease', async () => {
      const lease = 1_000;
      const hold = 2_500;
      const store = createIdempotencyStore(under.database.db, lease, dialect, hold);
      const hung = { appId: 'app_lease', customerKey: 'STRIPE:cus_hung', key: 'hung' };
      const other = { ...hung, key: 'other' };
      let running = true;
      const action = idempotently(store, hung, 'h', now, async () => {
        await sleep(hold + 3 * lease);
        running = false;
        return success('late');
      });
      // Past its first lease the owner still holds the customer: it renewed.
      await sleep(1.5 * lease);
      expect((await store.claim(other, 'h', now())).kind).toBe('busy');
      // Past the cap it stops renewing; once the last lease ran out the customer is free while it still runs.
      let claimed = 'busy';
      while (running && claimed !== 'acquired') {
        claimed = (await store.claim(other, 'h', now())).kind;
        if (claimed !== 'acquired') await sleep(50);
      }
      expect({ claimed, running }).toEqual({ claimed: 'acquired', running: true });
      await action;
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
