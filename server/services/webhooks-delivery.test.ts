/**
 * Webhooks out on both dialects, against a real receiver on a loopback port: a stored session and a money
 * action are each delivered once, signed with the endpoint's secret; a 500 is retried with backoff and a
 * receiver that keeps failing ends as a failed delivery, sent again on request. Without the operator's opt-in
 * (WEBHOOK_ALLOW_PRIVATE_ADDRESSES) a loopback receiver is refused at registration and, for an endpoint whose
 * name resolves to loopback by the time it is sent to (DNS rebinding), at send time, with no connection made.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID, OFFER } from '../testing/server-seed.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';
import {
  deliveriesOf,
  deliveriesTo,
  FAST,
  manualClock,
  session,
  TEST_TIMEOUT_MS,
  until,
  useWebhookServer,
} from '../testing/webhooks-under-test.ts';
import { startWebhookWorker } from './webhook-delivery.ts';
import { newEndpointSecret, verifyWebhookSignature } from './webhook-signature.ts';
import { redeliver, registerEndpoint } from './webhooks.ts';

for (const dialect of DIALECTS) {
  describe(`webhooks out [${dialect}]`, { timeout: TEST_TIMEOUT_MS }, () => {
    const web = useWebhookServer(dialect);

    it('delivers a stored session once, signed with the endpoint’s secret over timestamp and body', async () => {
      const { receiver, secret } = await web.endpointTo();
      const key = `wh-${randomUUID()}`;
      const stored = await web.call('createSession', { as: 'ada', body: session(key) });
      expect(stored.status).toBe(200);
      // The widget's retry of the same session is not a second completed session.
      await web.call('createSession', { as: 'ada', body: session(key) });
      const worker = startWebhookWorker(web.deps, FAST, { autostart: false });
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

      const delivered = await deliveriesOf(web.deps, 'delivered');
      expect(delivered.filter((delivery) => delivery.eventId === event.id)).toMatchObject([
        { state: 'delivered', attempts: 1, lastStatus: 200, url: receiver.url },
      ]);
    });

    it('announces a money action once with its answer; a replay or a refused action announces nothing', async () => {
      const { receiver } = await web.endpointTo();
      await web.call('embed', { as: 'trial', mode: 'TEST', body: {} });
      const key = randomUUID();
      const body = { days: OFFER.trialDays, blueprintId: FLOW_ID };
      const first = await web.call('extendTrial', { as: 'trial', mode: 'TEST', body, key });
      expect(first.status).toBe(200);
      const replay = await web.call('extendTrial', { as: 'trial', mode: 'TEST', body, key });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const refused = await web.call('extendTrial', {
        as: 'trial',
        mode: 'TEST',
        body: { ...body, days: 99 },
      });
      expect(refused.status).toBe(403);
      await startWebhookWorker(web.deps, FAST, { autostart: false }).runOnce();

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
      const { receiver } = await web.endpointTo();
      receiver.respond = (_id, nth) => (nth === 0 ? 500 : 200);
      await web.call('createSession', { as: 'bob', body: session(`wh-${randomUUID()}`) });
      const clock = manualClock();
      const worker = startWebhookWorker({ ...web.deps, now: clock.now }, FAST, { autostart: false });
      expect(await worker.runOnce()).toBe(1);
      const [waiting] = await deliveriesTo(web.deps, receiver, 'pending');
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
      expect(await deliveriesTo(web.deps, receiver, 'pending')).toEqual([]);
      const [delivered] = await deliveriesTo(web.deps, receiver, 'delivered');
      expect(delivered).toMatchObject({
        attempts: 2,
        lastStatus: 200,
        eventId: receiver.received[0]!.eventId,
      });
    });

    it('marks a delivery failed after the last attempt, lists it, and sends it again on request', async () => {
      const { receiver } = await web.endpointTo();
      receiver.respond = () => 500;
      await web.call('createSession', { as: 'cyd', body: session(`wh-${randomUUID()}`) });
      const worker = startWebhookWorker(
        web.deps,
        { ...FAST, maxAttempts: 3, backoffBaseMs: 5 },
        { autostart: false },
      );
      await until(async () => {
        await worker.runOnce();
        return (await deliveriesTo(web.deps, receiver, 'failed')).length === 1;
      }, 'the delivery to fail');
      expect(receiver.received).toHaveLength(3);
      const [failed] = await deliveriesTo(web.deps, receiver, 'failed');
      expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastStatus: 500, nextAttemptAt: null });
      expect(await worker.runOnce()).toBe(0);

      receiver.respond = () => 200;
      expect(await redeliver(web.deps, APP_ID, failed!.id)).toEqual({
        ok: true,
        value: { redelivering: failed!.id },
      });
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(4);
      expect((await deliveriesTo(web.deps, receiver, 'delivered')).map((delivery) => delivery.id)).toContain(
        failed!.id,
      );
      expect((await redeliver(web.deps, APP_ID, failed!.id)).ok).toBe(false);
    });

    it('refuses a loopback receiver at registration unless the operator opted in', async () => {
      const receiver = await startWebhookReceiver();
      try {
        const closed = { ...web.deps, allowPrivateWebhookAddresses: false };
        const refused = await registerEndpoint(closed, APP_ID, receiver.url);
        expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
        expect(refused.ok ? '' : refused.message).toContain(
          '127.0.0.1 is private, loopback or otherwise not public',
        );
        const named = await registerEndpoint(closed, APP_ID, receiver.url.replace('127.0.0.1', 'localhost'));
        expect(named.ok ? '' : named.message).toMatch(
          /^A webhook URL must reach a public address: localhost resolves to /,
        );
        // The opt-in (on for this server) lets the same URL in.
        expect((await registerEndpoint(web.deps, APP_ID, receiver.url)).ok).toBe(true);
      } finally {
        await receiver.close();
      }
    });

    it('refuses at send time a name that now resolves to loopback: no connection, tried again on schedule', async () => {
      const receiver = await startWebhookReceiver();
      try {
        // Stored as a name that passed registration (resolving elsewhere then) and now points at loopback.
        const url = receiver.url.replace('127.0.0.1', 'localhost');
        await web.deps.webhooks.addEndpoint(APP_ID, url, newEndpointSecret(), web.deps.now());
        await web.call('createSession', { as: 'ada', body: session(`wh-${randomUUID()}`) });
        const clock = manualClock();
        const closed = { ...web.deps, allowPrivateWebhookAddresses: false, now: clock.now };
        const policy = { ...FAST, maxAttempts: 3 };
        const worker = startWebhookWorker(closed, policy, { autostart: false });
        expect(await worker.runOnce()).toBe(1);

        expect(receiver.received).toEqual([]);
        const ours = async (state: 'pending' | 'failed') =>
          (await deliveriesOf(web.deps, state)).filter((delivery) => delivery.url === url);
        // The name may point elsewhere by the next attempt (a record being moved): not failed for good.
        const [waiting] = await ours('pending');
        expect(waiting).toMatchObject({ attempts: 1, lastStatus: null });
        expect(Date.parse(waiting!.nextAttemptAt!)).toBe(clock.now().getTime() + FAST.backoffBaseMs!);
        expect(waiting!.lastError).toMatch(
          /^Refused: localhost resolves to (127\.0\.0\.1|::1), not a public address/,
        );
        // Each attempt refused in turn, never connecting; failed once the attempts ran out.
        for (let attempt = 2; attempt <= policy.maxAttempts; attempt++) {
          clock.advance(60 * 60_000);
          expect(await worker.runOnce()).toBe(1);
        }
        expect(receiver.received).toEqual([]);
        expect(await ours('failed')).toMatchObject([{ attempts: policy.maxAttempts, nextAttemptAt: null }]);
      } finally {
        await receiver.close();
      }
    });

    it('refuses at send time a stored loopback address once the opt-in is off', async () => {
      const { receiver } = await web.endpointTo();
      await web.call('createSession', { as: 'bob', body: session(`wh-${randomUUID()}`) });
      const worker = startWebhookWorker({ ...web.deps, allowPrivateWebhookAddresses: false }, FAST, {
        autostart: false,
      });
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received).toEqual([]);
      const [failed] = await deliveriesTo(web.deps, receiver, 'failed');
      expect(failed).toMatchObject({
        attempts: 1,
        nextAttemptAt: null,
        lastError:
          'Refused: 127.0.0.1 is not a public address; this server sends nothing into private networks',
      });
    });
  });
}
