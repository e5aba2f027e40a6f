import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { job, scripted } from './delivery-queue.testing.ts';
import { createDeliveryQueue, type Delivery } from './delivery-queue.ts';
import { DELIVERY_RETRY_DELAYS_MS, KEEPALIVE_BODY_LIMIT_BYTES } from './limits.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const refused = () =>
  new ApiError({ kind: 'http', status: 400, code: 'HTTP_ERROR', message: 'bad', call: 'createSession' });
const offline = () =>
  new ApiError({
    kind: 'network',
    status: null,
    code: 'NETWORK_ERROR',
    message: 'offline',
    call: 'trackEvent',
  });

describe('delivery: each payload goes at once, with keepalive when it fits', () => {
  it('a small body is sent once, with keepalive, and confirmed', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, ['ok']);
    const onDelivered = vi.fn();
    queue.push(job('session:a', delivery, { onDelivered }));
    await vi.runAllTimersAsync();
    expect(calls).toEqual([{ keepalive: true }]);
    expect(onDelivered).toHaveBeenCalledWith({ _id: 'sess_1' });
    expect(queue.pending()).toEqual([]);
  });

  it('a body over the 64 KiB keepalive limit goes as a regular request', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(KEEPALIVE_BODY_LIMIT_BYTES + 1, ['ok']);
    queue.push(job('session:big', delivery));
    await vi.runAllTimersAsync();
    expect(calls).toEqual([{ keepalive: false }]);
  });

  it('keepalive bodies in flight never exceed the quota together', async () => {
    const queue = createDeliveryQueue({ keepaliveLimitBytes: 1000, keepaliveQuotaBytes: 1500 });
    const first = scripted(1000, ['ok']);
    const second = scripted(1000, ['ok']);
    queue.push(job('a', first.delivery));
    queue.push(job('b', second.delivery));
    expect(first.calls).toEqual([{ keepalive: true }]);
    expect(second.calls).toEqual([{ keepalive: false }]);
    await vi.runAllTimersAsync();
  });
});

describe('delivery: a refused beacon falls back, a failed request is retried with backoff', () => {
  it('when keepalive is refused, the same body goes at once as a regular request', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [() => new TypeError('keepalive quota exceeded'), 'ok']);
    const onDelivered = vi.fn();
    queue.push(job('session:a', delivery, { onDelivered }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ keepalive: true }, { keepalive: false }]);
    expect(onDelivered).toHaveBeenCalledTimes(1);
  });

  it('a transient failure is repeated after each wait of the schedule, then delivered', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [offline, offline, offline, 'ok']);
    const onDelivered = vi.fn();
    queue.push(job('session:a', delivery, { onDelivered }));
    await vi.advanceTimersByTimeAsync(0);
    // The keepalive attempt and its immediate regular fallback (no answer: the browser may have refused it).
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync((DELIVERY_RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(DELIVERY_RETRY_DELAYS_MS[1] ?? 0);
    expect(calls).toHaveLength(4);
    expect(onDelivered).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });

  it('gives up after the last wait of the schedule', async () => {
    const queue = createDeliveryQueue({ retryDelaysMs: [10, 20] });
    const { delivery, calls } = scripted(500, [offline]);
    const onDropped = vi.fn();
    queue.push(job('session:a', delivery, { onDropped }));
    await vi.runAllTimersAsync();
    // keepalive, its fallback, then one attempt per wait.
    expect(calls).toHaveLength(4);
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });

  it('a final answer (400) is not repeated', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [refused]);
    const onDropped = vi.fn();
    queue.push(job('session:a', delivery, { onDropped }));
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
    expect(onDropped).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
  });

  it('a 429 (an anonymous report over its budget) is not sent again at once: it waits for the schedule', async () => {
    const tooMany = () =>
      new ApiError({
        kind: 'http',
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'slow',
        call: 'trackEvent',
      });
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [tooMany, 'ok']);
    const onDelivered = vi.fn();
    queue.push(job('event:1', delivery, { idempotent: false, onDelivered }));
    await vi.advanceTimersByTimeAsync((DELIVERY_RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(calls).toEqual([{ keepalive: true }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ keepalive: true }, { keepalive: true }]);
    expect(onDelivered).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });

  it('session results (deduplicated by key) are repeated after a 500 or a malformed answer; events are not', async () => {
    const failed = () =>
      new ApiError({ kind: 'http', status: 500, code: 'HTTP_ERROR', message: 'oops', call: 'createSession' });
    const malformed = () =>
      new ApiError({
        kind: 'malformed',
        status: 200,
        code: 'MALFORMED_ANSWER',
        message: 'cut',
        call: 'createSession',
      });
    const queue = createDeliveryQueue();
    const session = scripted(500, [failed, malformed, 'ok']);
    const event = scripted(500, [failed]);
    const onDelivered = vi.fn();
    queue.push(job('session:a', session.delivery, { onDelivered }));
    queue.push(job('event:1', event.delivery, { idempotent: false }));
    await vi.runAllTimersAsync();
    expect(session.calls).toHaveLength(3);
    expect(onDelivered).toHaveBeenCalledWith({ _id: 'sess_1' });
    expect(event.calls).toHaveLength(1);
  });

  it('back online, a waiting job goes at once', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [offline, offline, 'ok']);
    queue.push(job('event:1', delivery, { idempotent: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    expect(queue.pending()).toEqual([]);
  });
});

