import { describe, expect, it } from 'vitest';
import {
  ALL_SKIP_CHECK_KEYS,
  clearSkipChecks,
  type KeyValueStore,
  recordCleanCheck,
  SKIP_CHECK_CUSTOMER_KEY,
  SKIP_CHECK_TTL_SECONDS,
  SKIP_FAILED_PAYMENT_WALL_KEY,
  SKIP_PAUSE_WALL_KEY,
  type SkipCheckOptions,
  shouldSkipCheck,
} from './skip-check.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const throwingStore: KeyValueStore = {
  get: () => {
    throw new Error('SecurityError: storage is disabled');
  },
  set: () => {
    throw new Error('QuotaExceededError');
  },
  remove: () => {
    throw new Error('SecurityError');
  },
};

const T0 = new Date('2026-03-15T12:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const live = (now: Date): SkipCheckOptions => ({ force: false, mode: 'LIVE', now });

describe('Check skipping: skipped for 24 hours after a clean result for the same customer', () => {
  it('runs the check when nothing was recorded', () => {
    expect(shouldSkipCheck(memoryStore(), 'pause-wall', 'cus_1', live(T0))).toBe(false);
  });

  it('skips right after a clean result and up to just before 24 hours', () => {
    const store = memoryStore();
    recordCleanCheck(store, 'pause-wall', 'cus_1', T0);
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', live(T0))).toBe(true);
    expect(
      shouldSkipCheck(store, 'pause-wall', 'cus_1', live(later(SKIP_CHECK_TTL_SECONDS * 1000 - 1))),
    ).toBe(true);
  });

  it('checks again once 86400 seconds have passed', () => {
    const store = memoryStore();
    recordCleanCheck(store, 'pause-wall', 'cus_1', T0);
    expect(SKIP_CHECK_TTL_SECONDS).toBe(86400);
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', live(later(86_400_000)))).toBe(false);
  });

  it('checks again for a different customer', () => {
    const store = memoryStore();
    recordCleanCheck(store, 'pause-wall', 'cus_1', T0);
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_2', live(T0))).toBe(false);
    expect(shouldSkipCheck(store, 'pause-wall', null, live(T0))).toBe(false);
  });

  it('keeps the pause and failed-payment results apart', () => {
    const store = memoryStore();
    recordCleanCheck(store, 'pause-wall', 'cus_1', T0);
    expect(shouldSkipCheck(store, 'failed-payment-wall', 'cus_1', live(T0))).toBe(false);
    recordCleanCheck(store, 'failed-payment-wall', 'cus_1', T0);
    expect(shouldSkipCheck(store, 'failed-payment-wall', 'cus_1', live(T0))).toBe(true);
  });

  it("a new customer's clean result drops the previous customer's other result", () => {
    const store = memoryStore();
    recordCleanCheck(store, 'failed-payment-wall', 'cus_1', T0);
    recordCleanCheck(store, 'pause-wall', 'cus_2', T0);
    expect(shouldSkipCheck(store, 'failed-payment-wall', 'cus_2', live(T0))).toBe(false);
    expect(shouldSkipCheck(store, 'failed-payment-wall', 'cus_1', live(T0))).toBe(false);
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_2', live(T0))).toBe(true);
  });

  it('records nothing without a customer id', () => {
    const store = memoryStore();
    recordCleanCheck(store, 'pause-wall', null, T0);
    expect(store.data.size).toBe(0);
  });
});

describe('Check skipping: unless forced or in test mode', () => {
  const store = memoryStore();
  recordCleanCheck(store, 'pause-wall', 'cus_1', T0);

  it('runs a forced check', () => {
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', { force: true, mode: 'LIVE', now: T0 })).toBe(false);
  });

  it('never skips in TEST mode', () => {
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', { force: false, mode: 'TEST', now: T0 })).toBe(
      false,
    );
  });
});

describe('Storage keys for skip-pause-wall, skip-failed-payment-wall and customer id exist and are cleared together', () => {
  it('names the three keys', () => {
    expect(ALL_SKIP_CHECK_KEYS).toEqual([
      'holdfast:skip-pause-wall',
      'holdfast:skip-failed-payment-wall',
      'holdfast:customer-id',
    ]);
  });

  it('clears all three and leaves other keys alone', () => {
    const store = memoryStore({ 'host:theme': 'dark' });
    recordCleanCheck(store, 'pause-wall', 'cus_1', T0);
    recordCleanCheck(store, 'failed-payment-wall', 'cus_1', T0);
    clearSkipChecks(store);
    expect([...store.data.keys()]).toEqual(['host:theme']);
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', live(T0))).toBe(false);
  });
});

describe('Check skipping: corrupt stored values do not throw', () => {
  const corrupt = (value: string) =>
    memoryStore({
      [SKIP_CHECK_CUSTOMER_KEY]: 'cus_1',
      [SKIP_PAUSE_WALL_KEY]: value,
      [SKIP_FAILED_PAYMENT_WALL_KEY]: value,
    });

  it.each(['', 'yesterday', '{"at":1}', 'NaN', '-5', '1e309', '12.5'])(
    'runs the check when the value is %j',
    (value) => {
      expect(shouldSkipCheck(corrupt(value), 'pause-wall', 'cus_1', live(T0))).toBe(false);
    },
  );

  it('does not trust a clean result from the future', () => {
    const store = memoryStore();
    recordCleanCheck(store, 'pause-wall', 'cus_1', later(60_000));
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', live(T0))).toBe(false);
  });

  it('overwrites a corrupt value with a fresh clean result', () => {
    const store = corrupt('garbage');
    recordCleanCheck(store, 'pause-wall', 'cus_1', T0);
    expect(shouldSkipCheck(store, 'pause-wall', 'cus_1', live(T0))).toBe(true);
  });

  it('survives a store that throws on every call', () => {
    expect(shouldSkipCheck(throwingStore, 'pause-wall', 'cus_1', live(T0))).toBe(false);
    expect(() => recordCleanCheck(throwingStore, 'pause-wall', 'cus_1', T0)).not.toThrow();
    expect(() => clearSkipChecks(throwingStore)).not.toThrow();
  });
});
