import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from './rate-limits.ts';

const REDIS_URL = process.env.HOLDFAST_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });
const budget = RATE_LIMITS['identity-email'].points;

async function takeAll(limits: ReturnType<typeof createRateLimits>[], key: string, tries: number) {
  const results: boolean[] = [];
  for (let attempt = 0; attempt < tries; attempt += 1) {
    results.push(await limits[attempt % limits.length]!.take('identity-email', key));
  }
  return results;
}

/** Spends a bytes bucket's whole budget in pieces over `limits` in turn, with refusals that must cost nothing. */
async function expectSpending(limits: ReturnType<typeof createRateLimits>[], key: string) {
  const at = (index: number) => limits[index % limits.length]!;
  const bytes = RATE_LIMITS['recording-bytes-customer'].points;
  expect(await at(0).spend('recording-bytes-customer', key, bytes - 10)).toBe(true);
  expect(await at(1).spend('recording-bytes-customer', key, 11)).toBe(false);
  expect(await at(0).spend('recording-bytes-customer', key, 10)).toBe(true);
  expect(await at(1).spend('recording-bytes-customer', key, 1)).toBe(false);
  await at(0).giveBack('recording-bytes-customer', key, 5);
  expect(await at(1).spend('recording-bytes-customer', key, 6)).toBe(false);
  expect(await at(0).spend('recording-bytes-customer', key, 5)).toBe(true);
}

describe('rate limits', () => {
  it('in memory: the budget per key, then refusals; another key has its own', async () => {
    const limits = createRateLimits(null, logger);
    expect(await takeAll([limits], 'a', budget + 1)).toEqual([...Array(budget).fill(true), false]);
    expect(await limits.take('identity-email', 'b')).toBe(true);
  });

  it('tells a spent budget without counting an attempt', async () => {
    const limits = createRateLimits(null, logger);
    expect(await limits.spent('identity-email', 'a')).toBe(false);
    await takeAll([limits], 'a', budget - 1);
    expect(await limits.spent('identity-email', 'a')).toBe(false);
    expect(await limits.spent('identity-email', 'a')).toBe(false);
    expect(await limits.take('identity-email', 'a')).toBe(true);
    expect(await limits.spent('identity-email', 'a')).toBe(true);
  });

  it('spends points (bytes) that fit; one spend that does not fit is refused and spends nothing', async () => {
    const limits = createRateLimits(null, logger);
    await expectSpending([limits], 'a');
  });

  describe('with Redis', () => {
    const instances = [createRateLimits(REDIS_URL, logger), createRateLimits(REDIS_URL, logger)];
    afterAll(() => {
      for (const instance of instances) instance.close();
    });

    it('shares one budget between instances', async () => {
      const key = `test-${randomUUID()}`;
      expect(await takeAll(instances, key, budget + 1)).toEqual([...Array(budget).fill(true), false]);
      expect(await instances[1]!.spent('identity-email', key)).toBe(true);
      expect(await instances[0]!.spent('identity-email', `test-${randomUUID()}`)).toBe(false);
    });

    it('shares one budget of points between instances, and a refused spend spends nothing there either', async () => {
      await expectSpending(instances, `test-${randomUUID()}`);
    });
  });

  it('counts in memory at once while Redis cannot be reached: neither locked out nor unlimited', async () => {
    const limits = createRateLimits('redis://127.0.0.1:1', logger);
    try {
      const started = Date.now();
      expect(await takeAll([limits], 'x', budget + 1)).toEqual([...Array(budget).fill(true), false]);
      expect(await limits.spent('identity-email', 'x')).toBe(true);
      expect(await limits.spent('identity-email', 'y')).toBe(false);
      // Without waiting for a reconnect: each call used to wait seconds for Redis, then let everything through.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      limits.close();
    }
  });
});