describe('delivery: when the page is hidden or left, what waits goes out with keepalive', () => {
  it('flush sends a job waiting for its retry, with keepalive', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [offline, offline, 'ok']);
    queue.push(job('session:a', delivery));
    await vi.advanceTimersByTimeAsync(0);
    queue.flush();
    expect(calls.at(-1)).toEqual({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.pending()).toEqual([]);
  });

  it('flush sends a too-big body cut to fit, never the full one', async () => {
    const queue = createDeliveryQueue();
    const big = scripted(KEEPALIVE_BODY_LIMIT_BYTES * 2, [offline]);
    const fitted = scripted(KEEPALIVE_BODY_LIMIT_BYTES - 100, ['ok']);
    const fit = vi.fn(() => fitted.delivery);
    queue.push(job('session:a', big.delivery, { fit }));
    await vi.advanceTimersByTimeAsync(0);
    queue.flush();
    expect(fit).toHaveBeenCalledWith(KEEPALIVE_BODY_LIMIT_BYTES);
    expect(fitted.calls).toEqual([{ keepalive: true }]);
    expect(big.calls.every((call) => !call.keepalive)).toBe(true);
  });

  it('a regular request in flight is repeated with keepalive only when the backend deduplicates it', async () => {
    const queue = createDeliveryQueue();
    const never = (): Delivery & { calls: Array<{ keepalive: boolean }> } => {
      const calls: Array<{ keepalive: boolean }> = [];
      const send = (options: { keepalive: boolean }) => {
        calls.push(options);
        return new Promise(() => {});
      };
      return { bytes: KEEPALIVE_BODY_LIMIT_BYTES + 1, calls, send };
    };
    const session = never();
    const event = never();
    queue.push(job('session:a', session, { fit: () => ({ bytes: 100, send: session.send }) }));
    queue.push(job('event:a', event, { idempotent: false, fit: () => ({ bytes: 100, send: event.send }) }));
    queue.flush();
    expect(session.calls).toEqual([{ keepalive: false }, { keepalive: true }]);
    expect(event.calls).toEqual([{ keepalive: false }]);
  });

  it('a keepalive request already in flight is not sent twice', () => {
    const queue = createDeliveryQueue();
    const calls: unknown[] = [];
    const send = (options: { keepalive: boolean }) => {
      calls.push(options);
      return new Promise(() => {});
    };
    queue.push(job('session:a', { bytes: 100, send }));
    queue.flush();
    queue.flush();
    expect(calls).toEqual([{ keepalive: true }]);
  });
});
