/**
 * Statements compiled once (compiled-once.ts): each call runs the first compile's SQL with its own values,
 * on both databases; a build that lets a value shape the statement is refused at its first call.
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useMigratedDatabase } from '../testing/migrated-database.ts';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { compiledOnce } from './compiled-once.ts';
import { createServingsStore } from './servings-store.ts';

const APP = 'app_compiled';
const at = (minute: number) => new Date(Date.parse('2026-11-20T10:00:00.000Z') + minute * 60_000);

for (const dialect of DIALECTS) {
  describe(`statements compiled once [${dialect}]`, () => {
    const under = useMigratedDatabase(dialect, async (db) => {
      const servings = createServingsStore(db);
      for (const [customer, minute] of [
        ['cus_a', 1],
        ['cus_a', 2],
        ['cus_b', 3],
      ] as const)
        await servings.record(
          APP,
          customer,
          'LIVE',
          { flowId: 'flow_1', version: minute, dynamicOffers: null },
          at(minute),
        );
    });

    it('builds once and answers each call for its own values, a value used twice included', async () => {
      const { db } = under.database;
      const build = vi.fn((customerKey: string, since: string) =>
        db
          .selectFrom('servings')
          .select(['customer_key', 'version'])
          .where('app_id', '=', APP)
          .where((eb) => eb.or([eb('customer_key', '=', customerKey), eb('flow_id', '=', customerKey)]))
          .where('created_at', '>=', since)
          .orderBy('version'),
      );
      const read = compiledOnce(db, 2, build);
      expect((await read('cus_a', at(0).toISOString())).rows).toEqual([
        { customer_key: 'cus_a', version: 1 },
        { customer_key: 'cus_a', version: 2 },
      ]);
      expect((await read('cus_a', at(2).toISOString())).rows).toEqual([
        { customer_key: 'cus_a', version: 2 },
      ]);
      expect((await read('cus_b', at(0).toISOString())).rows).toEqual([
        { customer_key: 'cus_b', version: 3 },
      ]);
      expect((await read('flow_1', at(3).toISOString())).rows).toEqual([
        { customer_key: 'cus_b', version: 3 },
      ]);
      expect(build).toHaveBeenCalledTimes(1);
    });

    it('counts the rows a write changed', async () => {
      const { db } = under.database;
      const touch = compiledOnce(db, 2, (customerKey: string, version: number) =>
        db
          .updateTable('servings')
          .set({ mode: 'LIVE' })
          .where('customer_key', '=', customerKey)
          .where('version', '>=', version),
      );
      expect((await touch('cus_a', 1)).numAffectedRows).toBe(2n);
      expect((await touch('cus_a', 2)).numAffectedRows).toBe(1n);
      expect((await touch('cus_z', 1)).numAffectedRows).toBe(0n);
    });

    it.each([
      ['written into the SQL', (key: string) => sql.lit(key)],
      ['changed on its way in', (key: string) => key.toUpperCase()],
      ['not used', (_key: string) => 'cus_a'],
    ])('refuses a value %s, at its first call', async (_, customerKey) => {
      const { db } = under.database;
      const run = compiledOnce(db, 1, (key: string) =>
        db.selectFrom('servings').select('version').where('customer_key', '=', customerKey(key)),
      );
      await expect(run('cus_a')).rejects.toThrow(/^compiledOnce: /);
    });
  });
}
