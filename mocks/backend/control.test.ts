import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/schemas/index.ts';
import { call, createTestBackend, org } from '../testing/call.ts';
import { sessionResults } from '../testing/sample-calls.ts';
import { testSeed } from '../testing/test-seed.ts';
import type { MockBackend } from './backend.ts';
import type { MockResponse } from './types.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

async function control(
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
): Promise<MockResponse> {
  const reply = await backend.handle({
    method,
    path: `/__mock/${path}`,
    query,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (reply.kind !== 'response') throw new Error('control calls always answer');
  return reply.response;
}

describe('POST /__mock/reset', () => {
  it('restores the seeded state and clears requests and faults', async () => {
    await call(backend, org('stripe/cancel'), { method: 'POST', as: 'cus_active', body: {} });
    backend.faults.add({ kind: 'drop', path: '/api/a/' });
    expect((await control('POST', 'reset')).body).toEqual({ reset: true, apps: ['app_test'] });
    expect(backend.requests()).toEqual([]);
    expect(backend.faults.list()).toEqual([]);
    const customer = await call(backend, org('embed/customer'), { as: 'cus_active' });
    expect(customer.body).toMatchObject({ subscriptions: { data: [{ cancel_at_period_end: false }] } });
  });
});

describe('POST /__mock/load', () => {
  it('a partial blueprint is merged into the default app and served first', async () => {
    const response = await control('POST', 'load', {
      blueprint: { _id: 'bp_new', steps: [{ guid: 's', stepType: 'CONFIRM' }] },
    });
    expect(response.body).toMatchObject({ appId: 'app_test', blueprints: ['bp_new', 'bp_main', 'bp_alt'] });
    const embed = await call(backend, org('embed'), { method: 'POST', as: 'cus_active', body: {} });
    expect(embed.body).toMatchObject({ blueprint: { _id: 'bp_new' } });
  });

  it('a partial customer (with provider and invoices) is added; the rest of the app stays', async () => {
    await control('POST', 'load', {
      customer: { id: 'cus_new', email: 'new@example.com', subscriptions: { data: [] } },
      provider: 'CHARGEBEE',
      failedInvoices: [{ id: 'in_x', attemptCount: 1, dueDate: null }],
    });
    expect(
      (await call(backend, org('embed/customer'), { as: 'cus_new', provider: 'CHARGEBEE' })).status,
    ).toBe(200);
    expect((await call(backend, org('embed/customer'), { as: 'cus_active' })).status).toBe(200);
  });

  it('a customer with an existing id replaces it', async () => {
    await control('POST', 'load', { customer: { id: 'cus_active', email: 'changed@example.com' } });
    const customer = await call(backend, org('embed/customer'), { as: 'cus_active' });
    expect(customer.body).toMatchObject({ email: 'changed@example.com', subscriptions: { data: [] } });
  });

  it('branding merges one level deep; loads stack', async () => {
    await control('POST', 'load', { branding: { emailFlow: { enabled: false } } });
    await control('POST', 'load', {
      plans: [{ id: 'plan_x', currency: 'EUR', recurring: { interval: 'month' }, unit_amount: 1 }],
    });
    const branding = await call(backend, org('branding'));
    expect(branding.body).toMatchObject({ name: 'Acme', emailFlow: { enabled: false } });
    const embed = await call(backend, org('embed'), { method: 'POST', as: 'cus_active', body: {} });
    expect(embed.body).toMatchObject({ offerPlans: [{ id: 'plan_x', currency: 'eur' }] });
  });

  it('a complete seed adds another app with its own secret', async () => {
    await control('POST', 'load', { ...testSeed(), appId: 'app_other', secret: 'other_secret' });
    expect(backend.apps().map((app) => app.appId)).toEqual(['app_test', 'app_other']);
    // Signed with the default secret: the other app refuses it.
    expect(
      (await call(backend, org('embed/customer', 'app_other'), { as: 'cus_active', appId: 'app_other' }))
        .status,
    ).toBe(401);
  });

  it('a bad seed answers 400 listing the path of each problem', async () => {
    const response = await control('POST', 'load', {
      customer: { id: 'cus_bad', subscriptions: { data: [{ id: 's' }] } },
    });
    expect(response.status).toBe(400);
    const { message } = v.parse(ErrorBodySchema, response.body);
    expect(message).toContain('Invalid mock app seed "app_test"');
    expect(message).toMatch(/customers\.\d+\.customer\.subscriptions\.data\.0\.status/);
    expect(message).toMatch(/customers\.\d+\.customer\.subscriptions\.data\.0\.start_date/);
  });

  it('an unknown key in a partial answers 400 (a typo must not be ignored)', async () => {
    const response = await control('POST', 'load', { blueprnt: {} });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Unknown keys in partial load: blueprnt' },
    });
  });

  it('a failed load leaves the app as it was', async () => {
    await control('POST', 'load', { coupons: [{ id: 'broken', duration: 'forever' }] });
    expect(
      (await call(backend, org('embed'), { method: 'POST', as: 'cus_active', body: {} })).body,
    ).toMatchObject({
      coupons: [{ id: 'SAVE20' }, { id: 'ONCE10' }, { id: 'FOREVER5' }, { id: 'OLD' }],
    });
  });
});

