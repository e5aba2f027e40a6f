import { beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { SIGN_IN_LIMITED_MESSAGE } from './sign-in-limits.ts';
import { makeTeam, TEAM } from './testing/dashboard-seed.ts';

const PER_EMAIL_AND_ADDRESS = RATE_LIMITS['sign-in-email-ip'].points;

// The budgets over many addresses: sign-in-limits-rules.test.ts (each sign-in here runs a password hash).
// The server trusts a proxy here, so each case's X-Forwarded-For is its client address: the cases keep apart.
describeOnBothDialects(
  'dashboard sign-in limits',
  (server) => {
    const attempt = async (email: string, password: string, address: string) => {
      const response = await fetch(`${server.started.baseUrl}/dashboard/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.started.baseUrl,
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ email, password }),
      });
      const cookie = response.headers.getSetCookie().join('; ');
      return { status: response.status, cookie, body: (await response.json()) as unknown };
    };
    const wrong = (n: number) => `guess-${n}-password`;

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
    }, START_TIMEOUT_MS);

    it('refuses an e-mail past its failures from one address, the right password too, whatever its case; not from another', async () => {
      for (let tried = 0; tried < PER_EMAIL_AND_ADDRESS; tried += 1)
        expect((await attempt(TEAM.member.email, wrong(tried), '203.0.113.7')).status).toBe(401);
      const right = await attempt(TEAM.member.email.toUpperCase(), TEAM.member.password, '203.0.113.7');
      expect(right.status).toBe(429);
      expect(right.body).toEqual({ message: SIGN_IN_LIMITED_MESSAGE });
      expect(right.cookie).not.toMatch(/session_token=/);
      // The member elsewhere is not locked out by whoever guessed from that address.
      const elsewhere = await attempt(TEAM.member.email, TEAM.member.password, '203.0.113.8');
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.cookie).toMatch(/holdfast\.session_token=/);
    });

    it('gives a successful sign-in its attempts back: signing in again and again is never refused', async () => {
      for (let signedIn = 0; signedIn < PER_EMAIL_AND_ADDRESS + 2; signedIn += 1)
        expect((await attempt(TEAM.owner.email, TEAM.owner.password, '203.0.113.20')).status).toBe(200);
    });
  },
  { trustProxy: true },
);
