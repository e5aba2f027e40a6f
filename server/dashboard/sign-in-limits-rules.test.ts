/**
 * The sign-in budgets over many attempts, on the limiter the server uses (in memory), in front of a stand-in
 * for better-auth that takes one password: the real route is sign-in-limits.test.ts, where each attempt
 * runs a password hash and hundreds would take minutes.
 */
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../providers/rate-limits.ts';
import { signInLimits } from './sign-in-limits.ts';

const PER_EMAIL_AND_ADDRESS = RATE_LIMITS['sign-in-email-ip'].points;
const PER_EMAIL = RATE_LIMITS['sign-in-email'].points;
const PER_ADDRESS = RATE_LIMITS['sign-in-ip'].points;
const PASSWORD = 'the-right-password';
const SECRET = 'a-dashboard-secret-of-32-characters';

function signInApp() {
  const app = new Hono<{ Bindings: { clientIp: string } }>();
  app.post('/sign-in/email', signInLimits(createRateLimits(null, pino({ level: 'silent' })), SECRET));
  app.post('/sign-in/email', async (context) => {
    const body = (await context.req.json()) as { password: string };
    return context.json({}, body.password === PASSWORD ? 200 : 401);
  });
  return async (email: string, password: string, clientIp: string) =>
    (
      await app.request(
        '/sign-in/email',
        { method: 'POST', body: JSON.stringify({ email, password }) },
        { clientIp },
      )
    ).status;
}

describe('dashboard sign-in budgets', () => {
  it('an e-mail past its failures over many addresses is refused from a new one, the right password too', async () => {
    const attempt = signInApp();
    let failed = 0;
    for (let address = 0; failed < PER_EMAIL; address += 1) {
      for (let tried = 0; tried < PER_EMAIL_AND_ADDRESS && failed < PER_EMAIL; tried += 1, failed += 1)
        expect(await attempt('owner@team.example', `guess-${failed}`, `198.18.0.${address}`)).toBe(401);
    }
    expect(await attempt('owner@team.example', PASSWORD, '198.18.1.1')).toBe(429);
    expect(await attempt('member@team.example', PASSWORD, '198.18.1.1')).toBe(200);
  });

  it('one address cannot spend the e-mail’s budget alone: its own runs out first', async () => {
    const attempt = signInApp();
    for (let tried = 0; tried < PER_EMAIL_AND_ADDRESS; tried += 1)
      expect(await attempt('owner@team.example', `guess-${tried}`, '203.0.113.7')).toBe(401);
    for (let tried = 0; tried < PER_EMAIL; tried += 1)
      expect(await attempt('owner@team.example', `guess-${tried}`, '203.0.113.7')).toBe(429);
    expect(await attempt('owner@team.example', PASSWORD, '203.0.113.8')).toBe(200);
  });

  it('an address past its budget is refused whatever e-mail it tries', async () => {
    const attempt = signInApp();
    for (let tried = 0; tried < PER_ADDRESS; tried += 1)
      expect(await attempt(`nobody-${tried}@team.example`, 'guess', '192.0.2.99')).toBe(401);
    expect(await attempt('owner@team.example', PASSWORD, '192.0.2.99')).toBe(429);
    expect(await attempt('owner@team.example', PASSWORD, '192.0.2.98')).toBe(200);
  });

  it('a right password gives its attempts back, a refused one spends them', async () => {
    const attempt = signInApp();
    for (let n = 0; n < PER_ADDRESS + 5; n += 1)
      expect(await attempt('owner@team.example', PASSWORD, '192.0.2.50')).toBe(200);
  });
});
