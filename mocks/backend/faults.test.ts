import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerAnswerSchema } from '../../contract/schemas/index.ts';
import { authHeaders, call, org } from '../testing/call.ts';
import { TEST_NOW, testSeed } from '../testing/test-seed.ts';
import { createMockBackend, type MockBackend } from './backend.ts';
import { createMockClock } from './clock.ts';
import { MALFORMED_BODY } from './faults.ts';

let backend: MockBackend;
let sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
beforeEach(() => {
  sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  backend = createMockBackend({ apps: () => [testSeed()], clock: createMockClock(TEST_NOW), sleep });
});

async function raw(path: string, method = 'GET', body?: unknown, extraHeaders: Record<string, string> = {}) {
  return backend.handle({
    method,
    path,
    headers: { ...(await authHeaders({ as: 'cus_active' })), ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function cancelAtPeriodEnd(): Promise<boolean | undefined> {
  const response = await call(backend, org('embed/customer'), { as: 'cus_active' });
  return v.parse(CustomerAnswerSchema, response.body).subscriptions.data[0]?.cancel_at_period_end;
}

describe('fault injection: matching calls fail the way networks and backends do', () => {
  it('status: answers the given status and message instead of handling the call', async () => {
    backend.faults.add({
      kind: 'status',
      path: '/api/orgs/app_test/stripe/cancel',
      status: 503,
      message: 'Down',
    });
    const reply = await raw(org('stripe/cancel'), 'POST', {});
    expect(reply).toEqual({
      kind: 'response',
      response: expect.objectContaining({ status: 503, body: { message: 'Down' } }),
    });
    expect(await cancelAtPeriodEnd()).toBe(false);
  });

  it('times: the rule affects that many matching calls, then the call answers normally', async () => {
    backend.faults.add({ kind: 'status', path: org('embed/customer'), status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await raw(org('embed/customer'));
      statuses.push(reply.kind === 'response' ? reply.response.status : 'dropped');
    }
    expect(statuses).toEqual([500, 500, 200]);
    expect(backend.faults.list()).toEqual([]);
  });

  it('method and pathRegex narrow the match', async () => {
    backend.faults.add({ kind: 'status', method: 'post', pathRegex: '/stripe/(pause|cancel)$', status: 500 });
    expect((await raw(org('embed/customer'))).kind === 'response').toBe(true);
    const get = await raw(org('stripe/cancel'));
    expect(get.kind === 'response' && get.response.status).toBe(405);
    const post = await raw(org('stripe/cancel'), 'POST', {});
    expect(post.kind === 'response' && post.response.status).toBe(500);
  });

  it('drop: no response at all (a network error for the client)', async () => {
    backend.faults.add({ kind: 'drop', path: '/api/orgs' });
    expect(await raw(org('embed/customer'))).toEqual({ kind: 'network-error', reason: 'fault: drop' });
  });

  it('malformed: a 200 whose body is not JSON', async () => {
    backend.faults.add({ kind: 'malformed', path: org('embed') });
    const reply = await raw(org('embed'), 'POST', {});
    expect(reply.kind === 'response' && reply.response.rawBody).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(MALFORMED_BODY)).toThrow();
  });

  it('delay: waits, then answers normally', async () => {
    backend.faults.add({ kind: 'delay', delayMs: 1500, path: org('embed/customer') });
    const reply = await raw(org('embed/customer'));
    expect(sleep).toHaveBeenCalledWith(1500);
    expect(reply.kind === 'response' && reply.response.status).toBe(200);
  });

  it('commit-then-fail: the action is applied, then the answer is a 504', async () => {
    backend.faults.add({ kind: 'commit-then-fail', path: org('stripe/cancel'), times: 1 });
    const reply = await raw(org('stripe/cancel'), 'POST', {});
    expect(reply.kind === 'response' && reply.response.status).toBe(504);
    expect(await cancelAtPeriodEnd()).toBe(true);
  });

  it('commit-then-fail then an idempotent retry: the retry replays the success and acts once', async () => {
    backend.faults.add({
      kind: 'commit-then-fail',
      failWith: 'drop',
      path: org('stripe/extend-trial'),
      times: 1,
    });
    const send = async () => {
      const headers = {
        ...(await authHeaders({ as: 'cus_trial', mode: 'TEST' })),
        'Idempotency-Key': 'retry-1',
      };
      return backend.handle({
        method: 'POST',
        path: org('stripe/extend-trial'),
        headers,
        body: { days: 5, blueprintId: null },
      });
    };
    expect((await send()).kind).toBe('network-error');
    const retry = await send();
    expect(retry.kind === 'response' && retry.response.status).toBe(200);
    const customer = v.parse(
      CustomerAnswerSchema,
      (await call(backend, org('embed/customer'), { as: 'cus_trial' })).body,
    );
    expect(customer.subscriptions.data[0]?.trial_end).toBe(Date.parse('2025-03-22T12:00:00Z') / 1000);
  });

  it('control calls are never affected', async () => {
    backend.faults.add({ kind: 'drop' });
    const reply = await backend.handle({ method: 'GET', path: '/__mock/state' });
    expect(reply.kind).toBe('response');
  });

  it('an invalid rule is refused with the reason', () => {
    expect(() => backend.faults.add({ kind: 'status', status: 200 })).toThrow(/status/);
    expect(() => backend.faults.add({ kind: 'drop', pathRegex: '(' })).toThrow(/regular expression/);
  });

  it('faults are counted against the request log like any call (the client did send it)', async () => {
    backend.faults.add({ kind: 'drop' });
    await raw(org('embed/customer'));
    expect(backend.requests().map((request) => request.path)).toEqual([org('embed/customer')]);
  });
});
