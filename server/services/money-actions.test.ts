import { describe, expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { DAY, FLOW_ID, OFFER } from '../testing/server-seed.ts';

interface SubscriptionAnswer {
  subscription: {
    id: string;
    current_period_end: number;
    trial_end?: number | null;
    discount?: { coupon: { id: string } } | null;
    pause_collection?: { resumes_at: number | null } | null;
    items: { data: { price: { id: string } }[] };
  };
}

const subscriptionOf = (body: unknown) => (body as SubscriptionAnswer).subscription;

describeOnBothDialects('money actions: only what this customer was served', (server) => {
  const serve = async (as: string, mode: 'LIVE' | 'TEST' = 'LIVE', body: unknown = {}) => {
    const reply = await server.call('embed', { as, mode, body });
    expect(reply.status).toBe(200);
  };

  describe('without an embed load first', () => {
    it('refuses an offer with 403 and says nothing was shown', async () => {
      const reply = await server.call('pause', {
        as: 'jon',
        body: { duration: 1, interval: 'MONTH', date: null },
      });
      expect(reply).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining('No cancel flow') },
      });
    });

    it('still lets the customer cancel (cancelling is never an offer)', async () => {
      const reply = await server.call('cancel', { as: 'jon', body: { cancelAtPeriodEnd: true } });
      expect(reply.status).toBe(200);
    });
  });

  describe('discount', () => {
    it('applies the served offer’s coupon', async () => {
      await serve('ada');
      const reply = await server.call('discount', {
        as: 'ada',
        body: { coupon: OFFER.coupon, blueprintId: FLOW_ID },
      });
      expect(reply.status).toBe(200);
      expect(subscriptionOf(reply.body).discount?.coupon.id).toBe(OFFER.coupon);
    });

    it('refuses another live coupon of the org with 403', async () => {
      await serve('bob');
      const reply = await server.call('discount', {
        as: 'bob',
        body: { coupon: 'OTHER10', blueprintId: FLOW_ID },
      });
      expect(reply).toMatchObject({ status: 403, body: { message: expect.stringContaining('OTHER10') } });
    });

    it('refuses the offer’s coupon claimed for a flow that was not served', async () => {
      await serve('bob');
      const reply = await server.call('discount', {
        as: 'bob',
        body: { coupon: OFFER.coupon, blueprintId: 'bp_other' },
      });
      expect(reply.status).toBe(403);
    });

    it('refuses a test coupon in LIVE mode, applies it in TEST mode (the TEST secret)', async () => {
      await serve('cyd');
      const live = await server.call('discount', {
        as: 'cyd',
        body: { coupon: OFFER.testCoupon, blueprintId: null },
      });
      expect(live).toMatchObject({ status: 403, body: { message: expect.stringContaining('TEST mode') } });
      await serve('cyd', 'TEST');
      const test = await server.call('discount', {
        as: 'cyd',
        mode: 'TEST',
        body: { coupon: OFFER.testCoupon, blueprintId: null },
      });
      expect(test.status).toBe(200);
      expect(subscriptionOf(test.body).discount?.coupon.id).toBe(OFFER.testCoupon);
    });

    it('does not let a LIVE load open TEST offers: the modes keep separate records', async () => {
      await serve('dee', 'LIVE');
      const reply = await server.call('discount', {
        as: 'dee',
        mode: 'TEST',
        body: { coupon: OFFER.coupon, blueprintId: null },
      });
      expect(reply.status).toBe(403);
    });
  });

  describe('pause', () => {
    it('pauses within the offer’s length, from the period end', async () => {
      await serve('eve');
      const reply = await server.call('pause', {
        as: 'eve',
        body: { duration: OFFER.pauseMonths, interval: 'MONTH', date: null },
      });
      expect(reply.status).toBe(200);
      const subscription = subscriptionOf(reply.body);
      // Three months after the period end (20 days ahead): far more than 80 days from now.
      expect(subscription.pause_collection?.resumes_at).toBeGreaterThan(Date.now() / 1000 + 100 * DAY);
    });

    it('refuses a longer pause, or another interval, with 403', async () => {
      await serve('fay');
      const longer = await server.call('pause', {
        as: 'fay',
        body: { duration: OFFER.pauseMonths + 1, interval: 'MONTH', date: null },
      });
      expect(longer.status).toBe(403);
      const weeks = await server.call('pause', {
        as: 'fay',
        body: { duration: 1, interval: 'WEEK', date: null },
      });
      expect(weeks.status).toBe(403);
    });

    it('refuses a custom date past the offer’s bound, accepts one within it', async () => {
      await serve('fay');
      const far = new Date(Date.now() + 200 * DAY * 1000).toISOString();
      expect(
        (await server.call('pause', { as: 'fay', body: { duration: null, interval: 'MONTH', date: far } }))
          .status,
      ).toBe(403);
      const near = new Date(Date.now() + 40 * DAY * 1000).toISOString();
      expect(
        (await server.call('pause', { as: 'fay', body: { duration: null, interval: 'MONTH', date: near } }))
          .status,
      ).toBe(200);
    });

    it('refuses a length with a date past what that length gives, accepts it with the date the widget sends', async () => {
      const embed = await server.call('embed', { as: 'gus', body: {} });
      const periodEnd = (
        embed.body as { customer: { subscriptions: { data: { current_period_end: number }[] } } }
      ).customer.subscriptions.data[0]!.current_period_end;
      const far = new Date(Date.now() + 5 * 365 * DAY * 1000).toISOString().slice(0, 10);
      const refused = await server.call('pause', {
        as: 'gus',
        body: { duration: 1, interval: 'MONTH', date: far },
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining(`until ${far}`) },
      });
      // One month after the period end (the pause starts there), as the widget's choice shows it.
      const resume = new Date(periodEnd * 1000);
      resume.setUTCMonth(resume.getUTCMonth() + 1);
      const day = resume.toISOString().slice(0, 10);
      const reply = await server.call('pause', {
        as: 'gus',
        body: { duration: 1, interval: 'MONTH', date: day },
      });
      expect(reply.status).toBe(200);
      expect(
        new Date(subscriptionOf(reply.body).pause_collection!.resumes_at! * 1000).toISOString().slice(0, 10),
      ).toBe(day);
    });

    it('refuses a pause during the flow’s pause cooldown (from the stored sessions), naming it', async () => {
      await serve('kim');
      const reply = await server.call('pause', {
        as: 'kim',
        body: { duration: 1, interval: 'MONTH', date: null },
      });
      expect(reply).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining('pause-cooldown') },
      });
    });

    it('refuses a second pause while the first is scheduled (the offer is no longer shown)', async () => {
      await serve('hal');
      const body = { duration: 1, interval: 'MONTH', date: null };
      expect((await server.call('pause', { as: 'hal', body })).status).toBe(200);
      expect((await server.call('pause', { as: 'hal', body })).status).toBe(403);
    });

    it('answers the spec’s 400 for a past date before any offer check', async () => {
      await serve('gus');
      const past = new Date(Date.now() - DAY * 1000).toISOString();
      const reply = await server.call('pause', {
        as: 'gus',
        body: { duration: null, interval: 'MONTH', date: past },
      });
      expect(reply).toMatchObject({ status: 400, body: { message: 'Please, select a valid end date' } });
    });
  });

  describe('update-plan', () => {
    it('switches to one of the offer’s options in the customer’s currency', async () => {
      await serve('hal');
      const switched = await server.call('updatePlan', { as: 'hal', body: { planId: 'plan_basic' } });
      expect(switched.status).toBe(200);
      expect(subscriptionOf(switched.body).items.data[0]?.price.id).toBe('plan_basic');
    });

    it('refuses an org plan the offer does not list, and an option in another currency, with 403', async () => {
      await serve('ida');
      expect(
        (await server.call('updatePlan', { as: 'ida', body: { planId: 'plan_unoffered' } })).status,
      ).toBe(403);
      const eur = await server.call('updatePlan', { as: 'ida', body: { planId: 'plan_eur' } });
      expect(eur).toMatchObject({ status: 403, body: { message: expect.stringContaining('currency') } });
    });

    it('refuses a test plan in LIVE mode with 403', async () => {
      await serve('ida');
      expect((await server.call('updatePlan', { as: 'ida', body: { planId: OFFER.testPlan } })).status).toBe(
        403,
      );
    });
  });

  describe('extend-trial', () => {
    it('extends by the configured days only, once in LIVE mode', async () => {
      await serve('trial');
      const wrong = await server.call('extendTrial', {
        as: 'trial',
        body: { days: OFFER.trialDays + 1, blueprintId: FLOW_ID },
      });
      expect(wrong.status).toBe(403);
      const right = await server.call('extendTrial', {
        as: 'trial',
        body: { days: OFFER.trialDays, blueprintId: FLOW_ID },
      });
      expect(right.status).toBe(200);
      const again = await server.call('extendTrial', {
        as: 'trial',
        body: { days: OFFER.trialDays, blueprintId: FLOW_ID },
      });
      // The extension it accepted is kept with its answer: the offer is hidden now (accepted-offers.ts).
      expect(again).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining('trial-extension-already-accepted') },
      });
    });
  });

  describe('a subscription already set to cancel', () => {
    it('accepts no offer (a flow opened before the cancel, in another tab), and still cancels', async () => {
      await serve('trial2');
      const cancelled = await server.call('cancel', { as: 'trial2', body: { cancelAtPeriodEnd: true } });
      expect(cancelled.status).toBe(200);
      const offers = [
        server.call('discount', { as: 'trial2', body: { coupon: OFFER.coupon, blueprintId: FLOW_ID } }),
        server.call('extendTrial', { as: 'trial2', body: { days: OFFER.trialDays, blueprintId: FLOW_ID } }),
        server.call('updatePlan', { as: 'trial2', body: { planId: 'plan_basic' } }),
        server.call('pause', { as: 'trial2', body: { duration: 1, interval: 'MONTH', date: null } }),
      ];
      for (const reply of await Promise.all(offers)) {
        expect(reply).toMatchObject({
          status: 400,
          body: { message: expect.stringContaining('already set to cancel') },
        });
      }
      const customer = await server.call('customer', { as: 'trial2' });
      const [subscription] = (
        customer.body as { subscriptions: { data: SubscriptionAnswer['subscription'][] } }
      ).subscriptions.data;
      expect(subscription?.discount ?? null).toBeNull();
      expect(subscription?.items.data[0]?.price.id).toBe('plan_pro');
      const again = await server.call('cancel', { as: 'trial2', body: { cancelAtPeriodEnd: true } });
      expect(again.status).toBe(200);
    });
  });
});
