import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FREE_TEXT_CHARS } from '../../../contract/free-text-limit.ts';
import { MAX_BODY_BYTES } from '../../../contract/request-limits.ts';
import {
  errorResponse,
  fakeApiClient,
  jsonResponse,
  sentRequest,
  sessionResults,
  TEST_API_BASE,
} from '../../api/api.testing.ts';
import { createSessionReporter, deliverCustomerUpdate, deliverEvent, sessionReceiptOf } from './deliver.ts';
import { createDeliveryQueue, type DeliveryQueue } from './delivery-queue.ts';

let queue: DeliveryQueue;
beforeEach(() => {
  queue = createDeliveryQueue();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  queue.clear();
  vi.restoreAllMocks();
});

function client(answer: (path: string) => Response) {
  const { client: api, fetch } = fakeApiClient({
    answer: (...args) => answer(sentRequest(args).url.pathname),
    sleep: () => Promise.resolve(),
  });
  return { api, fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('events and customer updates go through the queue with keepalive (spec §7)', () => {
  it('a tracked event is POSTed to /api/events/new with keepalive and the identity headers', async () => {
    const { api, fetch } = client(() => jsonResponse({}));
    const event = {
      event: 'ck-pause-wall',
      timestamp: '2025-03-15T12:00:00.000Z',
      customerId: 'cus_123',
      properties: {},
    };
    deliverEvent(api, event, () => queue);
    await settle();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TEST_API_BASE}/api/events/new`);
    expect(init?.keepalive).toBe(true);
    expect(sentRequest([url ?? '', init]).headers['x-holdfast-auth-hash']).toBe('hash_abc');
    expect(JSON.parse(String(init?.body))).toEqual(event);
  });

  it('a customer update is POSTed to /api/events/customer-update', async () => {
    const { api, fetch } = client(() => jsonResponse({}));
    deliverCustomerUpdate(api, { customerId: 'cus_123', attributes: { plan: 'pro' } }, () => queue);
    await settle();
    expect(sentRequest(fetch.mock.calls[0] ?? ['']).url.pathname).toBe('/api/events/customer-update');
    expect(sentRequest(fetch.mock.calls[0] ?? ['']).body).toEqual({
      customerId: 'cus_123',
      attributes: { plan: 'pro' },
    });
  });

  it('a keepalive call is one attempt: the client does not repeat it, the queue decides', async () => {
    const { api, fetch } = client(() => errorResponse(503, 'down'));
    await expect(
      api.trackEvent(
        { event: 'x', timestamp: '2025-03-15T12:00:00.000Z', customerId: null },
        { keepalive: true },
      ),
    ).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('session results: the backend’s id is known once they are delivered', () => {
  it('sessionReceiptOf resolves with the _id and upload token of the answer', async () => {
    const { api } = client(() => jsonResponse({ _id: 'sess_42', uploadToken: 'hfu1.1.abc' }));
    const reporter = createSessionReporter({
      api,
      outbox: null,
      owner: { appId: 'app_test', customerId: 'cus_123' },
      queueOf: () => queue,
    });
    reporter.deliver(sessionResults({ sessionKey: 'sk_deliver', recording: true, lite: true }));
    await expect(sessionReceiptOf('sk_deliver')).resolves.toEqual({
      id: 'sess_42',
      uploadToken: 'hfu1.1.abc',
    });
  });

  it('results the backend refuses resolve to no id (no recording upload follows)', async () => {
    const { api } = client(() => errorResponse(400, 'bad'));
    const reporter = createSessionReporter({
      api,
      outbox: null,
      owner: { appId: 'app_test', customerId: null },
      queueOf: () => queue,
    });
    reporter.deliver(
      sessionResults({
        sessionKey: 'sk_refused',
        blueprintId: null,
        recording: true,
        aborted: true,
        canceled: false,
        lite: true,
      }),
    );
    await expect(sessionReceiptOf('sk_refused')).resolves.toBeNull();
  });
});

describe('session results always go within the backends’ 64 KiB body cap', () => {
  it('texts JSON writes six bytes a character for (pasted control characters) are cut to fit, not refused with 413', async () => {
    const { api, fetch } = client(() => jsonResponse({ _id: 'sess_big' }));
    const reporter = createSessionReporter({
      api,
      outbox: null,
      owner: { appId: 'app_test', customerId: 'cus_123' },
      queueOf: () => queue,
    });
    const text = '\u0001'.repeat(MAX_FREE_TEXT_CHARS);
    reporter.deliver(sessionResults({ sessionKey: 'sk_escaped', feedback: text, followupResponse: text }));
    await expect(sessionReceiptOf('sk_escaped')).resolves.toEqual({ id: 'sess_big' });
    const body = String(fetch.mock.calls[0]?.[1]?.body);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(JSON.parse(body).feedback.startsWith('\u0001\u0001')).toBe(true);
  });
});
