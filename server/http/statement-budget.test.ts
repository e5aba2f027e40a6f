/**
 * Round trips per call: each statement is a round trip to PostgreSQL and most of a call's cost on either
 * database (docs/server.md "Benchmark"). The busiest calls keep to a budget, so an N+1 query or a lookup
 * repeated per call shows up here before it shows up in `npm run bench:server`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { FLOW_ID, OFFER, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { createTestClient, type TestCall } from '../testing/test-client.ts';

/** The embed: app with secrets, billing account, customer, coupons, plans, sessions, flow, data endpoint, serving. */
const EMBED_STATEMENTS = 9;
/**
 * A money action: app with secrets, billing account, customer, idempotency claim, coupons, plans, sessions
 * (with the offers earlier actions accepted, in the same statement), servings, the provider's change (begin,
 * customer, update, applied, commit), webhook endpoints, and the completion: begin, the kept answer, the
 * accepted offer (services/accepted-offers.ts), commit. The accepted offer must be kept in the answer's
 * transaction — an offer recorded without its answer would refuse the retry of its own key — which is 3
 * statements more than the lone completion of an app without webhook endpoints (1 more when it has some).
 */
const MONEY_ACTION_STATEMENTS = 18;

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
      });
      call = createTestClient(server.baseUrl);
    }, START_TIMEOUT_MS);
    afterAll(() => server?.close(), START_TIMEOUT_MS);

    async function counted(run: () => Promise<{ status: number }>): Promise<string[]> {
      statements = [];
      expect((await run()).status).toBe(200);
      return statements;
    }

    it(`serves the embed in at most ${EMBED_STATEMENTS} statements`, async () => {
      await call('embed', { as: 'trial', body: {} });
      const ran = await counted(() => call('embed', { as: 'trial', body: {} }));
      expect(ran.length, ran.join('\n')).toBeLessThanOrEqual(EMBED_STATEMENTS);
    });

    it(`carries out a money action in at most ${MONEY_ACTION_STATEMENTS} statements, however often the flow was loaded`, async () => {
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
      expect(ran.length, ran.join('\n')).toBeLessThanOrEqual(MONEY_ACTION_STATEMENTS);
    });
  });
}
