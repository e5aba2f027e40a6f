/**
 * Webhooks out across instances, on both dialects: two instances' workers never send one delivery twice; a
 * worker that died holding a claim, and a server that stopped before delivering, lose nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildDeps, startServer } from '../create-server.ts';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { createTestClient } from '../testing/test-client.ts';
import {
  deliveriesOf,
  FAST,
  manualClock,
  session,
  sleep,
  TEST_TIMEOUT_MS,
  until,
  useWebhookServer,
} from '../testing/webhooks-under-test.ts';
import { startWebhookWorker } from './webhook-delivery.ts';

for (const dialect of DIALECTS) {
  describe(`webhooks out across instances [${dialect}]`, { timeout: TEST_TIMEOUT_MS }, () => {
    const web = useWebhookServer(dialect);

    it('never lets two instances claim one delivery, and their workers send each event once', async () => {
      const { receiver } = await web.endpointTo();
      receiver.delayMs = 15;
      const other = await buildDeps(web.config, web.quiet);
      try {
        const sessions = 24;
        await Promise.all(
          Array.from({ length: sessions }, (_, index) =>
            web.call('createSession', { as: 'dee', body: session(`wh-two-${index}-${randomUUID()}`) }),
          ),
        );
        // The claim itself, both at once on the same due rows: disjoint, and together all of them.
        const now = new Date();
        const [mine, theirs] = await Promise.all([
          web.deps.webhooks.claimDue(now, 1, sessions, 'mine'),
          other.webhooks.claimDue(now, 1, sessions, 'theirs'),
        ]);
        const ids = [...mine, ...theirs].map((delivery) => delivery.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toHaveLength(sessions);
        await sleep(5); // the 1 ms claims run out

        const workers = [web.deps, other].map((instance) =>
          startWebhookWorker(instance, { ...FAST, batchSize: 4 }, { autostart: false }),
        );
        await until(async () => {
          await Promise.all(workers.map((worker) => worker.runOnce()));
          return (await deliveriesOf(web.deps, 'pending')).length === 0;
        }, 'both workers to send everything');
        const perEvent = new Map<string, number>();
        for (const request of receiver.received)
          perEvent.set(request.eventId, (perEvent.get(request.eventId) ?? 0) + 1);
        expect(perEvent.size).toBe(sessions);
        expect([...perEvent.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await other.database.db.destroy();
      }
    });

    it('sends what a dead worker had claimed once its lease runs out; the dead one can record nothing', async () => {
      const { receiver } = await web.endpointTo();
      await web.call('createSession', { as: 'eve', body: session(`wh-${randomUUID()}`) });
      const clock = manualClock();
      const deadLeaseMs = 300;
      const [claimed] = await web.deps.webhooks.claimDue(clock.now(), deadLeaseMs, 10, 'dead-worker');
      expect(claimed).toBeDefined();
      const worker = startWebhookWorker({ ...web.deps, now: clock.now }, FAST, { autostart: false });
      expect(await worker.runOnce()).toBe(0);
      clock.advance(deadLeaseMs - 1);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(1);
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received.map((request) => request.eventId)).toEqual([claimed!.eventId]);
      const late = { delivered: false, status: 500, error: 'late', nextAttemptAt: new Date() };
      expect(await web.deps.webhooks.recordAttempt(claimed!.id, 'dead-worker', late, new Date())).toBe(false);
      expect((await deliveriesOf(web.deps, 'delivered')).map((delivery) => delivery.eventId)).toContain(
        claimed!.eventId,
      );
    });

    it('delivers after a restart what an instance stored but never sent', async () => {
      const { receiver } = await web.endpointTo();
      const before = await startServer(web.config, await buildDeps(web.config, web.quiet));
      const stored = await createTestClient(before.url)('createSession', {
        as: 'fay',
        body: session(`wh-${randomUUID()}`),
      });
      expect(stored.status).toBe(200);
      await before.close();
      expect(receiver.received).toEqual([]);

      // The next start runs the worker with the defaults, as `npm run server` does.
      const after = await startServer(
        { ...web.config, webhookWorker: true },
        await buildDeps(web.config, web.quiet),
      );
      try {
        await until(() => receiver.received.length > 0, 'the delivery after the restart');
        expect(JSON.parse(receiver.received[0]!.body).data.sessionId).toBe(
          (stored.body as { _id: string })._id,
        );
      } finally {
        await after.close();
      }
      expect(receiver.received).toHaveLength(1);
    });
  });
}
