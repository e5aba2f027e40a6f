/**
 * Exactly once across instances: two servers on one database (one SQLite file, or one PostgreSQL schema)
 * get 50 parallel repeats of one money action with one key, split between them; the subscription changes
 * once, the provider records one change, and every answer is the same.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { buildDeps, type RunningServer, startServer } from '../create-server.ts';
import { customerKeyOf } from '../storage/customer-key.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { DIALECTS, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, DAY, FLOW_ID, OFFER, serverTestSeed } from '../testing/server-seed.ts';
import { createTestClient } from '../testing/test-client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { requestHash } from './idempotency.ts';

const REPEATS = 50;

for (const dialect of DIALECTS) {
  describe(`two instances on one ${dialect} database`, () => {
    const database = createTestDatabase(dialect);
    const servers: RunningServer[] = [];

    beforeAll(async () => {
      const config = { ...readConfig({}), port: 0, databaseUrl: database.url, blobDir: database.blobDir };
      for (let instance = 0; instance < 2; instance += 1) {
        const deps = await buildDeps(config, {
          logger: pino({ level: 'silent' }),
          database: database.options,
        });
        if (instance === 0) await loadSeed(deps.database, serverTestSeed(), deps.now());
        servers.push(await startServer(config, deps));
      }
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      for (const server of servers) await server.close();
      await database.drop();
    }, START_TIMEOUT_MS);

    it(`acts once for ${REPEATS} parallel repeats of one key sent to both`, async () => {
      const [first, second] = servers.map((server) => createTestClient(server.url));
      const body = { days: OFFER.trialDays, blueprintId: FLOW_ID };
      // TEST mode: a second extension would be allowed, so only the key can keep it to one.
      await first!('embed', { as: 'trial', mode: 'TEST', body: {} });
      const before = await second!('customer', { as: 'trial', mode: 'TEST' });
      const trialEnd = (customer: unknown) =>
        (customer as { subscriptions: { data: { trial_end: number }[] } }).subscriptions.data[0]!.trial_end;
      const key = randomUUID();
      const replies = await Promise.all(
        Array.from({ length: REPEATS }, (_, index) =>
          (index % 2 === 0 ? first! : second!)('extendTrial', { as: 'trial', mode: 'TEST', body, key }),
        ),
      );
      expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200]));
      expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
      const after = await first!('customer', { as: 'trial', mode: 'TEST' });
      expect(trialEnd(after.body)).toBe(trialEnd(before.body) + OFFER.trialDays * DAY);
      const { db } = servers[0]!.deps.database;
      const applied = await db.selectFrom('billing_applied').select('idempotency_key').execute();
      expect(applied.filter((row) => row.idempotency_key.endsWith(key))).toHaveLength(1);
    });
    it('recovers from an instance that died after the provider acted: the repeat takes over, acts no more', async () => {
      const call = createTestClient(servers[1]!.url);
      const { deps } = servers[0]!;
      const body = { days: OFFER.trialDays, blueprintId: FLOW_ID };
      await call('embed', { as: 'trial2', mode: 'TEST', body: {} });
      const customer = await deps.billing.findCustomer(APP_ID, 'STRIPE', 'cus_trial2', 'TEST');
      const start = customer!.customer.subscriptions.data[0]!.trial_end!;
      // What the dead instance left: its key pending (lease run out) and the provider's change made.
      const key = randomUUID();
      const scope = { appId: APP_ID, customerKey: customerKeyOf('STRIPE', 'cus_trial2'), key };
      const longAgo = new Date(Date.now() - 60_000);
      expect(await deps.idempotency.claim(scope, requestHash('extendTrial', body), longAgo, 1_000)).toEqual({
        kind: 'acquired',
        takeover: false,
      });
      await deps.billing.extendTrial(customer!, 'sub_trial2', OFFER.trialDays, {
        idempotencyKey: `${scope.appId}:${scope.customerKey}:${key}`,
        now: longAgo,
      });
      const retry = await call('extendTrial', { as: 'trial2', mode: 'TEST', body, key });
      expect(retry.status).toBe(200);
      expect((retry.body as { subscription: { trial_end: number } }).subscription.trial_end).toBe(
        start + OFFER.trialDays * DAY,
      );
    });
  });
}
