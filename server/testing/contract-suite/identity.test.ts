/**
 * The managed flow's identity calls (docs/api.md: check-identity, verify-identity; mocks/README.md
 * "Behaviour"): a known e-mail (exact, case-sensitive) gets a 6-digit code, the code trades once for the
 * customer id and a customer token (docs/api.md "Customer tokens"), never the permanent auth hash, which
 * then signs customer calls; an unknown e-mail or a wrong code is 400.
 */

import { expect, it } from 'vitest';
import { CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS, readCustomerToken } from '../../../contract/customer-token.ts';
import { EmbedAnswerSchema, VerifyIdentityAnswerSchema } from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { authHash } from './support/contract-client.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAccepted, expectAnswer, expectError } from './support/expect-reply.ts';

const CODE = /^\d{6}$/;

/** A six-digit code that is not `code`. */
function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describeContract('identity check and verify', ({ api, seed, started }) => {
  /** The code e-mailed last to `email`, through the target's own hook (e-mail is not part of HTTP). */
  async function emailedCode(email: string, skip: (note: string) => never): Promise<string> {
    const read = started().latestEmailCode;
    if (!read) return skip('this target offers no way to read sent e-mails (latestEmailCode)');
    const code = await read(email);
    expect(code).toMatch(CODE);
    return code ?? '';
  }

  it('e-mails a code to a known address; the code trades for a customer token, never the permanent hash', async (context) => {
    const customer = seeded('identity');
    expectAccepted(await api.call('checkIdentity', { body: { email: customer.email } }));
    const code = await emailedCode(customer.email, (note) => context.skip(note));
    const reply = await api.call('verifyIdentity', { body: { email: customer.email, code } });
    const identity = expectAnswer(reply, VerifyIdentityAnswerSchema);
    expect(identity.customerId).toBe(customer.customerId);
    expect(identity.hmac).not.toBe(authHash(seed.secret, customer.customerId));
    const claims = readCustomerToken(identity.hmac)?.claims;
    expect(claims).toMatchObject({ appId: seed.appId, mode: 'LIVE', customerId: customer.customerId });
    const lifetime = (claims?.expiresAt ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS);
    const as = { authId: identity.customerId, provider: customer.provider };
    const embed = await api.call('embed', { as, hash: identity.hmac, body: {} });
    expect(expectAnswer(embed, EmbedAnswerSchema).customer?.id).toBe(customer.customerId);
  });

  it('answers 400 to an unknown e-mail, and to a known one in another case', async () => {
    expectError(await api.call('checkIdentity', { body: { email: 'nobody@contract.example' } }), 400);
    expectError(
      await api.call('checkIdentity', { body: { email: seeded('reader').email.toUpperCase() } }),
      400,
    );
  });

  it('answers 400 to a wrong code, accepts the right one once, then refuses it', async (context) => {
    const customer = seeded('identityReuse');
    expectAccepted(await api.call('checkIdentity', { body: { email: customer.email } }));
    const code = await emailedCode(customer.email, (note) => context.skip(note));
    const wrong = { email: customer.email, code: otherCode(code) };
    expectError(await api.call('verifyIdentity', { body: wrong }), 400);
    const right = { email: customer.email, code };
    expectAnswer(await api.call('verifyIdentity', { body: right }), VerifyIdentityAnswerSchema);
    expectError(await api.call('verifyIdentity', { body: right }), 400);
  });

  it('answers 400 to a code for an address that was never sent one', async () => {
    const body = { email: seeded('annualReader').email, code: '123456' };
    expectError(await api.call('verifyIdentity', { body }), 400);
  });
});
