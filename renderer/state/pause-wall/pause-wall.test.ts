import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/testing.ts';
import { SKIP_CHECK_CUSTOMER_KEY, SKIP_PAUSE_WALL_KEY } from '../../domain/skip-check.ts';
import { annualSubscription, customer, NOW, subscription, unix } from '../../domain/test-data.ts';
import { createWallApi } from '../walls/runtime.ts';
import {
  countingKeys,
  type FakeBackend,
  fakeBackend,
  memoryStore,
  settle,
  TEST_API_BASE,
  TEST_APP_ID,
} from '../walls/testing.ts';
import {
  cancelFromPauseWall,
  closePauseWall,
  hidePauseWallNow,
  logOutFromPauseWall,
  resumeSubscription,
} from './actions.ts';
import { runPauseWallCheck } from './check.ts';
import { type PauseWallOptions, parsePauseWallOptions } from './options.ts';
import { type PauseWallRuntime, setPauseWallRuntime } from './runtime.ts';
import { pauseWall, resetPauseWall } from './store.ts';

const RESUMES_AT = unix('2025-04-20T00:00:00Z');
const paused = subscription({ id: 'sub_paused', pause_collection: { resumes_at: RESUMES_AT } });
const pausedCustomer = customer([paused], { id: 'cus_paused', name: 'Ada Lovelace' });

function backendFor(answer: unknown = pausedCustomer): FakeBackend {
  return fakeBackend({
    'GET embed/customer': () => jsonResponse(answer),
    'GET branding': () => jsonResponse({ name: 'Acme', brandTheme: 'theme-v2' }),
    'POST stripe/resume': () => jsonResponse({ subscription: { ...paused, pause_collection: null } }),
    'POST stripe/cancel': () => jsonResponse({ subscription: { ...paused, cancel_at_period_end: true } }),
    'POST /api/events/new': () => jsonResponse({}),
    'POST /api/a/e': () => jsonResponse({}),
  });
}

function setup(options: PauseWallOptions = {}, backend = backendFor(), store = memoryStore()) {
  const parsed = parsePauseWallOptions({
    appId: TEST_APP_ID,
    customerId: 'cus_paused',
    authHash: 'hash',
    apiBase: TEST_API_BASE,
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const runtime: PauseWallRuntime = {
    options: parsed.options,
    api: createWallApi(parsed.options, () => pauseWall.subscription?.id ?? null, {
      fetch: backend.fetch,
      sleep: () => Promise.resolve(),
    }),
    now: () => NOW,
    newKey: countingKeys(),
    store,
  };
  setPauseWallRuntime(runtime);
  return { runtime, backend, store };
}

afterEach(() => {
  resetPauseWall();
  setPauseWallRuntime(null);
  vi.restoreAllMocks();
});

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

describe('Resume acts only from PAUSE_WALL and is sent once', () => {
  it('POST stripe/resume once with one Idempotency-Key however often it is clicked; RESUMED, ck-pause-wall-resume, onResume', async () => {
    const onResume = vi.fn();
    const { runtime, backend } = setup({ onResume });
    await runPauseWallCheck(runtime);
    const clicks = Array.from({ length: 10 }, () => resumeSubscription());
    expect(pauseWall.state).toBe('MODIFYING_USER_ACCOUNT');
    expect(pauseWall.action).toBe('RESUME');
    await Promise.all(clicks);
    const resumes = backend.sent('stripe/resume');
    expect(resumes).toHaveLength(1);
    expect(resumes[0]?.headers['idempotency-key']).toBe('key-1');
    expect(resumes[0]?.body).toEqual({ options: { subscriptionId: 'sub_paused' } });
    expect(pauseWall.state).toBe('RESUMED');
    await settle();
    expect(backend.sent('/api/events/new').map((r) => Reflect.get(Object(r.body), 'event'))).toEqual([
      'ck-pause-wall',
      'ck-pause-wall-resume',
    ]);
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onResume.mock.calls[0]?.[0]).toMatchObject({ id: 'cus_paused', email: 'ada@example.com' });
  });

  it("the host's handleResume replaces the built-in call", async () => {
    const handleResume = vi.fn(() => Promise.resolve());
    const { runtime, backend } = setup({ handleResume });
    await runPauseWallCheck(runtime);
    await resumeSubscription();
    expect(handleResume).toHaveBeenCalledTimes(1);
    expect(backend.sent('stripe/resume')).toHaveLength(0);
    expect(pauseWall.state).toBe('RESUMED');
  });

  it('a failed resume: ERROR with the resume message, PAUSE_WALL_RESUME_ERROR logged and sent to onError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const onResume = vi.fn();
    const backend = backendFor();
    backend.route('POST stripe/resume', () => jsonResponse({ message: 'Subscription is not paused' }, 400));
    const { runtime } = setup({ onError, onResume }, backend);
    await runPauseWallCheck(runtime);
    await resumeSubscription();
    expect(pauseWall.state).toBe('ERROR');
    expect(pauseWall.error?.key).toBe('error.resume');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'PAUSE_WALL_RESUME_ERROR' }));
    expect(onResume).not.toHaveBeenCalled();
    await settle();
    expect(backend.sent('/api/a/e')[0]?.body).toMatchObject({ name: 'PAUSE_WALL_RESUME_ERROR' });
  });

  it('after the outcome nothing acts any more', async () => {
    const { runtime, backend } = setup();
    await runPauseWallCheck(runtime);
    await resumeSubscription();
    await cancelFromPauseWall();
    await resumeSubscription();
    expect(backend.sent('stripe/cancel')).toHaveLength(0);
    expect(backend.sent('stripe/resume')).toHaveLength(1);
  });
});