describe('GET and DELETE /__mock/requests', () => {
  it('lists every product request with method, path, query, lower-cased headers, parsed body and time', async () => {
    await call(backend, org('embed'), {
      method: 'POST',
      as: 'cus_active',
      body: { customAttributes: { a: 1 } },
      query: { blueprint: 'bp_alt' },
    });
    expect((await control('GET', 'requests')).body).toMatchObject([
      {
        method: 'POST',
        path: org('embed'),
        query: { blueprint: 'bp_alt' },
        headers: { 'x-holdfast-customer-id': 'cus_active', 'x-holdfast-app-id': 'app_test' },
        body: { customAttributes: { a: 1 } },
        time: '2025-03-10T12:00:00.000Z',
      },
    ]);
  });

  it('filters by path prefix and method; control calls are not logged', async () => {
    await call(backend, org('branding'));
    await call(backend, '/api/a/l', { method: 'POST', body: {} });
    const filtered = (await control('GET', 'requests', undefined, { path: '/api/a/' })).body;
    expect(filtered).toHaveLength(1);
    expect((await control('GET', 'requests', undefined, { method: 'get' })).body).toHaveLength(1);
    expect(backend.requests().every((request) => request.path.startsWith('/api/'))).toBe(true);
  });

  it('DELETE clears the log', async () => {
    await call(backend, org('branding'));
    await control('DELETE', 'requests');
    expect((await control('GET', 'requests')).body).toEqual([]);
  });
});

describe('GET /__mock/emails', () => {
  it('lists sent e-mails with their codes, filterable by recipient', async () => {
    await call(backend, org('embed/check-identity'), { method: 'POST', body: { email: 'ada@example.com' } });
    await call(backend, org('embed/check-identity'), { method: 'POST', body: { email: 'tom@example.com' } });
    const all = (await control('GET', 'emails')).body;
    expect(all).toHaveLength(2);
    expect((await control('GET', 'emails', undefined, { to: 'tom@example.com' })).body).toEqual([
      expect.objectContaining({ to: 'tom@example.com', code: '100001' }),
    ]);
  });
});

describe('POST, GET and DELETE /__mock/faults', () => {
  it('adds one rule, a list or { rules }, and clears them', async () => {
    await control('POST', 'faults', { kind: 'drop', path: '/api/a/' });
    await control('POST', 'faults', [{ kind: 'status', status: 500, times: 2 }]);
    const listed = await control('POST', 'faults', { rules: [{ kind: 'malformed' }] });
    expect(listed.body).toHaveLength(3);
    expect((await control('GET', 'faults')).body).toEqual([
      { kind: 'drop', path: '/api/a/' },
      { kind: 'status', status: 500, times: 2 },
      { kind: 'malformed' },
    ]);
    await control('DELETE', 'faults');
    expect((await control('GET', 'faults')).body).toEqual([]);
  });

  it('an invalid rule answers 400', async () => {
    const response = await control('POST', 'faults', { kind: 'explode' });
    expect(response.status).toBe(400);
  });

  it('an added rule applies to the next product call', async () => {
    await control('POST', 'faults', {
      kind: 'status',
      status: 502,
      path: org('branding'),
      message: 'Bad gateway',
    });
    expect(await call(backend, org('branding'))).toMatchObject({
      status: 502,
      body: { message: 'Bad gateway' },
    });
  });
});

describe('GET /__mock/state', () => {
  it('shows customers and sessions, so a test can assert an action happened once', async () => {
    const pause = { duration: 1, interval: 'MONTH', date: null };
    await call(backend, org('stripe/pause'), { method: 'POST', as: 'cus_active', body: pause });
    await call(backend, '/api/sessions', { method: 'POST', as: 'cus_active', body: sessionResults() });
    await call(backend, '/api/sessions', { method: 'POST', as: 'cus_active', body: sessionResults() });
    const state = (await control('GET', 'state', undefined, { appId: 'app_test' })).body;
    expect(state).toMatchObject({
      apps: [
        {
          appId: 'app_test',
          customers: expect.arrayContaining([
            expect.objectContaining({
              customer: expect.objectContaining({
                id: 'cus_active',
                subscriptions: {
                  data: [
                    expect.objectContaining({
                      pause_collection: expect.objectContaining({ behavior: 'void' }),
                    }),
                  ],
                },
              }),
            }),
          ]),
          sessions: [expect.objectContaining({ sessionKey: 'key-1', deliveries: 2 })],
        },
      ],
    });
  });

  it('an unknown appId filter shows no apps', async () => {
    expect((await control('GET', 'state', undefined, { appId: 'nope' })).body).toEqual({ apps: [] });
  });
});

describe('/__mock/clock', () => {
  it('reads, pins and advances the backend clock', async () => {
    expect((await control('GET', 'clock')).body).toEqual({ now: '2025-03-10T12:00:00.000Z' });
    await control('POST', 'clock', { now: '2025-04-01T00:00:00.000Z' });
    expect((await control('POST', 'clock', { advanceMs: 60_000 })).body).toEqual({
      now: '2025-04-01T00:01:00.000Z',
    });
  });

  it('a bad clock body answers 400', async () => {
    expect((await control('POST', 'clock', { now: 'yesterday' })).status).toBe(400);
  });
});

describe('unknown routes', () => {
  it('unknown control and product paths answer 404; a wrong method 405', async () => {
    expect((await control('GET', 'nothing')).status).toBe(404);
    expect((await control('GET', 'reset')).status).toBe(405);
    expect((await call(backend, '/api/nothing')).status).toBe(404);
    expect((await call(backend, org('embed'), { as: 'cus_active' })).status).toBe(405);
  });
});
