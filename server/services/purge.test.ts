/**
 * The purge (docs/server.md "What the server keeps"), driven directly with an injected clock on both
 * databases: idempotency keys and served offers go after 24 hours, verification codes once expired, nothing
 * earlier; and the sweep the server starts runs on its timer and stops when told.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshPlannerStatistics } from '../storage/planner-statistics.ts';
import { DIALECTS, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import type { ServiceDeps } from './deps.ts';
import { IDEMPOTENCY_LEASE_MS } from './idempotency.ts';
import { FIRST_STATISTICS_AFTER_MS, PURGE_EVERY_MS, purgeExpired, startPurging } from './purge.ts';

// The sweep's statistics refresh, counted (SQLite's PRAGMA itself is proven by bench/dashboard).
vi.mock('../storage/planner-statistics.ts', () => ({ refreshPlannerStatistics: vi.fn(async () => {}) }));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const T0 = new Date('2026-03-01T12:00:00.000Z');

for (const dialect of DIALECTS) {
  describe(`purging expired records [${dialect}]`, () => {
    let clock = T0;
    let started: StartedTestServer;
    beforeAll(async () => {
      started = await startTestServer({ dialect, seed: serverTestSeed(T0), now: () => clock });
    }, START_TIMEOUT_MS);
    afterAll(() => started?.close(), START_TIMEOUT_MS);

    it('keeps each record for its retention and forgets it after', async () => {
      const { deps } = started.server;
      const customerKey = 'STRIPE:cus_ada';
      const serving = { flowId: 'flow_main', version: 1, dynamicOffers: null };
      await deps.servings.record(APP_ID, customerKey, 'LIVE', serving, T0);
      const key = { appId: APP_ID, customerKey, key: '6f1c1c55-8a5e-4c5e-9d0e-4f7a2b1c3d4e' };
      await deps.idempotency.claim(key, 'request-hash', T0, IDEMPOTENCY_LEASE_MS);
      const code = { appId: APP_ID, provider: 'STRIPE', email: 'ada@example.com' };
      await deps.identityCodes.replace(
        code,
        'code-hash',
        'confirm-hash',
        new Date(T0.getTime() + 10 * MINUTE_MS),
      );

      clock = new Date(T0.getTime() + 11 * MINUTE_MS);
      expect(await purgeExpired(deps)).toEqual({
        idempotencyKeys: 0,
        servings: 0,
        identityCodes: 1,
        recordings: 0,
      });
      expect(await deps.identityCodes.find(code)).toBeNull();

      clock = new Date(T0.getTime() + 23 * HOUR_MS);
      expect(await purgeExpired(deps)).toEqual({
        idempotencyKeys: 0,
        servings: 0,
        identityCodes: 0,
        recordings: 0,
      });
      expect(await deps.servings.recent(APP_ID, customerKey, 'LIVE', T0)).toHaveLength(1);

      clock = new Date(T0.getTime() + 24 * HOUR_MS + 1_000);
      expect(await purgeExpired(deps)).toEqual({
        idempotencyKeys: 1,
        servings: 1,
        identityCodes: 0,
        recordings: 0,
      });
      expect(await deps.servings.recent(APP_ID, customerKey, 'LIVE', T0)).toEqual([]);
    });
  });
}

describe('the sweep', () => {
  it('refreshes the statistics soon after start, sweeps every PURGE_EVERY_MS, and stops when told', async () => {
    vi.useFakeTimers();
    try {
      const purge = vi.fn(async () => 0);
      const deps = {
        idempotency: { purge },
        servings: { purge },
        identityCodes: { purgeExpired: purge },
        database: { dialect: 'sqlite' },
        now: () => T0,
        logger: pino({ level: 'silent' }),
      } as unknown as ServiceDeps;
      const stop = startPurging(deps);
      await vi.advanceTimersByTimeAsync(FIRST_STATISTICS_AFTER_MS);
      expect(purge).not.toHaveBeenCalled();
      const statistics = vi.mocked(refreshPlannerStatistics);
      expect(statistics).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS - FIRST_STATISTICS_AFTER_MS);
      // Each sweep purges three kinds of record, then refreshes the statistics.
      expect(purge).toHaveBeenCalledTimes(3);
      expect(statistics).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(3 * PURGE_EVERY_MS);
      expect(purge).toHaveBeenCalledTimes(3);
      expect(statistics).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
