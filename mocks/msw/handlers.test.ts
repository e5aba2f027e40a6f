import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActionAnswerSchema, EmbedAnswerSchema } from '../../contract/schemas/index.ts';
import type { MockBackend } from '../backend/backend.ts';
import { authHeaders, createTestBackend } from '../testing/call.ts';
import { createHandlers } from './handlers.ts';

const API = 'https://api.holdfast.dev';
let backend: MockBackend;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend = createTestBackend();
  // A catch-all after ours shows which requests our handlers leave alone.
  server.resetHandlers(
    ...createHandlers(backend),
    http.all('*', () => HttpResponse.text('not the backend')),
  );
});
afterAll(() => server.close());

async function post(url: string, as: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { ...(await authHeaders({ as })), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('msw handlers over the simulator (plain fetch, msw/node)', () => {
  it('answer a signed embed call at the API base', async () => {
    const response = await post(`${API}/api/orgs/app_test/embed`, 'cus_active', {
      customAttributes: { a: 1 },
    });
    expect(response.status).toBe(200);
    const answer = v.parse(EmbedAnswerSchema, await response.json());
    expect(answer.customer?.id).toBe('cus_active');
  });

  it('match any origin (the playground may point the widget anywhere)', async () => {
    const response = await fetch('http://localhost:4010/api/orgs/app_test/branding');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Acme' });
  });

  it('answer errors with their status and message', async () => {
    const response = await post(
      `${API}/api/orgs/app_test/stripe/cancel`,
      'cus_active',
      {},
      { 'x-holdfast-auth-hash': 'x' },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('change the simulated state: an action shows on the next customer fetch', async () => {
    const action = await post(`${API}/api/orgs/app_test/stripe/cancel`, 'cus_active', {
      cancelAtPeriodEnd: true,
    });
    expect(v.parse(ActionAnswerSchema, await action.json()).subscription.cancel_at_period_end).toBe(true);
    const customer = await fetch(`${API}/api/orgs/app_test/embed/customer`, {
      headers: await authHeaders({ as: 'cus_active' }),
    });
    expect(await customer.json()).toMatchObject({
      subscriptions: { data: [{ cancel_at_period_end: true }] },
    });
  });

  it('serve the control API under /__mock/', async () => {
    await fetch(`${API}/__mock/load`, {
      method: 'POST',
      body: JSON.stringify({ customer: { id: 'cus_msw', email: 'msw@example.com' } }),
    });
    const state = await (await fetch(`${API}/__mock/state`)).json();
    expect(JSON.stringify(state)).toContain('cus_msw');
    const requests = await (await fetch(`${API}/__mock/requests`)).json();
    expect(requests).toEqual([]);
  });

  it('a drop fault becomes a network error in fetch', async () => {
    await fetch(`${API}/__mock/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'drop', path: '/api/orgs/app_test/branding' }),
    });
    await expect(fetch(`${API}/api/orgs/app_test/branding`)).rejects.toThrow(TypeError);
  });

  it('a malformed fault gives a body that fails to parse', async () => {
    backend.faults.add({ kind: 'malformed' });
    const response = await fetch(`${API}/api/orgs/app_test/branding`);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('answer preflights with 204 and CORS headers', async () => {
    const response = await fetch(`${API}/api/orgs/app_test/embed`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.test' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.test');
  });

  it('leave other paths alone, even ones containing /api/ (dev-server modules)', async () => {
    const module = await fetch('http://localhost:5173/renderer/api/client.ts');
    expect(await module.text()).toBe('not the backend');
    expect(backend.requests()).toEqual([]);
  });
});
