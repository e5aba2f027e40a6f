import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { queryResults } from '../../server/dashboard/results-query.ts';
import { refreshPlannerStatistics } from '../../server/storage/planner-statistics.ts';
import { describeOnBothDialects } from '../../server/testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID } from '../../server/testing/server-seed.ts';
import { seedYearOfSessions } from './seed-year.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');

describeOnBothDialects('the dashboard bench’s year of sessions', (server) => {
  it('writes every customer’s sessions, their facts and offers, within the year, as the results count them', async () => {
    const { db } = server.started.server.deps.database;
    const rows = async (table: 'sessions' | 'session_facts' | 'session_offer_facts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The server seed's history sessions (no facts) are there already.
    const before = await rows('sessions');
    expect(await rows('session_facts')).toBe(0);
    const counts = await seedYearOfSessions(db, {
      appId: APP_ID,
      flowId: FLOW_ID,
      flowVersion: 1,
      customers: 40,
      sessionsPerCustomer: 3,
      now: NOW,
    });
    expect(counts.sessions).toBe(120);
    expect(await rows('sessions')).toBe(before + 120);
    expect(await rows('session_facts')).toBe(120);
    expect(await rows('session_offer_facts')).toBe(counts.offerFacts);
    const customers = await db.selectFrom('session_facts').select('customer_id').distinct().execute();
    expect(customers).toHaveLength(40);
    const span = await db
      .selectFrom('session_facts')
      .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
      .executeTakeFirstOrThrow();
    expect(String(span.first) >= new Date(NOW.getTime() - 365 * 86_400_000).toISOString()).toBe(true);
    expect(String(span.last) <= NOW.toISOString()).toBe(true);
    const results = await queryResults(db, APP_ID, {});
    expect(results.totals.sessions).toBe(120);
    expect(results.totals.saved).toBe(counts.saved);
    expect(results.totals.saved).toBeGreaterThan(0);
    expect(results.offers.reduce((sum, offer) => sum + offer.presented, 0)).toBe(counts.offerFacts);
  });

  it('gives SQLite’s planner statistics of the facts (PostgreSQL keeps its own)', async () => {
    const database = server.started.server.deps.database;
    await refreshPlannerStatistics(database);
    if (database.dialect !== 'sqlite') return;
    const stats = await sql<{ tbl: string }>`select tbl from sqlite_stat1`.execute(database.db);
    expect(stats.rows.map((row) => row.tbl)).toContain('session_facts');
  });
});
