/**
 * docs/api.md "Customer tokens": a token a host mints with the package's helper opens the calls the auth
 * hash opens, for exactly the app, mode, provider, customer and subscription it is bound to, until it
 * expires (at most an hour); anything else is 401 with a message naming what is wrong.
 */
import { expect, it } from 'vitest';
import {
  CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS,
  type MintCustomerTokenOptions,
  mintCustomerToken,
  signCustomerToken,
} from '../../../contract/customer-token.ts';
import { CUSTOMER_TOKEN_TEXTS } from '../../../contract/customer-token-check.ts';
import { EmbedAnswerSchema } from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';

const reader = seeded('reader');
const paddle = seeded('paddle');
/** The seed's secret is the app's first of its mode. */
const SEED_KEY_ID = 1;
const HOUR_MS = 3_600_000;

describeContract('customer tokens', ({ api, seed }) => {
  const mint = (options: Partial<MintCustomerTokenOptions> = {}) =>
    mintCustomerToken({
      secret: seed.secret,
      keyId: SEED_KEY_ID,
      appId: seed.appId,
      customerId: reader.authId,
      ...options,
    });
  const refused = async (hash: string, message: string, as: Parameters<typeof api.call>[1] = {}) => {
    const reply = await api.call('embed', { as: reader, hash, body: {}, ...as });
    expectError(reply, 401);
    expect(reply.json).toEqual({ message });
  };

  it('opens the embed call in place of the hash', async () => {
    const reply = await api.call('embed', { as: reader, hash: await mint(), body: {} });
    expect(expectAnswer(reply, EmbedAnswerSchema).customer?.id).toBe(reader.customerId);
  });

  it('for a subscription-id provider, binds the subscription the customer header names', async () => {
    const token = await mint({ provider: 'PADDLE', customerId: paddle.authId });
    const reply = await api.call('embed', { as: paddle, hash: token, body: {} });
    expectAnswer(reply, EmbedAnswerSchema);
  });

  it('bound to a subscription: accepted for it, refused for another', async () => {
    const token = await mint({ subscriptionId: reader.subscriptionId });
    const own = { ...reader, subscriptionId: reader.subscriptionId };
    expectAnswer(await api.call('embed', { as: own, hash: token, body: {} }), EmbedAnswerSchema);
    const other = { ...reader, subscriptionId: 'sub_someone_else' };
    await refused(token, CUSTOMER_TOKEN_TEXTS.foreign('another subscription'), { as: other });
  });

  it('refuses an expired token', async () => {
    const token = await mint({ now: new Date(Date.now() - 2 * HOUR_MS) });
    await refused(token, CUSTOMER_TOKEN_TEXTS.expired);
  });

  it('refuses a token for another customer, app, mode or provider', async () => {
    await refused(
      await mint({ customerId: 'cus_someone_else' }),
      CUSTOMER_TOKEN_TEXTS.foreign('another customer'),
    );
    await refused(await mint({ appId: 'app_other' }), CUSTOMER_TOKEN_TEXTS.foreign('another app'));
    await refused(await mint({ mode: 'TEST' }), CUSTOMER_TOKEN_TEXTS.foreign('TEST mode'));
    await refused(
      await mint({ provider: 'CHARGEBEE' }),
      CUSTOMER_TOKEN_TEXTS.foreign('the provider CHARGEBEE'),
    );
  });

  it('refuses a token signed with another secret, a tampered one and a malformed one', async () => {
    await refused(await mint({ secret: 'not_the_app_secret' }), CUSTOMER_TOKEN_TEXTS.signature);
    const [prefix, claims, signature = ''] = (await mint()).split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await refused(`${prefix}.${claims}.${flipped}`, CUSTOMER_TOKEN_TEXTS.signature);
    await refused('hft1.not-a-token', CUSTOMER_TOKEN_TEXTS.malformed);
  });

  it('refuses a token that lives longer than an hour, however it was signed', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2 * CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS;
    const claims = {
      appId: seed.appId,
      mode: 'LIVE',
      provider: 'STRIPE',
      customerId: reader.authId,
    } as const;
    const token = await signCustomerToken(seed.secret, {
      ...claims,
      subscriptionId: null,
      keyId: SEED_KEY_ID,
      expiresAt,
    });
    await refused(token, CUSTOMER_TOKEN_TEXTS.tooLong);
  });
});
