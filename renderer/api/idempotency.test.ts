import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './idempotency.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('an idempotency key is made once per customer intent', () => {
  it('uses crypto.randomUUID when the page has it', () => {
    expect(createIdempotencyKey({ randomUUID: () => 'from-random-uuid' })).toBe('from-random-uuid');
    expect(createIdempotencyKey()).toMatch(UUID_V4);
  });

  it('falls back to getRandomValues on pages without randomUUID (plain http)', () => {
    const key = createIdempotencyKey({
      getRandomValues: <T extends Uint8Array>(bytes: T) => {
        bytes.fill(0xff);
        return bytes;
      },
    });
    expect(key).toMatch(UUID_V4);
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('still makes distinct v4 keys without any Web Crypto', () => {
    const keys = new Set(Array.from({ length: 200 }, () => createIdempotencyKey({})));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
