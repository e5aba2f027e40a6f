/**
 * The server with an app connected to Stripe (the fake) in TEST mode: the embed answer and the walls read
 * Stripe's customer, the money actions change Stripe's objects once under keys derived from the client's,
 * Stripe's refusals answer as the contract says, and LIVE — no Stripe account — stays on the database.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { APP_ID, FLOW_ID, OFFER } from '../../testing/server-seed.ts';
import { describeStripeServer, STRIPE_TEST_KEY } from '../../testing/stripe-server.ts';

interface EmbedBody {
  customer: { email: string; name: string | null; subscriptions: { data: { id: string; status: string }[] } };
}

describeStripeServer('an app on Stripe', (s) => {
  const writes = async (path: string) =>
    (await s.control.requests()).filter((r) => r.method === 'POST' && r.path === path);

  it('serves the customer as Stripe holds them in TEST, the database’s in LIVE; the key never leaves', async () => {
    const test = await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
    expect(test.status).toBe(200);
    const body = test.body as EmbedBody;
    expect(body.customer).toMatchObject({ email: 'ada@example.com', name: 'Ada Stripe' });
    expect(body.customer.subscriptions.data[0]).toMatchObject({ id: 'sub_ada', status: 'active' });
    expect(JSON.stringify(body)).not.toContain(STRIPE_TEST_KEY);
    const live = await s.call('embed', { as: 'ada', mode: 'LIVE', body: {} });
    expect((live.body as EmbedBody).customer.name).toBeNull();
    expect(await s.call('customer', { as: 'nobody', mode: 'TEST' })).toMatchObject({ status: 404 });
  });

  it('a pause changes Stripe’s subscription once, under a key derived from the client’s', async () => {
    await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
    const key = randomUUID();
    const body = { duration: 1, interval: 'MONTH', date: null };
    const first = await s.call('pause', { as: 'ada', mode: 'TEST', body, key });
    expect(first.status).toBe(200);
    const again = await s.call('pause', { as: 'ada', mode: 'TEST', body, key });
    expect(again.body).toEqual(first.body);
    const subscription = s.fake.engine.state.subscriptions.get('sub_ada');
    expect(subscription?.pause_collection).toMatchObject({ behavior: 'void' });
    expect((await writes('/v1/subscriptions/sub_ada')).map((r) => r.idempotencyKey)).toEqual([
      `${APP_ID}:STRIPE:cus_ada:${key}:pause`,
    ]);
  });

  it('a plan in another currency is refused (403) before anything reaches Stripe; a served one changes the item', async () => {
    await s.call('embed', { as: 'bob', mode: 'TEST', body: {} });
    const eur = await s.call('updatePlan', { as: 'bob', mode: 'TEST', body: { planId: 'plan_eur' } });
    expect(eur.status).toBe(403);
    const basic = await s.call('updatePlan', { as: 'bob', mode: 'TEST', body: { planId: 'plan_basic' } });
    expect(basic.status).toBe(200);
    expect(s.fake.engine.state.subscriptions.get('sub_bob')?.items.data[0]?.price.id).toBe('plan_basic');
    expect(await writes('/v1/subscriptions/sub_bob')).toHaveLength(1);
  });

  it('a discount, a trial extension and a cancel reach Stripe', async () => {
    await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
    const discount = await s.call('discount', {
      as: 'ada',
      mode: 'TEST',
      body: { coupon: OFFER.coupon, blueprintId: FLOW_ID },
    });
    expect(discount.status).toBe(200);
    expect(s.fake.engine.state.subscriptions.get('sub_ada')?.discounts).toHaveLength(1);
    await s.call('embed', { as: 'trial', mode: 'TEST', body: {} });
    const before = s.fake.engine.state.subscriptions.get('sub_trial')?.trial_end ?? 0;
    const trial = await s.call('extendTrial', {
      as: 'trial',
      mode: 'TEST',
      body: { days: OFFER.trialDays, blueprintId: FLOW_ID },
    });
    expect(trial.status).toBe(200);
    expect(s.fake.engine.state.subscriptions.get('sub_trial')?.trial_end).toBe(
      before + OFFER.trialDays * 86_400,
    );
    const cancel = await s.call('cancel', { as: 'ada', mode: 'TEST', body: { cancelAtPeriodEnd: true } });
    expect(cancel.status).toBe(200);
    expect(s.fake.engine.state.subscriptions.get('sub_ada')?.cancel_at_period_end).toBe(true);
  });

  it('the failed-payment wall: Stripe’s failed invoice, a declined card is 402 with Stripe’s message, a good one pays it', async () => {
    const invoices = await s.call('failedPayments', { as: 'due', mode: 'TEST' });
    expect(invoices.body).toMatchObject([{ id: 'in_due', attemptCount: 2, amountDue: 2_900 }]);
    const intent = await s.call('setupIntent', { as: 'due', mode: 'TEST' });
    expect((intent.body as { client_secret: string }).client_secret).toMatch(/^seti_/);
    const declined = await s.call('updateBilling', {
      as: 'due',
      mode: 'TEST',
      body: { paymentMethodId: 'pm_card_chargeDeclined', failedPaymentWall: true },
    });
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    const paid = await s.call('updateBilling', {
      as: 'due',
      mode: 'TEST',
      body: { paymentMethodId: 'pm_card_visa', failedPaymentWall: true },
    });
    expect(paid.status).toBe(200);
    expect(s.fake.engine.state.invoices.get('in_due')?.status).toBe('paid');
    expect(s.fake.engine.state.subscriptions.get('sub_due')?.status).toBe('active');
  });
});
