/**
 * A 503 (the server overloaded or shutting down, with or without Retry-After) is waited out as a 429 is:
 * an answer came, so the browser did not refuse the keepalive, and sending it again at once (as the fallback
 * for a refused keepalive did) would only hammer a server that asked for time. The job waits for the schedule,
 * or the Retry-After when longer; the network coming back does not cut the wait short; leaving the page sends
 * it with keepalive, so it is not lost with the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { job, scripted } from './delivery-queue.testing.ts';
import { createDeliveryQueue } from './delivery-queue.ts';
import { DELIVERY_RETRY_DELAYS_MS } from './limits.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const FIRST_WAIT_MS = DELIVERY_RETRY_DELAYS_MS[0] ?? 0;
const unavailable = (retryAfter?: string) => () =>
  new ApiError({
    kind: 'http',
    status: 503,
    code: 'HTTP_ERROR',
    message: 'shutting down',
    call: 'trackEvent',
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

describe('a keepalive send answered 503 is waited out, not sent again at once', () => {
  it('without Retry-After: the next attempt after the schedule’s first wait, with keepalive again', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [unavailable(), 'ok']);
    const onDelivered = vi.fn();
    queue.push(job('event:1', delivery, { idempotent: false, onDelivered }));
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS - 1);
    expect(calls).toEqual([{ keepalive: true }]);
    expect(queue.pending()).toEqual(['event:1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ keepalive: true }, { keepalive: true }]);
    expect(onDelivered).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });

  it('Retry-After: 30 (longer than the schedule’s wait) is honoured', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [unavailable('30'), 'ok']);
    queue.push(job('session:a', delivery));
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(queue.pending()).toEqual([]);
  });

  it('Retry-After: 0 (shorter than the schedule’s wait) does not make it hammer: the schedule still waits', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [unavailable('0'), 'ok']);
    queue.push(job('session:a', delivery));
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('every attempt answered 503: one attempt per wait of the schedule, never two at once', async () => {
    const queue = createDeliveryQueue({ retryDelaysMs: [10, 20] });
    const { delivery, calls } = scripted(500, [unavailable()]);
    const onDropped = vi.fn();
    queue.push(job('session:a', delivery, { onDropped }));
    await vi.runAllTimersAsync();
    expect(calls).toEqual([{ keepalive: true }, { keepalive: true }, { keepalive: true }]);
    expect(onDropped).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
  });

  it('the network coming back does not cut a 503’s wait short', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [unavailable('30'), 'ok']);
    queue.push(job('event:1', delivery, { idempotent: false }));
    await vi.advanceTimersByTimeAsync(0);
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(queue.pending()).toEqual(['event:1']);
  });
});

describe('the page left while a 503 is waited out', () => {
  it('the event goes out with keepalive, so it outlives the page (before: its regular resend died with it)', async () => {
    const queue = createDeliveryQueue();
    const { delivery, calls } = scripted(500, [unavailable('30'), 'ok']);
    const onDelivered = vi.fn();
    queue.push(job('event:1', delivery, { idempotent: false, onDelivered }));
    await vi.advanceTimersByTimeAsync(0);
    queue.flush();
    expect(calls).toEqual([{ keepalive: true }, { keepalive: true }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onDelivered).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });
});
