/**
 * Exactly once at Stripe (issue 20, item 2): each customer intent ends with one Stripe write whatever fails
 * between the widget and Stripe — a Stripe 500, a Stripe that never answers, or our server dying after
 * Stripe acted and before it kept the answer. The SDK's retries and the widget's repeat both carry the same
 * Idempotency-Key, derived from the client's, so Stripe replays instead of acting again.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { planPause } from '../../../renderer/domain/pause-plan.ts';
import type { RequestRecord } from '../../../stripe-fake/http/api-request.ts';
import { requestHash } from '../../services/idempotency.ts';
import { customerKeyOf } from '../../storage/customer-key.ts';
import { APP_ID, FLOW_ID, OFFER } from '../../testing/server-seed.ts';
import { describeStripeServer } from '../../testing/stripe-server.ts';
import type { BillingCustomer, BillingProvider, ChangeOptions } from '../billing-provider.ts';

/** Short enough for a test to wait out; the SDK retries twice after it. */
const TIMEOUT_MS = 3_000;
const DAY = 86_400;
const PAUSE_BODY = { duration: 1, interval: 'MONTH', date: null } as const;

type Billing = BillingProvider;
type Found = BillingCustomer;
type Options = ChangeOptions;

describeStripeServer(
  'exactly once at Stripe',
  (s) => {
    const posts = async (path: string): Promise<RequestRecord[]> =>
      (await s.control.requests()).filter((r) => r.method === 'POST' && r.path === path);
    /** Requests that acted at Stripe: answered, not refused, not a replay. */
    const acted = (records: RequestRecord[]) =>
      records.filter((r) => r.status === 200 && !r.replayed && r.fault === null);

    it('a Stripe 500 is retried by the SDK under the same key: one write', async () => {
      await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
      await s.control.clearRequests();
      await s.control.injectFault({ path: '/v1/subscriptions/sub_ada', method: 'POST', kind: 'error' });
      const key = randomUUID();
      const reply = await s.call('discount', {
        as: 'ada',
        mode: 'TEST',
        key,
        body: { coupon: OFFER.coupon, blueprintId: FLOW_ID },
      });
      expect(reply.status).toBe(200);
      const records = await posts('/v1/subscriptions/sub_ada');
      expect(records.map((r) => [r.status, r.idempotencyKey])).toEqual([
        [500, `${APP_ID}:${customerKeyOf('STRIPE', 'cus_ada')}:${key}:discount`],
        [200, `${APP_ID}:${customerKeyOf('STRIPE', 'cus_ada')}:${key}:discount`],
      ]);
      expect(acted(records)).toHaveLength(1);
    });

    it('Stripe failing past the SDK’s retries: our answer is a 503 the widget repeats, and its repeat acts, once', async () => {
      await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
      await s.control.clearRequests();
      await s.control.injectFault({
        path: '/v1/subscriptions/sub_ada',
        method: 'POST',
        kind: 'error',
        times: 3,
      });
      const key = randomUUID();
      const body = { duration: 1, interval: 'MONTH', date: null };
      expect((await s.call('pause', { as: 'ada', mode: 'TEST', key, body })).status).toBe(503);
      expect(s.fake.engine.state.subscriptions.get('sub_ada')?.pause_collection).toBeNull();
      expect((await s.call('pause', { as: 'ada', mode: 'TEST', key, body })).status).toBe(200);
      const records = await posts('/v1/subscriptions/sub_ada');
      expect(records).toHaveLength(4);
      expect(new Set(records.map((r) => r.idempotencyKey)).size).toBe(1);
      expect(acted(records)).toHaveLength(1);
    });

    it('a Stripe that never answers: the SDK times out and retries under the same key, one write', async () => {
      await s.call('embed', { as: 'bob', mode: 'TEST', body: {} });
      await s.control.clearRequests();
      await s.control.injectFault({ path: '/v1/subscriptions/sub_bob', method: 'POST', kind: 'timeout' });
      const reply = await s.call('updatePlan', { as: 'bob', mode: 'TEST', body: { planId: 'plan_basic' } });
      expect(reply.status).toBe(200);
      const records = await posts('/v1/subscriptions/sub_bob');
      expect(records.map((r) => r.fault)).toEqual(['timeout', null]);
      expect(new Set(records.map((r) => r.idempotencyKey)).size).toBe(1);
      expect(acted(records)).toHaveLength(1);
      expect(s.fake.engine.state.subscriptions.get('sub_bob')?.items.data[0]?.price.id).toBe('plan_basic');
    });

    // The dead instance's change is at Stripe; the takeover asks Stripe which intent last changed each
    // subscription (change-mark.ts) and answers with it, writing nothing: the offer checks would refuse a
    // pause already scheduled, and the money action refuses a subscription already canceled.
    const act = {
      cancelAtPeriodEnd: (b: Billing, c: Found, o: Options) => b.cancel(c, 'sub_ada', true, o),
      cancelNow: (b: Billing, c: Found, o: Options) => b.cancel(c, 'sub_ada', false, o),
      extendTrial: (b: Billing, c: Found, o: Options) => b.extendTrial(c, 'sub_trial', OFFER.trialDays, o),
      pause: async (b: Billing, c: Found, o: Options) => {
        const subscription = c.customer.subscriptions.data.find((x) => x.id === 'sub_ada');
        const plan = planPause(subscription!, PAUSE_BODY, o.now);
        if (!plan.ok) throw new Error(plan.message);
        return b.pause(c, 'sub_ada', plan, o);
      },
    };
    for (const { title, name, who, body, change, expected } of [
      {
        title: 'a cancel at the period end',
        name: 'cancel',
        who: 'ada',
        body: { cancelAtPeriodEnd: true },
        change: act.cancelAtPeriodEnd,
        expected: { cancel_at_period_end: true },
      },
      {
        title: 'an immediate cancel',
        name: 'cancel',
        who: 'ada',
        body: { cancelAtPeriodEnd: false },
        change: act.cancelNow,
        expected: { status: 'canceled' },
      },
      {
        title: 'a trial extension',
        name: 'extendTrial',
        who: 'trial',
        body: { days: OFFER.trialDays, blueprintId: FLOW_ID },
        change: act.extendTrial,
        expected: {},
      },
      {
        title: 'a pause',
        name: 'pause',
        who: 'ada',
        body: PAUSE_BODY,
        change: act.pause,
        expected: { pause_collection: { behavior: 'void' } },
      },
    ] as const) {
      it(`our server dying between Stripe's answer and our commit (${title}): the repeat answers the change, writing nothing`, async () => {
        await s.call('embed', { as: who, mode: 'TEST', body: {} });
        const trialEnd = s.fake.engine.state.subscriptions.get('sub_trial')?.trial_end ?? 0;
        const { deps } = s.started.server;
        const key = randomUUID();
        const scope = { appId: APP_ID, customerKey: customerKeyOf('STRIPE', `cus_${who}`), key };
        // What the dead instance left: its key pending with the lease run out, and Stripe's change made.
        const longAgo = new Date(Date.now() - 60_000);
        expect(await deps.idempotency.claim(scope, requestHash(name, body), longAgo, 1_000)).toEqual({
          kind: 'acquired',
          takeover: false,
        });
        const customer = await deps.billing.findCustomer(APP_ID, 'STRIPE', `cus_${who}`, 'TEST');
        const options = { idempotencyKey: `${scope.appId}:${scope.customerKey}:${key}`, now: new Date() };
        await change(deps.billing, customer!, options);
        await s.control.clearRequests();

        const retry = await s.call(name, { as: who, mode: 'TEST', key, body });
        expect(retry.status).toBe(200);
        expect(await s.control.requests()).not.toContainEqual(expect.objectContaining({ method: 'POST' }));
        expect(await s.control.requests()).not.toContainEqual(expect.objectContaining({ method: 'DELETE' }));
        expect(retry.body).toMatchObject({ subscription: { id: `sub_${who}`, ...expected } });
        if (name === 'extendTrial') {
          expect(s.fake.engine.state.subscriptions.get('sub_trial')?.trial_end).toBe(
            trialEnd + OFFER.trialDays * DAY,
          );
          expect(retry.body).toMatchObject({ subscription: { trial_end: trialEnd + OFFER.trialDays * DAY } });
        }
      });
    }

    it('a takeover whose first attempt died before acting does act, once', async () => {
      await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
      const { deps } = s.started.server;
      const key = randomUUID();
      const body = { cancelAtPeriodEnd: false };
      const scope = { appId: APP_ID, customerKey: customerKeyOf('STRIPE', 'cus_ada'), key };
      await deps.idempotency.claim(scope, requestHash('cancel', body), new Date(Date.now() - 60_000), 1_000);
      await s.control.clearRequests();
      const retry = await s.call('cancel', { as: 'ada', mode: 'TEST', key, body });
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ subscription: { status: 'canceled' } });
      expect(s.fake.engine.state.subscriptions.get('sub_ada')?.status).toBe('canceled');
    });
  },
  { server: { stripeClient: { timeoutMs: TIMEOUT_MS, maxNetworkRetries: 2 } } },
);
