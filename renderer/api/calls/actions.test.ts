import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApiClient, jsonResponse } from '../api.testing.ts';
import { backoffMs, MAX_ATTEMPTS } from '../retry.ts';
import {
  SAMPLE_ACTION_ANSWER,
  SAMPLE_EMBED_ANSWER,
  SAMPLE_PAYMENT_ANSWER,
} from '../sample-answers.testing.ts';

function setup() {
  const sleep = vi.fn(async (_ms: number) => {});
  return { ...fakeApiClient({ sleep, timeoutMs: 20 }), sleep };
}

const pausePayload = { duration: 2, interval: 'MONTH', date: null } as const;
const key = { idempotencyKey: 'intent-1' };

describe('action payloads (spec §7)', () => {
  it('sends each action its payload as JSON', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockImplementation(async () => jsonResponse(SAMPLE_ACTION_ANSWER));
    await client.resume({ options: { subscriptionId: 'sub_1' } }, key);
    await client.applyDiscount({ coupon: 'SAVE20', blueprintId: 'bp_1' }, key);
    await client.extendTrial({ days: 14, blueprintId: null }, key);
    await client.pause({ duration: null, interval: 'WEEK', date: '2026-03-01' }, key);
    await client.updatePlan({ planId: 'price_basic' }, key);
    expect(sent().map((request) => request.body)).toEqual([
      { options: { subscriptionId: 'sub_1' } },
      { coupon: 'SAVE20', blueprintId: 'bp_1' },
      { days: 14, blueprintId: null },
      { duration: null, interval: 'WEEK', date: '2026-03-01' },
      { planId: 'price_basic' },
    ]);
  });

  it('cancels at period end by default (cancelAtPeriodEnd default true)', async () => {
    const { client, fetch, sent } = setup();
    fetch.mockImplementation(async () => jsonResponse(SAMPLE_ACTION_ANSWER));
    await client.cancel({}, key);
    await client.cancel({ cancelAtPeriodEnd: false }, key);
    expect(sent().map((request) => request.body)).toEqual([
      { cancelAtPeriodEnd: true },
      { cancelAtPeriodEnd: false },
    ]);
  });

  it('answers with the changed subscription, validated', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(SAMPLE_ACTION_ANSWER));
    const answer = await client.pause(pausePayload, key);
    expect(answer.subscription?.id).toBe('sub_123');
  });

  // Spec §7: the answers of the money actions are "not shown", so any 2xx is success.
  it.each([
    ['another shape', () => jsonResponse({ ok: true })],
    ['a subscription of another shape', () => jsonResponse({ subscription: { id: 7 } })],
    ['JSON null', () => jsonResponse(null)],
    ['an empty 204', () => new Response(null, { status: 204 })],
    ['a plain-text OK', () => new Response('OK', { status: 200 })],
  ])('a 2xx with %s is success, without a subscription', async (_, answer) => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => answer());
    await expect(client.cancel({}, key)).resolves.toEqual({});
    await expect(client.pause(pausePayload, key)).resolves.toEqual({});
  });
});

describe('money actions are retried with the same Idempotency-Key on transient failures', () => {
  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502', async () => errorResponse(502, 'bad gateway')],
    ['a 503', async () => errorResponse(503, 'unavailable')],
    ['a 504', async () => errorResponse(504, 'gateway timeout')],
  ])('repeats the same request after %s', async (_, fail) => {
    const { client, fetch, sent } = setup();
    fetch.mockImplementationOnce(fail).mockResolvedValueOnce(jsonResponse(SAMPLE_ACTION_ANSWER));
    await expect(client.pause(pausePayload, key)).resolves.toMatchObject({ subscription: { id: 'sub_123' } });
    const [first, second] = sent();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(second).toEqual(first);
    expect(second?.headers['idempotency-key']).toBe('intent-1');
  });

  it('repeats after a timeout', async () => {
    const { client, fetch } = setup();
    fetch
      .mockImplementationOnce(
        (_input, init) =>
          new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      )
      .mockResolvedValueOnce(jsonResponse(SAMPLE_ACTION_ANSWER));
    await expect(client.cancel({}, key)).resolves.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('makes at most 3 attempts with exponential backoff, then fails with the last error', async () => {
    const { client, fetch, sleep, sent } = setup();
    fetch.mockImplementation(async () => errorResponse(503, 'still down'));
    await expect(client.updatePlan({ planId: 'price_basic' }, key)).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'still down',
    });
    expect(MAX_ATTEMPTS).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([backoffMs(1), backoffMs(2)]);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(new Set(sent().map((request) => request.headers['idempotency-key']))).toEqual(
      new Set(['intent-1']),
    );
  });

  it.each([400, 402, 409, 422, 500])('never repeats after %i: the backend has answered', async (status) => {
    const { client, fetch, sleep } = setup();
    fetch.mockImplementation(async () =>
      errorResponse(status, 'Error pausing account. Please contact support.'),
    );
    await expect(client.pause(pausePayload, key)).rejects.toMatchObject({ kind: 'http', status });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('never repeats after a 2xx whose body is not JSON: the action was applied, and that is success', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => new Response('not json', { status: 200 }));
    await expect(client.applyDiscount({ coupon: 'SAVE20', blueprintId: null }, key)).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the caller aborts between attempts', async () => {
    const { client, fetch, sleep } = setup();
    const controller = new AbortController();
    sleep.mockImplementation(async () => controller.abort());
    fetch.mockImplementation(async () => errorResponse(503, 'down'));
    await expect(client.resume({}, { ...key, signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries the card payment (POST embed/billing) the same way', async () => {
    const { client, fetch, sent } = setup();
    fetch
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse(SAMPLE_PAYMENT_ANSWER));
    const payment = await client.updateBilling({ paymentMethodId: 'pm_1', failedPaymentWall: true }, key);
    expect(payment.amountPaid).toBe(2900);
    expect(sent().map((request) => request.headers['idempotency-key'])).toEqual(['intent-1', 'intent-1']);
  });
});

describe('other calls are not retried', () => {
  it('does not repeat the embed load after a 503', async () => {
    const { client, fetch } = setup();
    fetch
      .mockResolvedValueOnce(errorResponse(503, 'down'))
      .mockResolvedValueOnce(jsonResponse(SAMPLE_EMBED_ANSWER));
    await expect(client.loadEmbed({})).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not repeat the identity check after a network error', async () => {
    const { client, fetch } = setup();
    fetch.mockRejectedValue(new TypeError('offline'));
    await expect(client.checkIdentity({ email: 'ada@example.com' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
