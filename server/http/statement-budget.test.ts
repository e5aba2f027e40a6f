/**
 * Round trips per call: each statement is a round trip to PostgreSQL and most of a call's cost on either
 * database (docs/server.md "Benchmark"). The busiest calls keep to a budget, so an N+1 query or a lookup
 * repeated per call shows up here before it shows up in `npm run bench:server`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../storage/database.ts';
import { DIALECTS, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { FLOW_ID, OFFER, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { createTestClient, type TestCall } from '../testing/test-client.ts';

/**
 * The embed: app with secrets, billing account, flow, coupons and plans (one statement each), data endpoint
 * — kept a while by the configuration cache (storage/config-cache.ts) — then the customer, their sessions
 * and the serving, which every call reads or writes anew.
 */
const EMBED_STATEMENTS = { cold: 9, warm: 3 };
/**
 * A money action, its app's configuration kept (app with secrets, billing account, coupons, plans, whether
 * it has webhook endpoints): customer, idempotency claim, the customer again — under the claim, so the checks
 * see what an action that finished meanwhile changed (a cancel from another tab; services/money-actions.ts) —
 * the recent servings with the sessions and the offers earlier actions accepted (one statement,
 * storage/served-history.ts), then
 * - the provider's change: begin, customer, update, applied, commit on SQLite; on PostgreSQL update and
 *   applied in one statement, from the customer's row as it was found (providers/database-billing-change.ts);
 * - the kept answer with its accepted offer (services/accepted-offers.ts), which must exist exactly when the
 *   answer does — an offer recorded without its answer would refuse the retry of its own key: begin, answer,
 *   offer, commit on SQLite; one statement on PostgreSQL (storage/idempotency-store.ts).
 * SQLite runs in process, where a statement is a function call; on PostgreSQL each is a round trip.
 */
const MONEY_ACTION_STATEMENTS: Record<Dialect, number> = { sqlite: 13, postgres: 6 };

for (const dialect of DIALECTS) {
  describe(`statements per call [${dialect}]`, () => {
    let server: StartedTestServer;
    let call: TestCall;
    let statements: string[] = [];

    beforeAll(async () => {
      server = await startTestServer({
        dialect,
        seed: serverTestSeed(),
        onQuery: (sql) => statements.push(sql),
        // Kept through the whole file: what is counted must not depend on how fast a busy machine runs it.
        configCacheMs: 10 * 60_000,
      });
      call = createTestClient(server.baseUrl);
    }, START_TIMEOUT_MS);
    afterAll(() => server?.close(), START_TIMEOUT_MS);

    async function counted(run: () => Promise<{ status: number }>): Promise<string[]> {
      statements = [];
      expect((await run()).status).toBe(200);
      return statements;
    }

    it(`serves the embed in at most ${EMBED_STATEMENTS.cold} statements, ${EMBED_STATEMENTS.warm} once the app's configuration is kept`, async () => {
      const embed = () => call('embed', { as: 'trial', body: {} });
      const cold = await counted(embed);
      expect(cold.length, cold.join('\n')).toBeLessThanOrEqual(EMBED_STATEMENTS.cold);
      const warm = await counted(embed);
      expect(warm.length, warm.join('\n')).toBeLessThanOrEqual(EMBED_STATEMENTS.warm);
    });

    it(`carries out a money action in at most ${MONEY_ACTION_STATEMENTS[dialect]} statements, however often the flow was loaded`, async () => {
      // Several loads of the flow: each is a serving the action checks, but their version is read once.
      for (let load = 0; load < 5; load += 1) await call('embed', { as: 'trial', mode: 'TEST', body: {} });
      const extend = () =>
        call('extendTrial', {
          as: 'trial',
          mode: 'TEST',
          body: { days: OFFER.trialDays, blueprintId: FLOW_ID },
        });
      await extend();
      const ran = await counted(extend);
      expect(ran.length, ran.join('\n')).toBeLessThanOrEqual(MONEY_ACTION_STATEMENTS[dialect]);
    });
  });
}
