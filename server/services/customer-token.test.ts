/**
 * Customer tokens on the server (docs/api.md "Customer tokens"): the key id picks the mode's secret, so a
 * rotation works as for the hash; a token bound to a subscription cannot be pointed at another by a body.
 */
import { expect, it } from 'vitest';
import { type MintCustomerTokenOptions, mintCustomerToken } from '../../contract/customer-token.ts';
import { CUSTOMER_TOKEN_TEXTS } from '../../contract/customer-token-check.ts';
import { addSecret } from '../storage/apps-store.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, LIVE_SECRET, TEST_SECRET } from '../testing/server-seed.ts';

describeOnBothDialects('customer tokens', (server) => {
  const tokenFor = (options: Partial<MintCustomerTokenOptions> = {}) =>
    mintCustomerToken({ secret: LIVE_SECRET, keyId: 1, appId: APP_ID, customerId: 'cus_ada', ...options });

  it('opens TEST calls only with a TEST token signed with the TEST secret', async () => {
    const test = await tokenFor({ mode: 'TEST', secret: TEST_SECRET });
    expect((await server.call('customer', { as: 'ada', mode: 'TEST', hash: test })).status).toBe(200);
    const signedLive = await tokenFor({ mode: 'TEST' });
    const refused = await server.call('customer', { as: 'ada', mode: 'TEST', hash: signedLive });
    expect(refused).toMatchObject({ status: 401, body: { message: CUSTOMER_TOKEN_TEXTS.signature } });
  });

  it('rotates by key id: the new and the previous secret verify, the one before them no longer does', async () => {
    const { database, configCache } = server.started.server.deps;
    const { db } = database;
    const now = new Date();
    expect(await addSecret(db, APP_ID, 'LIVE', 'second_live_secret', now, configCache)).toBe(2);
    const second = await tokenFor({ secret: 'second_live_secret', keyId: 2 });
    expect((await server.call('customer', { as: 'ada', hash: second })).status).toBe(200);
    expect((await server.call('customer', { as: 'ada', hash: await tokenFor() })).status).toBe(200);
    // The right secret under the wrong key id is refused too: the key id names the secret.
    const misnamed = await tokenFor({ secret: 'second_live_secret', keyId: 1 });
    expect((await server.call('customer', { as: 'ada', hash: misnamed })).status).toBe(401);
    expect(await addSecret(db, APP_ID, 'LIVE', 'third_live_secret', now, configCache)).toBe(3);
    const retired = await server.call('customer', { as: 'ada', hash: await tokenFor() });
    expect(retired).toMatchObject({ status: 401, body: { message: CUSTOMER_TOKEN_TEXTS.signature } });
  });

  it('keeps a money action to the subscription the token is bound to', async () => {
    // TEST mode: its secret stays key id 1 whatever the LIVE rotation above did.
    const test = { mode: 'TEST', secret: TEST_SECRET } as const;
    const bound = await tokenFor({ ...test, customerId: 'cus_kim', subscriptionId: 'sub_kim' });
    const elsewhere = await server.call('resume', {
      as: 'kim',
      mode: 'TEST',
      hash: bound,
      body: { options: { subscriptionId: 'sub_ada' } },
    });
    expect(elsewhere).toMatchObject({
      status: 401,
      body: { message: CUSTOMER_TOKEN_TEXTS.foreign('another subscription') },
    });
  });
});
