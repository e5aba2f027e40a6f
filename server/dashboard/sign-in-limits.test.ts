import { beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../providers/rate-limits.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { SIGN_IN_LIMITED_MESSAGE } from './sign-in-limits.ts';
import { makeTeam, TEAM } from './testing/dashboard-seed.ts';

const PER_EMAIL = RATE_LIMITS['sign-in-email'].points;
const PER_ADDRESS = RATE_LIMITS['sign-in-ip'].points;

describeOnBothDialects('dashboard sign-in limits', (server) => {
  // Every attempt comes from 127.0.0.1; the server trusts no proxy, so X-Forwarded-For names nobody.
  const attempt = async (email: string, password: string, forwardedFor = '203.0.113.7') => {
    const response = await fetch(`${server.started.baseUrl}/dashboard/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.started.baseUrl,
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ email, password }),
    });
    const cookie = response.headers.getSetCookie().join('; ');
    return { status: response.status, cookie, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    await makeTeam(server.started, APP_ID);
  }, START_TIMEOUT_MS);

  it('refuses an e-mail past its attempts, the right password too, whatever its case', async () => {
    for (let tried = 0; tried < PER_EMAIL; tried += 1) {
      expect((await attempt(TEAM.member.email, `guess-${tried}-password`)).status).toBe(401);
    }
    const right = await attempt(TEAM.member.email.toUpperCase(), TEAM.member.password);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: SIGN_IN_LIMITED_MESSAGE });
    expect(right.cookie).not.toMatch(/session_token=/);
    // Another e-mail from the same address still signs in.
    const owner = await attempt(TEAM.owner.email, TEAM.owner.password);
    expect(owner.status).toBe(200);
    expect(owner.cookie).toMatch(/holdfast\.session_token=/);
  });

  it('refuses an address past its attempts, however many e-mails and forwarded-for names it uses', async () => {
    let allowed = 0;
    while (allowed <= PER_ADDRESS) {
      const guess = await attempt(
        `nobody-${allowed}@team.example`,
        'guess-password',
        `198.51.100.${allowed}`,
      );
      if (guess.status === 429) break;
      expect(guess.status).toBe(401);
      allowed += 1;
    }
    // The first test spent PER_EMAIL + 2 of the address's attempts.
    expect(allowed).toBe(PER_ADDRESS - PER_EMAIL - 2);
    const owner = await attempt(TEAM.owner.email, TEAM.owner.password, '192.0.2.99');
    expect(owner.status).toBe(429);
  });
});
