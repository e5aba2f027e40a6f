import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS, readCustomerToken } from '../../contract/customer-token.ts';
import { VerifyIdentityAnswerSchema } from '../../contract/schemas/index.ts';
import { call, createTestBackend, org } from '../testing/call.ts';
import { computeAuthHash } from './auth-hash.ts';
import type { MockBackend } from './backend.ts';
import { toUnixSeconds } from './clock.ts';
import {
  DEFAULT_APP_SECRET,
  IDENTITY_ATTEMPTS_PER_WINDOW,
  IDENTITY_WINDOW_MS,
  MOCK_SECRET_KEY_ID,
  UNKNOWN_EMAILS_PER_WINDOW,
  WRONG_CODES_PER_CODE,
} from './constants.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const check = (email: string) =>
  call(backend, org('embed/check-identity'), { method: 'POST', body: { email } });
const verify = (email: string, code: string) =>
  call(backend, org('embed/verify-identity'), { method: 'POST', body: { email, code } });

describe('check-identity (spec §7; §8 identity check errors)', () => {
  it('a known e-mail answers 200 and sends a 6-digit code to it', async () => {
    const response = await check('ada@example.com');
    expect(response.status).toBe(200);
    const [email] = backend.emails();
    expect(email).toMatchObject({
      to: 'ada@example.com',
      appId: 'app_test',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(email?.text).toContain(email?.code);
    expect(email?.lang).toBe('en');
  });

  it('keeps the language the e-mail was asked in; one the contract does not know is English', async () => {
    const ask = (lang: unknown) =>
      call(backend, org('embed/check-identity'), {
        method: 'POST',
        body: { email: 'ada@example.com', lang },
      });
    for (const lang of ['de', 'fr', 'es', 'it', '<b>de</b>']) expect((await ask(lang)).status).toBe(200);
    expect(backend.emails().map((email) => email.lang)).toEqual(['de', 'fr', 'es', 'en', 'en']);
  });

  it('the e-mail is case sensitive: another case answers 400 with the spec’s message', async () => {
    const response = await check('Ada@example.com');
    expect(response).toMatchObject({
      status: 400,
      body: {
        message:
          'We were unable to find that email address. Please note the email address is case sensitive.',
      },
    });
    expect(backend.emails()).toEqual([]);
  });

  it(`answers 429 after ${IDENTITY_ATTEMPTS_PER_WINDOW} attempts per minute for one e-mail`, async () => {
    for (let i = 0; i < IDENTITY_ATTEMPTS_PER_WINDOW; i += 1)
      expect((await check('ghost@example.com')).status).toBe(400);
    const response = await check('ghost@example.com');
    expect(response).toMatchObject({
      status: 429,
      body: { message: 'Too many requests. Please try again later.' },
    });
  });

  it('the limit is per e-mail, and lifts once the minute has passed', async () => {
    for (let i = 0; i < IDENTITY_ATTEMPTS_PER_WINDOW; i += 1) await check('ghost@example.com');
    expect((await check('ada@example.com')).status).toBe(200);
    backend.clock.advance(IDENTITY_WINDOW_MS + 1);
    expect((await check('ghost@example.com')).status).toBe(400);
  });

  it(`unknown e-mails are limited per app too: after ${UNKNOWN_EMAILS_PER_WINDOW} in a minute, every check answers 429`, async () => {
    for (let i = 0; i < UNKNOWN_EMAILS_PER_WINDOW; i += 1)
      expect((await check(`ghost${i}@example.com`)).status).toBe(400);
    expect((await check('another-ghost@example.com')).status).toBe(429);
    // A known e-mail answers the same, so the 429 tells nothing about who is a customer.
    expect((await check('ada@example.com')).status).toBe(429);
    expect(backend.emails()).toEqual([]);
    backend.clock.advance(IDENTITY_WINDOW_MS + 1);
    expect((await check('ada@example.com')).status).toBe(200);
  });

  it('answers 403 (docs/api.md), not the unknown e-mail’s 400, when the org has the e-mail flow off', async () => {
    backend.load({ branding: { emailFlow: { enabled: false } } });
    const response = await check('ada@example.com');
    expect(response).toMatchObject({
      status: 403,
      body: { message: 'Email-based verification is not enabled for your account.' },
    });
    expect((await verify('ada@example.com', '123456')).status).toBe(403);
  });

  it('a malformed e-mail answers 400', async () => {
    expect((await check('not-an-email')).status).toBe(400);
  });
});

describe('verify-identity (spec §7 → hmac, customerId; §8 verify errors)', () => {
  it('the right code answers the customer id and a customer token (never the permanent hash), which then opens the embed call', async () => {
    await check('ada@example.com');
    const code = backend.emails()[0]!.code;
    const answer = v.parse(VerifyIdentityAnswerSchema, (await verify('ada@example.com', code)).body);
    expect(answer.customerId).toBe('cus_active');
    expect(answer.hmac).not.toBe(await computeAuthHash(DEFAULT_APP_SECRET, 'cus_active'));
    const token = readCustomerToken(answer.hmac);
    expect(token?.claims).toEqual({
      appId: 'app_test',
      mode: 'LIVE',
      provider: 'STRIPE',
      customerId: 'cus_active',
      subscriptionId: null,
      keyId: MOCK_SECRET_KEY_ID,
      expiresAt: toUnixSeconds(backend.clock.now()) + CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS,
    });
    expect(await token?.signedWith(DEFAULT_APP_SECRET)).toBe(true);
    const embed = await call(backend, org('embed'), {
      method: 'POST',
      as: answer.customerId,
      hash: answer.hmac,
      body: {},
    });
    expect(embed.status).toBe(200);
  });

  it('a wrong code answers 400 "The verification code you entered is incorrect"', async () => {
    await check('ada@example.com');
    const response = await verify('ada@example.com', '000000');
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'The verification code you entered is incorrect' },
    });
  });

  it('a code is used up by a successful verification', async () => {
    await check('ada@example.com');
    const code = backend.emails()[0]!.code;
    expect((await verify('ada@example.com', code)).status).toBe(200);
    expect((await verify('ada@example.com', code)).status).toBe(400);
  });

  it('a resent code replaces the earlier one', async () => {
    await check('ada@example.com');
    await check('ada@example.com');
    const [first, second] = backend.emails();
    expect((await verify('ada@example.com', first!.code)).status).toBe(400);
    expect((await verify('ada@example.com', second!.code)).status).toBe(200);
  });

  it('an expired code is refused', async () => {
    await check('ada@example.com');
    backend.clock.advance(11 * 60_000);
    expect((await verify('ada@example.com', backend.emails()[0]!.code)).status).toBe(400);
  });

  it(`answers 429 after ${IDENTITY_ATTEMPTS_PER_WINDOW} wrong codes in a minute, even for the right one`, async () => {
    await check('ada@example.com');
    for (let i = 0; i < IDENTITY_ATTEMPTS_PER_WINDOW; i += 1) await verify('ada@example.com', '000000');
    const response = await verify('ada@example.com', backend.emails()[0]!.code);
    expect(response).toMatchObject({
      status: 429,
      body: { message: 'Too many requests. Please try again later.' },
    });
  });

  it(`${WRONG_CODES_PER_CODE} wrong tries burn the code: the right one is refused after, even in a later minute`, async () => {
    await check('ada@example.com');
    const code = backend.emails()[0]!.code;
    for (let i = 0; i < WRONG_CODES_PER_CODE; i += 1) {
      expect((await verify('ada@example.com', '000000')).status).toBe(400);
      backend.clock.advance(IDENTITY_WINDOW_MS + 1);
    }
    expect(await verify('ada@example.com', code)).toMatchObject({
      status: 400,
      body: { message: 'The verification code you entered is incorrect' },
    });
  });

  it('fewer wrong tries leave the code valid', async () => {
    await check('ada@example.com');
    const code = backend.emails()[0]!.code;
    for (let i = 0; i < WRONG_CODES_PER_CODE - 1; i += 1) await verify('ada@example.com', '000000');
    expect((await verify('ada@example.com', code)).status).toBe(200);
  });

  it('a code that is not six digits answers 400', async () => {
    expect((await verify('ada@example.com', '12ab56')).status).toBe(400);
  });

  it('for a subscription-id provider the customerId is the subscription id the flow restarts with', async () => {
    await call(backend, org('embed/check-identity'), {
      method: 'POST',
      provider: 'PADDLE',
      body: { email: 'pia@example.com' },
    });
    const code = backend.emails()[0]!.code;
    const response = await call(backend, org('embed/verify-identity'), {
      method: 'POST',
      provider: 'PADDLE',
      body: { email: 'pia@example.com', code },
    });
    const answer = v.parse(VerifyIdentityAnswerSchema, response.body);
    expect(answer.customerId).toBe('sub_paddle_1');
    expect(readCustomerToken(answer.hmac)?.claims).toMatchObject({
      provider: 'PADDLE',
      customerId: 'sub_paddle_1',
      subscriptionId: 'sub_paddle_1',
    });
  });
});
