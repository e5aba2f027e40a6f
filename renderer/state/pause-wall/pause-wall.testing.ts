/**
 * What the pause wall's state tests (`pause-wall-*.test.ts`) share: a paused customer behind a fake
 * backend, the wall's runtime over it, and the reset after each test. Not imported by the product.
 */
import { vi } from 'vitest';
import { jsonResponse } from '../../api/api.testing.ts';
import { customer, NOW, subscription, unix } from '../../domain/sample-data.testing.ts';
import {
  type FakeBackend,
  fakeBackend,
  memoryStore,
  TEST_API_BASE,
  TEST_APP_ID,
  wallRuntimeOver,
} from '../walls/walls.testing.ts';
import { type PauseWallOptions, parsePauseWallOptions } from './options.ts';
import { type PauseWallRuntime, setPauseWallRuntime } from './runtime.ts';
import { pauseWall, resetPauseWall } from './store.ts';

export const RESUMES_AT = unix('2025-04-20T00:00:00Z');
const paused = subscription({ id: 'sub_paused', pause_collection: { resumes_at: RESUMES_AT } });
const pausedCustomer = customer([paused], { id: 'cus_paused', name: 'Ada Lovelace' });

/** A backend answering the pause wall's calls; the customer is paused unless `answer` says otherwise. */
export function backendFor(answer: unknown = pausedCustomer): FakeBackend {
  return fakeBackend({
    'GET embed/customer': () => jsonResponse(answer),
    'GET branding': () => jsonResponse({ name: 'Acme', brandTheme: 'theme-v2' }),
    'POST stripe/resume': () => jsonResponse({ subscription: { ...paused, pause_collection: null } }),
    'POST stripe/cancel': () => jsonResponse({ subscription: { ...paused, cancel_at_period_end: true } }),
    'POST /api/events/new': () => jsonResponse({}),
    'POST /api/a/e': () => jsonResponse({}),
  });
}

/** Installs the pause wall's runtime for `cus_paused` over `backend`, at {@link NOW}. */
export function setup(options: PauseWallOptions = {}, backend = backendFor(), store = memoryStore()) {
  const parsed = parsePauseWallOptions({
    appId: TEST_APP_ID,
    customerId: 'cus_paused',
    authHash: 'hash',
    apiBase: TEST_API_BASE,
    ...options,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const runtime: PauseWallRuntime = wallRuntimeOver(
    parsed.options,
    backend,
    () => pauseWall.subscription?.id ?? null,
    store,
  );
  setPauseWallRuntime(runtime);
  return { runtime, backend, store };
}

/** Leaves no wall, runtime or spy to the next test: `afterEach(resetPauseWallTest)`. */
export function resetPauseWallTest(): void {
  resetPauseWall();
  setPauseWallRuntime(null);
  vi.restoreAllMocks();
}
