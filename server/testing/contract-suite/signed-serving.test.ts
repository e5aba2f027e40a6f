/**
 * docs/api.md "Customer tokens": a token minted with a flow and dynamic offers binds its embed loads to them.
 * A load may leave out what the token binds (it is served the token's) but never ask for another flow or
 * other offers: 403 with a message saying so.
 */
import { expect, it } from 'vitest';
import { type MintCustomerTokenOptions, mintCustomerToken } from '../../../contract/customer-token.ts';
import { EmbedAnswerSchema } from '../../../contract/schemas/index.ts';
import { SIGNED_SERVING_TEXTS } from '../../../contract/signed-serving.ts';
import { COUPONS, MAIN_BLUEPRINT_ID, SECOND_BLUEPRINT_ID } from './seed/catalog.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer, expectError } from './support/expect-reply.ts';

const reader = seeded('reader');
const SAVE20 = { discount: { couponId: COUPONS.save20.id } };

describeContract('the flow and dynamic offers a customer token signs', ({ api, seed }) => {
  const mint = (options: Partial<MintCustomerTokenOptions>) =>
    mintCustomerToken({
      secret: seed.secret,
      keyId: 1,
      appId: seed.appId,
      customerId: reader.authId,
      ...options,
    });
  const embed = async (hash: string, body: object, query?: Record<string, string>) =>
    api.call('embed', { as: reader, hash, body, ...(query && { query }) });
  const refused = async (reply: Awaited<ReturnType<typeof embed>>, message: string) => {
    expectError(reply, 403);
    expect(reply.json).toEqual({ message });
  };

  it("serves the token's flow to a load naming none or the same, and refuses one naming another", async () => {
    const hash = await mint({ flowId: SECOND_BLUEPRINT_ID });
    expect(expectAnswer(await embed(hash, {}), EmbedAnswerSchema).blueprint?._id).toBe(SECOND_BLUEPRINT_ID);
    const same = await embed(hash, {}, { blueprint: SECOND_BLUEPRINT_ID });
    expect(expectAnswer(same, EmbedAnswerSchema).blueprint?._id).toBe(SECOND_BLUEPRINT_ID);
    await refused(
      await embed(hash, {}, { blueprint: MAIN_BLUEPRINT_ID }),
      SIGNED_SERVING_TEXTS.otherFlow(SECOND_BLUEPRINT_ID),
    );
  });

  it("answers the token's dynamic offers to a load sending none or the same, and refuses others", async () => {
    const hash = await mint({ dynamicOffers: SAVE20 });
    expect(expectAnswer(await embed(hash, {}), EmbedAnswerSchema).dynamicOffers).toEqual(SAVE20);
    expect(
      expectAnswer(await embed(hash, { dynamicOffers: SAVE20 }), EmbedAnswerSchema).dynamicOffers,
    ).toEqual(SAVE20);
    const other = { discount: { couponId: COUPONS.unoffered.id } };
    await refused(await embed(hash, { dynamicOffers: other }), SIGNED_SERVING_TEXTS.otherOffers);
  });

  it('a token signing no dynamic offers (null) refuses a load that sends some', async () => {
    const hash = await mint({ dynamicOffers: null });
    expect(expectAnswer(await embed(hash, {}), EmbedAnswerSchema).dynamicOffers).toBeNull();
    await refused(await embed(hash, { dynamicOffers: SAVE20 }), SIGNED_SERVING_TEXTS.otherOffers);
  });

  it('a token signing neither leaves both to the request, as the auth hash does', async () => {
    const hash = await mint({});
    const answer = expectAnswer(
      await embed(hash, { dynamicOffers: SAVE20 }, { blueprint: SECOND_BLUEPRINT_ID }),
      EmbedAnswerSchema,
    );
    expect(answer.blueprint?._id).toBe(SECOND_BLUEPRINT_ID);
    expect(answer.dynamicOffers).toEqual(SAVE20);
  });
});
