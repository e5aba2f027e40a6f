import { expect, it } from 'vitest';
import { readCustomerToken } from '../../contract/customer-token.ts';
import { anonymousCaller } from '../testing/anonymous-caller.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, LIVE_SECRET } from '../testing/server-seed.ts';
import { computeAuthHash } from './auth-hash.ts';
import { MAX_WRONG_CODES, verifyIdentity } from './identity.ts';

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeOnBothDialects('identity check and verify', (server) => {
  const codeFor = async (email: string) => {
    const code = await server.started.latestEmailCode(email);
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  };

  it('e-mails a code, stores only its hash, and trades it once for a LIVE customer token, never the hash', async () => {
    expect((await server.call('checkIdentity', { body: { email: 'ada@example.com' } })).status).toBe(200);
    const code = await codeFor('ada@example.com');
    const rows = await server.started.server.deps.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    const bad = await server.call('verifyIdentity', {
      body: { email: 'ada@example.com', code: wrong(code) },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'The verification code you entered is incorrect' },
    });
    const good = await server.call('verifyIdentity', { body: { email: 'ada@example.com', code } });
    expect(good.status).toBe(200);
    const answer = good.body as { hmac: string; customerId: string };
    expect(answer.customerId).toBe('cus_ada');
    expect(answer.hmac).not.toBe(computeAuthHash(LIVE_SECRET, 'cus_ada'));
    const token = readCustomerToken(answer.hmac);
    expect(token?.claims).toMatchObject({ appId: APP_ID, mode: 'LIVE', customerId: 'cus_ada', keyId: 1 });
    expect(await token?.signedWith(LIVE_SECRET)).toBe(true);
    const embed = await server.call('embed', {
      body: {},
      headers: { 'x-holdfast-customer-id': 'cus_ada', 'x-holdfast-auth-hash': answer.hmac },
    });
    expect(embed.status).toBe(200);
    expect((await server.call('verifyIdentity', { body: { email: 'ada@example.com', code } })).status).toBe(
      400,
    );
  });

  it('answers 400 to an unknown e-mail and sends nothing', async () => {
    const reply = await server.call('checkIdentity', { body: { email: 'nobody@example.com' } });
    expect(reply.status).toBe(400);
    expect(await server.started.latestEmailCode('nobody@example.com')).toBeNull();
  });

  it('burns a code at its fifth wrong try: the right code is refused after it', async () => {
    expect((await server.call('checkIdentity', { body: { email: 'bob@example.com' } })).status).toBe(200);
    const code = await codeFor('bob@example.com');
    // The per-e-mail limit would refuse the sixth try anyway; lift it to see the code itself burnt.
    const deps = {
      ...server.started.server.deps,
      limits: {
        take: async () => true,
        spend: async () => true,
        spent: async () => false,
        giveBack: async () => {},
        close() {},
      },
    };
    const caller = await anonymousCaller(deps, 'app');
    for (let attempt = 0; attempt < MAX_WRONG_CODES; attempt += 1) {
      expect((await verifyIdentity(deps, caller, 'bob@example.com', wrong(code), '::1')).ok).toBe(false);
    }
    const right = await verifyIdentity(deps, caller, 'bob@example.com', code, '::1');
    expect(right).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('limits checks per e-mail: the sixth within a minute is 429', async () => {
    const replies = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      replies.push((await server.call('checkIdentity', { body: { email: 'cyd@example.com' } })).status);
    }
    expect(replies).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
