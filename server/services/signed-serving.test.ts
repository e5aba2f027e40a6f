/**
 * docs/api.md "Customer tokens" and "Checked against what was served": the host's dynamic offers come from
 * the browser unless a customer token signs them. With the auth hash a customer who writes their own embed
 * request is served any catalog coupon a dynamic offer names, and may then claim it; a token minted with the
 * dynamic offers serves exactly those, refuses a load asking for others, and so no other coupon is served.
 */
import { describe, expect, it } from 'vitest';
import { mintCustomerToken } from '../../contract/customer-token.ts';
import type { AppSeed } from '../../contract/seed.ts';
import { SIGNED_SERVING_TEXTS } from '../../contract/signed-serving.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, FLOW_ID, LIVE_SECRET, OFFER, serverTestSeed } from '../testing/server-seed.ts';

/** The seed with its discount offer dynamic: the host's `discount.couponId` replaces SAVE20. */
function dynamicDiscountSeed(): AppSeed {
  const seed = serverTestSeed();
  for (const blueprint of seed.blueprints ?? [])
    for (const step of blueprint.steps)
      if ('offer' in step && step.offer?.offerType === 'DISCOUNT')
        Object.assign(step.offer, { dynamic: true });
  return seed;
}

const OTHER_COUPON = 'OTHER10';
const token = (
  name: string,
  binding: Pick<Parameters<typeof mintCustomerToken>[0], 'dynamicOffers' | 'flowId'>,
) =>
  mintCustomerToken({ secret: LIVE_SECRET, keyId: 1, appId: APP_ID, customerId: `cus_${name}`, ...binding });
const asksFor = (couponId: string) => ({ dynamicOffers: { discount: { couponId } } });

describeOnBothDialects(
  'dynamic offers signed by the customer token',
  (server) => {
    const claim = (as: string, coupon: string, hash?: string) =>
      server.call('discount', { as, hash, body: { coupon, blueprintId: FLOW_ID } });

    describe('with the auth hash (the browser chooses)', () => {
      it('serves a dynamic offer naming any catalog coupon, which the customer may then claim', async () => {
        expect((await server.call('embed', { as: 'ada', body: asksFor(OTHER_COUPON) })).status).toBe(200);
        expect((await claim('ada', OTHER_COUPON)).status).toBe(200);
      });
    });

    describe('with a token minted with the dynamic offers', () => {
      it('refuses a load asking for other offers, and the coupon it asked for is then not claimable', async () => {
        const hash = await token('bob', asksFor(OFFER.coupon));
        const load = await server.call('embed', { as: 'bob', hash, body: asksFor(OTHER_COUPON) });
        expect(load).toMatchObject({ status: 403, body: { message: SIGNED_SERVING_TEXTS.otherOffers } });
        // A load as the token has it serves the signed coupon, never the one asked for.
        expect((await server.call('embed', { as: 'bob', hash, body: {} })).status).toBe(200);
        const refused = await claim('bob', OTHER_COUPON, hash);
        expect(refused).toMatchObject({
          status: 403,
          body: { message: expect.stringContaining(OTHER_COUPON) },
        });
      });

      it("serves the token's offers to a load that sends none, and the customer may claim them", async () => {
        const hash = await token('cyd', asksFor(OTHER_COUPON));
        const load = await server.call('embed', { as: 'cyd', hash, body: {} });
        expect(load).toMatchObject({ status: 200, body: asksFor(OTHER_COUPON) });
        expect((await claim('cyd', OTHER_COUPON, hash)).status).toBe(200);
      });

      it('with none (null) bound, refuses any dynamic offers, and the configured coupon stands', async () => {
        const hash = await token('dee', { dynamicOffers: null });
        const asked = await server.call('embed', { as: 'dee', hash, body: asksFor(OTHER_COUPON) });
        expect(asked.status).toBe(403);
        expect((await server.call('embed', { as: 'dee', hash, body: {} })).status).toBe(200);
        expect((await claim('dee', OTHER_COUPON, hash)).status).toBe(403);
        expect((await claim('dee', OFFER.coupon, hash)).status).toBe(200);
      });
    });

    describe('with a token minted with a flow', () => {
      it('serves that flow without a query, and refuses a load naming another', async () => {
        const hash = await token('eve', { flowId: FLOW_ID });
        const load = await server.call('embed', { as: 'eve', hash, body: {} });
        expect(load).toMatchObject({ status: 200, body: { blueprint: { _id: FLOW_ID } } });
        const other = await server.call('embed', { as: 'eve', hash, body: {}, query: '?blueprint=bp_other' });
        expect(other).toMatchObject({
          status: 403,
          body: { message: SIGNED_SERVING_TEXTS.otherFlow(FLOW_ID) },
        });
      });
    });
  },
  { seed: dynamicDiscountSeed },
);