describe('Cancel now from the pause wall', () => {
  it('POST stripe/cancel at period end with an Idempotency-Key; CANCELED with the end date; ck-pause-wall-cancel; onCancel', async () => {
    const onCancel = vi.fn();
    const { runtime, backend } = setup({ onCancel });
    await runPauseWallCheck(runtime);
    await Promise.all([cancelFromPauseWall(), cancelFromPauseWall()]);
    const cancels = backend.sent('stripe/cancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.body).toEqual({ cancelAtPeriodEnd: true });
    expect(cancels[0]?.headers['idempotency-key']).toBe('key-1');
    expect(cancels[0]?.headers['x-holdfast-subscription-id']).toBe('sub_paused');
    expect(pauseWall.state).toBe('CANCELED');
    expect(pauseWall.canceledEndsAt).toBe('2025-04-01T00:00:00.000Z');
    await settle();
    expect(backend.sent('/api/events/new').at(-1)?.body).toMatchObject({ event: 'ck-pause-wall-cancel' });
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_paused' }), {
      surveyChoiceValue: null,
    });
  });

  it("the host's handleCancel replaces the built-in call", async () => {
    const handleCancel = vi.fn();
    const { runtime, backend } = setup({ handleCancel });
    await runPauseWallCheck(runtime);
    await cancelFromPauseWall();
    expect(handleCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus_paused' }), {
      surveyChoiceValue: null,
    });
    expect(backend.sent('stripe/cancel')).toHaveLength(0);
  });

  it('a failed cancel logs PAUSE_WALL_CANCEL_ERROR', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { runtime } = setup({ onError, handleCancel: () => Promise.reject(new Error('host said no')) });
    await runPauseWallCheck(runtime);
    await cancelFromPauseWall();
    expect(pauseWall.state).toBe('ERROR');
    expect(pauseWall.error).toEqual({ key: 'error.cancel', detail: 'host said no' });
    expect(onError).toHaveBeenCalledWith({ message: 'host said no', code: 'PAUSE_WALL_CANCEL_ERROR' });
  });
});

describe('Exit allowed if soft pause, or when not in the main pause-wall state', () => {
  it('a full pause cannot be closed in PAUSE_WALL; after the outcome it can, and onPauseWallClosed fires once', async () => {
    const onPauseWallClosed = vi.fn();
    const { runtime } = setup({ onPauseWallClosed });
    await runPauseWallCheck(runtime);
    closePauseWall();
    expect(pauseWall.visible).toBe(true);
    await resumeSubscription();
    closePauseWall();
    closePauseWall();
    expect(pauseWall.visible).toBe(false);
    expect(onPauseWallClosed).toHaveBeenCalledTimes(1);
  });

  it('a soft pause can be closed at once', async () => {
    const soft = annualSubscription({
      pause_collection: { resumes_at: RESUMES_AT, resumption_term_end: unix('2025-12-01T00:00:00Z') },
    });
    const { runtime } = setup({}, backendFor(customer([soft], { id: 'cus_paused' })));
    await runPauseWallCheck(runtime);
    closePauseWall();
    expect(pauseWall.visible).toBe(false);
  });

  it("the host's hide always hides", async () => {
    const { runtime } = setup();
    await runPauseWallCheck(runtime);
    hidePauseWallNow();
    expect(pauseWall.visible).toBe(false);
  });
});

describe('The optional logout link', () => {
  it("clears the skip-check keys, calls the host's handleLogout and closes the wall", async () => {
    const handleLogout = vi.fn();
    const store = memoryStore();
    store.set(SKIP_CHECK_CUSTOMER_KEY, 'cus_paused');
    store.set(SKIP_PAUSE_WALL_KEY, '1');
    const { runtime } = setup({ handleLogout }, backendFor(), store);
    await runPauseWallCheck(runtime);
    await logOutFromPauseWall();
    expect(handleLogout).toHaveBeenCalledTimes(1);
    expect(store.entries.size).toBe(0);
    expect(pauseWall.visible).toBe(false);
  });
});
