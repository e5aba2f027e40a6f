/**
 * The webhook administration routes the dashboard mounts: they refuse whoever `canManage` refuses, show an
 * endpoint's secret only in the answer that registered it, validate the URL and list deliveries by state.
 */
import { expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../services/messages.ts';
import { MAX_ENDPOINT_URL_LENGTH } from '../services/webhook-policy.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { createWebhookRoutes } from './webhook-routes.ts';

const BASE = `/apps/${APP_ID}/webhooks`;

describeOnBothDialects('webhook administration routes', (server) => {
  const routes = (allowed: boolean) =>
    createWebhookRoutes(server.started.server.deps, {
      canManage: (_context, appId) => allowed && appId === APP_ID,
    });
  const post = (path: string, body: unknown, allowed = true) =>
    routes(allowed).request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a caller the mounting code does not allow, before anything else', async () => {
    expect((await routes(false).request(`${BASE}/endpoints`)).status).toBe(403);
    expect((await post(`${BASE}/endpoints`, { url: 'https://hooks.example/a' }, false)).status).toBe(403);
    const listed = await (await routes(true).request(`${BASE}/endpoints`)).json();
    expect(listed).toEqual([]);
  });

  it('registers an endpoint, shows its secret once, lists it without, and removes it', async () => {
    const created = await post(`${BASE}/endpoints`, { url: 'https://hooks.example/holdfast' });
    expect(created.status).toBe(201);
    const endpoint = (await created.json()) as { id: string; url: string; secret: string };
    expect(endpoint).toMatchObject({ url: 'https://hooks.example/holdfast', appId: APP_ID });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = (await (await routes(true).request(`${BASE}/endpoints`)).json()) as object[];
    expect(listed).toEqual([expect.objectContaining({ id: endpoint.id })]);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    const removed = await routes(true).request(`${BASE}/endpoints/${endpoint.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await (await routes(true).request(`${BASE}/endpoints`)).json()).toEqual([]);
    const again = await routes(true).request(`${BASE}/endpoints/${endpoint.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('refuses URLs that are not http(s), carry credentials, or are missing', async () => {
    for (const url of [
      'ftp://hooks.example/x',
      'https://user:pw@hooks.example/x',
      'not a url',
      'javascript:alert(1)',
    ]) {
      const answer = await post(`${BASE}/endpoints`, { url });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/http/);
    }
    expect((await post(`${BASE}/endpoints`, {})).status).toBe(400);
  });

  it('refuses a URL over the length limit, saying so', async () => {
    const url = `https://hooks.example/${'a'.repeat(MAX_ENDPOINT_URL_LENGTH)}`;
    const answer = await post(`${BASE}/endpoints`, { url });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      WEBHOOK_MESSAGES.urlTooLong(MAX_ENDPOINT_URL_LENGTH),
    );
    const longest = `https://hooks.example/${'a'.repeat(MAX_ENDPOINT_URL_LENGTH - 'https://hooks.example/'.length)}`;
    expect((await post(`${BASE}/endpoints`, { url: longest })).status).toBe(201);
  });

  it('lists deliveries by state and refuses an unknown state or a retry of nothing failed', async () => {
    expect(await (await routes(true).request(`${BASE}/deliveries?state=failed`)).json()).toEqual([]);
    expect((await routes(true).request(`${BASE}/deliveries?state=lost`)).status).toBe(400);
    expect((await post(`${BASE}/deliveries/wd_none/retry`, {})).status).toBe(400);
  });
});
