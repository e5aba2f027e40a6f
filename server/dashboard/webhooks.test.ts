/**
 * The webhook administration as the dashboard mounts it: behind the sign-in (401), hidden from non-members
 * (404), readable by members, changeable by owners only, CSRF-checked, never cached; an endpoint's secret is
 * shown once, and a failed delivery can be sent again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WEBHOOK_PATHS, type WebhookDelivery } from '../../contract/dashboard-webhooks-api.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { dashboardSeed, makeTeam, postSession, signIn, TEAM } from './testing/dashboard-seed.ts';

describeOnBothDialects(
  'dashboard webhooks',
  (server) => {
    let owner = '';
    let member = '';
    let outsider = '';
    let receiver: WebhookReceiver;
    const url = (path: string) => `${server.started.baseUrl}${path}`;
    const get = (path: string, cookie: string) => fetch(url(path), { headers: { cookie } });
    const change = (
      method: 'POST' | 'DELETE',
      path: string,
      cookie: string,
      body?: unknown,
      origin = server.started.baseUrl,
    ) =>
      fetch(url(path), {
        method,
        headers: { cookie, origin, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const deliveries = async (cookie = member) =>
      (await (await get(WEBHOOK_PATHS.deliveries(APP_ID), cookie)).json()) as WebhookDelivery[];

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      await makeTeam(server.started, APP_ID);
      const base = server.started.baseUrl;
      owner = (await signIn(base, TEAM.owner.email, TEAM.owner.password)).cookie;
      member = (await signIn(base, TEAM.member.email, TEAM.member.password)).cookie;
      outsider = (await signIn(base, 'outsider@else.example', 'outsider-password-1')).cookie;
    }, START_TIMEOUT_MS);
    afterAll(() => receiver?.close());

    it('refuses a signed-out caller, and hides the app from a user who is not in its team', async () => {
      for (const path of [WEBHOOK_PATHS.endpoints(APP_ID), WEBHOOK_PATHS.deliveries(APP_ID)]) {
        expect((await get(path, '')).status).toBe(401);
        expect((await get(path, outsider)).status).toBe(404);
      }
      const hook = { url: 'https://hooks.example/x' };
      expect((await change('POST', WEBHOOK_PATHS.endpoints(APP_ID), '', hook)).status).toBe(401);
      expect((await change('POST', WEBHOOK_PATHS.endpoints(APP_ID), outsider, hook)).status).toBe(404);
    });

    it('lets an owner register an endpoint, showing its secret once; a member sees it without', async () => {
      const refused = await change('POST', WEBHOOK_PATHS.endpoints(APP_ID), member, { url: receiver.url });
      expect(refused.status).toBe(403);
      const created = await change('POST', WEBHOOK_PATHS.endpoints(APP_ID), owner, { url: receiver.url });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const endpoint = (await created.json()) as { id: string; url: string; secret: string };
      expect(endpoint.secret).toMatch(/^whsec_/);
      for (const cookie of [member, owner]) {
        const listed = await get(WEBHOOK_PATHS.endpoints(APP_ID), cookie);
        expect(listed.status).toBe(200);
        expect(listed.headers.get('cache-control')).toBe('no-store');
        const text = await listed.text();
        expect(JSON.parse(text)).toEqual([expect.objectContaining({ id: endpoint.id, url: receiver.url })]);
        expect(text).not.toContain(endpoint.secret);
      }
    });

    it('refuses a change posted from another origin (CSRF), even with the owner’s cookie', async () => {
      const forged = await change(
        'POST',
        WEBHOOK_PATHS.endpoints(APP_ID),
        owner,
        { url: 'https://evil.example/hook' },
        'https://evil.example',
      );
      expect(forged.status).toBe(403);
      const listed = (await (await get(WEBHOOK_PATHS.endpoints(APP_ID), owner)).json()) as { url: string }[];
      expect(listed.map((endpoint) => endpoint.url)).toEqual([receiver.url]);
    });

    it('shows a session’s delivery to members; only an owner sends a failed one again', async () => {
      receiver.respond = (_eventId, nth) => (nth === 0 ? 500 : 200);
      await postSession(server.call, { as: 'ada', canceled: true }, 'hook-1');
      await expect.poll(async () => (await deliveries())[0]?.attempts, { timeout: 10_000 }).toBe(1);
      const [first] = await deliveries();
      expect(first).toMatchObject({ eventType: 'session.completed', state: 'pending', lastStatus: 500 });
      // Its retries ran out (the 30 s backoff is not waited for here): the delivery is failed.
      await server.started.server.deps.database.db
        .updateTable('webhook_deliveries')
        .set({ state: 'failed' })
        .where('id', '=', first?.id ?? '')
        .execute();
      const retry = WEBHOOK_PATHS.retry(APP_ID, first?.id ?? '');
      expect((await change('POST', retry, member)).status).toBe(403);
      expect((await change('POST', retry, owner)).status).toBe(200);
      await expect.poll(async () => (await deliveries())[0]?.state, { timeout: 10_000 }).toBe('delivered');
      expect(receiver.received.map((request) => request.eventId)).toEqual([first?.eventId, first?.eventId]);
    });

    it('lets an owner, not a member, remove an endpoint', async () => {
      const [endpoint] = (await (await get(WEBHOOK_PATHS.endpoints(APP_ID), owner)).json()) as {
        id: string;
      }[];
      const path = WEBHOOK_PATHS.endpoint(APP_ID, endpoint?.id ?? '');
      expect((await change('DELETE', path, member)).status).toBe(403);
      expect((await change('DELETE', path, owner)).status).toBe(200);
      expect(await (await get(WEBHOOK_PATHS.endpoints(APP_ID), member)).json()).toEqual([]);
      expect((await change('DELETE', path, owner)).status).toBe(404);
    });
  },
  // The receiver listens on loopback, which only the operator's opt-in lets a webhook reach.
  { seed: dashboardSeed, allowPrivateWebhookAddresses: true },
);
