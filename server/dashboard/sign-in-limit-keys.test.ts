/**
 * The sign-in limits count an e-mail under a key that is not the e-mail: Redis, shared by every instance,
 * used to hold each address that tried to sign in (`holdfast:sign-in-email:owner@team.example`).
 */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../providers/rate-limits.ts';
import { signInLimits } from './sign-in-limits.ts';

const REDIS_URL = process.env.HOLDFAST_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL);
const SECRET = 'a-dashboard-secret-of-32-characters';
const limits = createRateLimits(REDIS_URL, pino({ level: 'silent' }));

afterAll(() => {
  limits.close();
  redis.disconnect();
});

async function attempt(email: string, clientIp: string): Promise<number> {
  const app = new Hono<{ Bindings: { clientIp: string } }>();
  app.post('/sign-in/email', signInLimits(limits, SECRET), (context) => context.json({}, 401));
  const body = JSON.stringify({ email, password: 'a-wrong-password' });
  return (await app.request('/sign-in/email', { method: 'POST', body }, { clientIp })).status;
}

it('Redis holds no e-mail that tried to sign in, and the e-mail is still limited whatever its case', async () => {
  // An e-mail and a client address of its own: Redis keeps the counts of earlier runs and other test files.
  const local = `member-${process.pid}-${Date.now()}`;
  const email = `${local}@team.example`;
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  const before = new Set(await redis.keys('holdfast:sign-in-*'));
  for (let tried = 0; tried < RATE_LIMITS['sign-in-email-ip'].points; tried += 1)
    expect(await attempt(email, ip)).toBe(401);
  expect(await attempt(email.toUpperCase(), ip)).toBe(429);
  const written = (await redis.keys('holdfast:sign-in-*')).filter((key) => !before.has(key));
  expect(written.some((key) => key.startsWith('holdfast:sign-in-email:'))).toBe(true);
  expect(written.filter((key) => key.toLowerCase().includes(local))).toEqual([]);
});
