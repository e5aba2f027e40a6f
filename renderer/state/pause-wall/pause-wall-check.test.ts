import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { annualSubscription, customer, NOW, subscription, unix } from '../../domain/sample-data.testing.ts';
import { SKIP_CHECK_CUSTOMER_KEY, SKIP_PAUSE_WALL_KEY } from '../../domain/skip-check.ts';
import { memoryStore, settle, TEST_APP_ID } from '../walls/walls.testing.ts';
import { runPauseWallCheck } from './check.ts';
import { backendFor, RESUMES_AT, resetPauseWallTest, setup } from './pause-wall.testing.ts';
import { pauseWall } from './store.ts';

afterEach(resetPauseWallTest);

describe('Pause wall display: the check shows the wall for a paused subscription', () => {
  it('shows PAUSE_WALL with the reactivation date and next charge, tracks ck-pause-wall, calls onPauseWallActivated', async () => {
    const onPauseWallActivated = vi.fn();
    const { runtime, backend } = setup({ onPauseWallActivated });
    expect(await runPauseWallCheck(runtime)).toEqual({ ok: true, shown: true, skipped: false });
    expect(pauseWall).toMatchObject({ visible: true, state: 'PAUSE_WALL', soft: false });
    expect(pauseWall.data).toEqual({
      kind: 'paused',
      reactivationDate: new Date(RESUMES_AT * 1000),
      softPauseTermEnd: null,
      nextCharge: { amount: 2000, currency: 'usd' },
    });
    await settle();
    expect(backend.sent('/api/events/new').map((r) => r.body)).toEqual([
      { event: 'ck-pause-wall', timestamp: NOW.toISOString(), customerId: 'cus_paused', properties: {} },
    ]);
    expect(onPauseWallActivated).toHaveBeenCalledTimes(1);
  });

  it('a soft pause (annual with a resumption term end) is marked soft', async () => {
    const soft = annualSubscription({
      pause_collection: { resumes_at: RESUMES_AT, resumption_term_end: unix('2025-12-01T00:00:00Z') },
    });
    const { runtime } = setup({}, backendFor(customer([soft], { id: 'cus_paused' })));
    await runPauseWallCheck(runtime);
    expect(pauseWall.soft).toBe(true);
  });

  it('does not show for a subscription without a pause collection, and records the clean result', async () => {
    const { runtime, store } = setup({}, backendFor(customer([subscription()], { id: 'cus_paused' })));
    expect(await runPauseWallCheck(runtime)).toEqual({
      ok: true,
      shown: false,
      skipped: false,
      reason: 'not-paused',
    });
    expect(pauseWall.visible).toBe(false);
    expect(store.entries.get(SKIP_CHECK_CUSTOMER_KEY)).toBe('cus_paused');
    expect(store.entries.get(SKIP_PAUSE_WALL_KEY)).toBe(String(NOW.getTime()));
  });
});

describe('Check skipping: skipped for 24 hours after a clean result for the same customer', () => {
  const cleanCustomer = customer([subscription()], { id: 'cus_paused' });

  it('skips the second check in LIVE mode without a request', async () => {
    const { runtime, backend } = setup({ mode: 'LIVE' }, backendFor(cleanCustomer));
    await runPauseWallCheck(runtime);
    const sent = backend.requests.length;
    expect(await runPauseWallCheck(runtime)).toEqual({ ok: true, shown: false, skipped: true });
    expect(backend.requests).toHaveLength(sent);
  });

  it('unless forced', async () => {
    const store = memoryStore();
    const first = setup({ mode: 'LIVE' }, backendFor(cleanCustomer), store);
    await runPauseWallCheck(first.runtime);
    const forced = setup({ mode: 'LIVE', force: true }, backendFor(cleanCustomer), store);
    expect(await runPauseWallCheck(forced.runtime)).toMatchObject({ skipped: false });
    expect(forced.backend.sent('embed/customer')).toHaveLength(1);
  });

  it('unless in TEST mode', async () => {
    const { runtime, backend } = setup({ mode: 'TEST' }, backendFor(cleanCustomer));
    await runPauseWallCheck(runtime);
    expect(await runPauseWallCheck(runtime)).toMatchObject({ skipped: false });
    expect(backend.sent('embed/customer')).toHaveLength(2);
  });

  it.each([
    ['a pause that has not started', { pauseDate: unix('2025-03-20T00:00:00Z') }],
    ['a pauseWallStartDate still ahead', { metadata: { pauseWallStartDate: '2025-03-20' } }],
  ])('%s is no clean result: the next check asks again, and shows the wall on its day', async (_, fields) => {
    const pending = subscription({ pause_collection: { resumes_at: RESUMES_AT }, ...fields });
    const store = memoryStore();
    const before = setup({ mode: 'LIVE' }, backendFor(customer([pending], { id: 'cus_paused' })), store);
    expect(await runPauseWallCheck(before.runtime)).toMatchObject({ shown: false, skipped: false });
    expect(store.entries.get(SKIP_PAUSE_WALL_KEY)).toBeUndefined();
    const onTheDay = setup({ mode: 'LIVE' }, backendFor(customer([pending], { id: 'cus_paused' })), store);
    onTheDay.runtime.now = () => new Date('2025-03-20T09:00:00Z');
    expect(await runPauseWallCheck(onTheDay.runtime)).toEqual({ ok: true, shown: true, skipped: false });
  });

  it('a shown wall is no clean result: the next check asks again', async () => {
    const { runtime, backend } = setup({ mode: 'LIVE' });
    await runPauseWallCheck(runtime);
    await runPauseWallCheck(runtime);
    expect(backend.sent('embed/customer')).toHaveLength(2);
  });
});

describe('Wall check failures lead to ERROR, a logged error and an onError call', () => {
  it('logs PAUSE_WALL_INITIALIZATION_ERROR with name, error, appId, mode and customerId, and keeps the wall hidden', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const backend = backendFor();
    backend.route('GET embed/customer', () => jsonResponse({ message: 'Server exploded' }, 500));
    const { runtime, store } = setup({ onError, mode: 'TEST' }, backend);
    const result = await runPauseWallCheck(runtime);
    expect(result.ok).toBe(false);
    expect(pauseWall).toMatchObject({ state: 'ERROR', visible: false });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'PAUSE_WALL_INITIALIZATION_ERROR' }),
    );
    await settle();
    expect(backend.sent('/api/a/e')[0]?.body).toEqual({
      name: 'PAUSE_WALL_INITIALIZATION_ERROR',
      email: null,
      error: expect.stringContaining('Server exploded'),
      appId: TEST_APP_ID,
      mode: 'TEST',
      customerId: 'cus_paused',
    });
    expect(store.entries.size).toBe(0);
  });
});
