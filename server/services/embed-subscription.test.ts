/**
 * The embed and the money actions answer a subscription id the same way (services/named-subscription.ts):
 * X-Holdfast-Subscription-Id naming another customer's subscription is refused (404), never served back in
 * `externalData.subscriptionId` to a flow whose every action would then be refused.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_TEXTS } from '../../contract/answer-texts.ts';
import { HEADERS } from '../../contract/headers.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';

const naming = (subscriptionId: string) => ({ headers: { [HEADERS.subscriptionId]: subscriptionId } });
const refused = { status: 404, body: { message: ANSWER_TEXTS.noSubscription } };

describeOnBothDialects('the subscription a call names', (server) => {
  describe('embed', () => {
    it("serves the customer's own subscription and echoes it", async () => {
      const load = await server.call('embed', { as: 'ada', body: {}, ...naming('sub_ada') });
      expect(load).toMatchObject({ status: 200, body: { externalData: { subscriptionId: 'sub_ada' } } });
    });

    it("refuses another customer's subscription as the money actions do", async () => {
      const load = await server.call('embed', { as: 'ada', body: {}, ...naming('sub_bob') });
      expect(load).toMatchObject(refused);
      expect(JSON.stringify(load.body)).not.toContain('sub_bob');
      const cancel = await server.call('cancel', {
        as: 'ada',
        body: { cancelAtPeriodEnd: true },
        ...naming('sub_bob'),
      });
      expect(cancel).toMatchObject(refused);
    });

    it('serves a load that names none', async () => {
      const load = await server.call('embed', { as: 'ada', body: {} });
      expect(load).toMatchObject({ status: 200, body: { externalData: { subscriptionId: null } } });
    });
  });
});
