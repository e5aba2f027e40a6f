/**
 * Webhooks out on both dialects, against a real receiver on a loopback port: a stored session and a money
 * action are each delivered once, signed with the endpoint's secret; a 500 is retried with backoff and a
 * receiver that keeps failing ends as a failed delivery; two instances' workers never send one delivery
 * twice; a worker that died holding a claim, and a server that stopped before delivering, lose nothing.
 */
import { createHmac, randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { buildDeps, type RunningServer, startServer } from '../create-server.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { DIALECTS, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID, OFFER, serverTestSeed } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { createTestClient, type TestCall } from '../testing/test-client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import type { ServiceDeps } from './deps.ts';
import { startWebhookWorker } from './webhook-delivery.ts';
import type { DeliveryPolicy } from './webhook-policy.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';
import { listDeliveries, listEndpoints, redeliver, registerEndpoint, removeEndpoint } from './webhooks.ts';

/** Short waits so retries happen within the test; the defaults are minutes (webhook-policy.ts). */
const FAST: Partial<DeliveryPolicy> = { backoffBaseMs: 30, pollMs: 20, leaseMs: 5_000, timeoutMs: 3_000 };
/** The longest any test waits for deliveries it expects. */
const WAIT_MS = 15_000;
/**
 * A test's own budget: its setup (endpoint, sessions, a second instance) and then up to WAIT_MS of waiting.
 * Vitest's 5 s default was shorter than the wait alone, so on a loaded machine a test that was still making
 * progress timed out, kept running, and its late sessions landed on the next test's endpoint.
 */
const TEST_TIMEOUT_MS = 2 * WAIT_MS;

function session(sessionKey: string) {
  return seededSessionResults(sessionKey, { canceled: true, feedback: 'too expensive' });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker's clock, moved by the test: whether a backoff or a lease has run out is decided by it, not by
 * how long a loaded machine takes between two statements (a 30 ms backoff had often passed before the test
 * could see it pending). Started after the test's sessions are stored, so they are due at once.
 */
function manualClock() {
  let ms = Date.now();
  return {
    now: () => new Date(ms),
    advance(by: number) {
      ms += by;
    },
  };
}

/** Waits until `condition` holds (vitest's polling), naming `what` if it never does. */
const until = (condition: () => boolean | Promise<boolean>, what: string) =>
  vi.waitFor(async () => expect(await condition(), `waiting for ${what}`).toBe(true), {
    timeout: WAIT_MS,
    interval: 20,
  });

function deliveriesOf(deps: ServiceDeps, state?: string) {
  return listDeliveries(deps, APP_ID, { state }).then((outcome) => {
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  });
}

/** This test's deliveries only: an earlier test's, failed when its endpoint was removed, are not counted. */
async function deliveriesTo(deps: ServiceDeps, receiver: WebhookReceiver, state?: string) {
  return (await deliveriesOf(deps, state)).filter((delivery) => delivery.url === receiver.url);
}

for (const dialect of DIALECTS) {
  describe(`webhooks out [${dialect}]`, { timeout: TEST_TIMEOUT_MS }, () => {
    const database = createTestDatabase(dialect);
    const config = {
      ...readConfig({}),
      port: 0,
      databaseUrl: database.url,
      blobDir: database.blobDir,
      seedDemo: false,
      shutdownGraceMs: 2_000,
      webhookWorker: false,
    };
    const quiet = { logger: pino({ level: 'silent' }), database: database.options };
    let server: RunningServer;
    let deps: ServiceDeps;
    let call: TestCall;
    const receivers: WebhookReceiver[] = [];

    async function endpointTo(): Promise<{ receiver: WebhookReceiver; secret: string }> {
      const receiver = await startWebhookReceiver();
      receivers.push(receiver);
      const registered = await registerEndpoint(deps, APP_ID, receiver.url);
      if (!registered.ok) throw new Error(registered.message);
      return { receiver, secret: registered.value.secret };
    }

    beforeAll(async () => {
      deps = await buildDeps(config, quiet);
      await loadSeed(deps.database, serverTestSeed(), deps.now());
      server = await startServer(config, deps);
      call = createTestClient(server.url);
    }, START_TIMEOUT_MS);
    afterEach(async () => {
      const endpoints = await listEndpoints(deps, APP_ID);
      for (const endpoint of endpoints.ok ? endpoints.value : [])
        await removeEndpoint(deps, APP_ID, endpoint.id);
      for (const receiver of receivers.splice(0)) await receiver.close();
    });
    afterAll(async () => {
      await server?.close();
      await database.drop();
    }, START_TIMEOUT_MS);

    it('delivers a stored session once, signed with the endpoint’s secret over timestamp and body', async () => {
      const { receiver, secret } = await endpointTo();
      const key = `wh-${randomUUID()}`;
      const stored = await call('createSession', { as: 'ada', body: session(key) });
      expect(stored.status).toBe(200);
      // The widget's retry of the same session is not a second completed session.
      await call('createSession', { as: 'ada', body: session(key) });
      const worker = startWebhookWorker(deps, FAST, { autostart: false });
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);

      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      const event = JSON.parse(request!.body);
      expect(event).toMatchObject({
        type: 'session.completed',
        appId: APP_ID,
        data: {
          sessionId: (stored.body as { _id: string })._id,
          mode: 'LIVE',
          customer: { provider: 'STRIPE', id: 'cus_ada' },
          results: { sessionKey: key, canceled: true, feedback: 'too expensive' },
        },
      });
      expect(request!.headers['holdfast-event-id']).toBe(event.id);
      expect(request!.headers['holdfast-event-type']).toBe('session.completed');
      const signature = String(request!.headers['holdfast-signature']);
      expect(verifyWebhookSignature(secret, signature, request!.body)).toBe(true);
      // What a receiver writes by hand (docs/server.md), without our helper.
      const [t, v1] = signature.split(',').map((part) => part.split('=')[1]);
      expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(60);
      expect(createHmac('sha256', secret).update(`${t}.${request!.body}`).digest('hex')).toBe(v1);
      expect(verifyWebhookSignature(secret, signature, request!.body.replace('cus_ada', 'cus_bob'))).toBe(
        false,
      );
      expect(verifyWebhookSignature(`${secret}x`, signature, request!.body)).toBe(false);
      expect(verifyWebhookSignature(secret, signature, request!.body, Number(t) + 3_600)).toBe(false);

      const delivered = await deliveriesOf(deps, 'delivered');
      expect(delivered.filter((delivery) => delivery.eventId === event.id)).toMatchObject([
        { state: 'delivered', attempts: 1, lastStatus: 200, url: receiver.url },
      ]);
    });

    it('announces a money action once with its answer; a replay or a refused action announces nothing', async () => {
      const { receiver } = await endpointTo();
      await call('embed', { as: 'trial', mode: 'TEST', body: {} });
      const key = randomUUID();
      const body = { days: OFFER.trialDays, blueprintId: FLOW_ID };
      const first = await call('extendTrial', { as: 'trial', mode: 'TEST', body, key });
      expect(first.status).toBe(200);
      const replay = await call('extendTrial', { as: 'trial', mode: 'TEST', body, key });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const refused = await call('extendTrial', { as: 'trial', mode: 'TEST', body: { ...body, days: 99 } });
      expect(refused.status).toBe(403);
      await startWebhookWorker(deps, FAST, { autostart: false }).runOnce();

      expect(receiver.received.map((request) => JSON.parse(request.body))).toMatchObject([
        {
          type: 'action.completed',
          data: {
            action: 'extendTrial',
            mode: 'TEST',
            customer: { provider: 'STRIPE', id: 'cus_trial' },
            result: first.body as object,
          },
        },
      ]);
    });

    it('retries after a 500 with backoff, with the same event id, until the receiver takes it', async () => {
      const { receiver } = await endpointTo();
      receiver.respond = (_id, nth) => (nth === 0 ? 500 : 200);
      await call('createSession', { as: 'bob', body: session(`wh-${randomUUID()}`) });
      const clock = manualClock();
      const worker = startWebhookWorker({ ...deps, now: clock.now }, FAST, { autostart: false });
      expect(await worker.runOnce()).toBe(1);
      const [waiting] = await deliveriesTo(deps, receiver, 'pending');
      expect(waiting).toMatchObject({ attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
      expect(Date.parse(waiting!.nextAttemptAt!)).toBe(clock.now().getTime() + FAST.backoffBaseMs!);
      // Not due yet: the backoff holds it back, up to its last millisecond.
      expect(await worker.runOnce()).toBe(0);
      clock.advance(FAST.backoffBaseMs! - 1);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(1);
      expect(await worker.runOnce()).toBe(1);

      expect(receiver.received.map((request) => request.headers['holdfast-delivery-attempt'])).toEqual([
        '1',
        '2',
      ]);
      expect(new Set(receiver.received.map((request) => request.eventId)).size).toBe(1);
      expect(await deliveriesTo(deps, receiver, 'pending')).toEqual([]);
      const [delivered] = await deliveriesTo(deps, receiver, 'delivered');
      expect(delivered).toMatchObject({
        attempts: 2,
        lastStatus: 200,
        eventId: receiver.received[0]!.eventId,
      });
    });

    it('marks a delivery failed after the last attempt, lists it, and sends it again on request', async () => {
      const { receiver } = await endpointTo();
      receiver.respond = () => 500;
      await call('createSession', { as: 'cyd', body: session(`wh-${randomUUID()}`) });
      const worker = startWebhookWorker(
        deps,
        { ...FAST, maxAttempts: 3, backoffBaseMs: 5 },
        { autostart: false },
      );
      await until(async () => {
        await worker.runOnce();
        return (await deliveriesTo(deps, receiver, 'failed')).length === 1;
      }, 'the delivery to fail');
      expect(receiver.received).toHaveLength(3);
      const [failed] = await deliveriesTo(deps, receiver, 'failed');
      expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastStatus: 500, nextAttemptAt: null });
      expect(await worker.runOnce()).toBe(0);

      receiver.respond = () => 200;
      expect(await redeliver(deps, APP_ID, failed!.id)).toEqual({
        ok: true,
        value: { redelivering: failed!.id },
      });
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(4);
      expect((await deliveriesTo(deps, receiver, 'delivered')).map((delivery) => delivery.id)).toContain(
        failed!.id,
      );
      expect((await redeliver(deps, APP_ID, failed!.id)).ok).toBe(false);
    });

    it('never lets two instances claim one delivery, and their workers send each event once', async () => {
      const { receiver } = await endpointTo();
      receiver.delayMs = 15;
      const other = await buildDeps(config, quiet);
      try {
        const sessions = 24;
        await Promise.all(
          Array.from({ length: sessions }, (_, index) =>
            call('createSession', { as: 'dee', body: session(`wh-two-${index}-${randomUUID()}`) }),
          ),
        );
        // The claim itself, both at once on the same due rows: disjoint, and together all of them.
        const now = new Date();
        const [mine, theirs] = await Promise.all([
          deps.webhooks.claimDue(now, 1, sessions, 'mine'),
          other.webhooks.claimDue(now, 1, sessions, 'theirs'),
        ]);
        const ids = [...mine, ...theirs].map((delivery) => delivery.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toHaveLength(sessions);
        await sleep(5); // the 1 ms claims run out

        const workers = [deps, other].map((instance) =>
          startWebhookWorker(instance, { ...FAST, batchSize: 4 }, { autostart: false }),
        );
        await until(async () => {
          await Promise.all(workers.map((worker) => worker.runOnce()));
          return (await deliveriesOf(deps, 'pending')).length === 0;
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
      const { receiver } = await endpointTo();
      await call('createSession', { as: 'eve', body: session(`wh-${randomUUID()}`) });
      const clock = manualClock();
      const deadLeaseMs = 300;
      const [claimed] = await deps.webhooks.claimDue(clock.now(), deadLeaseMs, 10, 'dead-worker');
      expect(claimed).toBeDefined();
      const worker = startWebhookWorker({ ...deps, now: clock.now }, FAST, { autostart: false });
      expect(await worker.runOnce()).toBe(0);
      clock.advance(deadLeaseMs - 1);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(1);
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received.map((request) => request.eventId)).toEqual([claimed!.eventId]);
      const late = { delivered: false, status: 500, error: 'late', nextAttemptAt: new Date() };
      expect(await deps.webhooks.recordAttempt(claimed!.id, 'dead-worker', late, new Date())).toBe(false);
      expect((await deliveriesOf(deps, 'delivered')).map((delivery) => delivery.eventId)).toContain(
        claimed!.eventId,
      );
    });

    it('delivers after a restart what an instance stored but never sent', async () => {
      const { receiver } = await endpointTo();
      const before = await startServer(config, await buildDeps(config, quiet));
      const stored = await createTestClient(before.url)('createSession', {
        as: 'fay',
        body: session(`wh-${randomUUID()}`),
      });
      expect(stored.status).toBe(200);
      await before.close();
      expect(receiver.received).toEqual([]);

      // The next start runs the worker with the defaults, as `npm run server` does.
      const after = await startServer({ ...config, webhookWorker: true }, await buildDeps(config, quiet));
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
