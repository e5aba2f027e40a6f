/**
 * Stripe's webhooks into the server, from the fake signing them as Stripe does: changes made outside the
 * widget (in Stripe's dashboard, by a renewal) reach the next embed answer and the walls, and their events
 * are taken once, with a valid signature only.
 */
import { expect, it } from 'vitest';
import { sdkFor } from '../../stripe-fake/testing/fake-harness.ts';
import { signPayload } from '../../stripe-fake/webhooks.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { describeStripeServer, WEBHOOK_SECRET } from '../testing/stripe-server.ts';
import { TAKEN_STRIPE_EVENTS, WEBHOOK_MESSAGES } from './stripe-webhooks.ts';

const DAY = 86_400;

describeStripeServer('Stripe webhooks in', (s) => {
  const endpoint = () => `${s.started.baseUrl}/webhooks/stripe/${APP_ID}/TEST`;
  const post = (body: string, signature: string | null, url = endpoint()) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  it('changes made in Stripe reach the next embed answer and the walls; their events are taken once each', async () => {
    await s.control.addWebhookEndpoint({
      url: endpoint(),
      secret: WEBHOOK_SECRET,
      enabled_events: [...TAKEN_STRIPE_EVENTS],
    });
    const stripe = sdkFor(s.fake);
    await stripe.subscriptions.update('sub_ada', { pause_collection: { behavior: 'void' } });
    await stripe.subscriptions.cancel('sub_bob');
    // A renewal of the past-due customer fails on their card: a second open invoice.
    await s.control.advance({ seconds: 32 * DAY });
    const deliveries = await s.control.flushWebhooks();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    const ada = await s.call('embed', { as: 'ada', mode: 'TEST', body: {} });
    expect(ada.body).toMatchObject({
      customer: { subscriptions: { data: [{ id: 'sub_ada', pause_collection: { behavior: 'void' } }] } },
    });
    const bob = await s.call('customer', { as: 'bob', mode: 'TEST' });
    expect(bob.body).toMatchObject({ subscriptions: { data: [{ id: 'sub_bob', status: 'canceled' }] } });
    const due = await s.call('failedPayments', { as: 'due', mode: 'TEST' });
    expect((due.body as unknown[]).length).toBe(2);

    const { stripe: store } = s.started.server.deps;
    const types = (customer: string) =>
      store.eventsOf(APP_ID, 'TEST', customer).then((e) => e.map((x) => x.type));
    expect(await types('cus_ada')).toContain('customer.subscription.updated');
    expect(await types('cus_bob')).toContain('customer.subscription.deleted');
    expect(await types('cus_due')).toContain('invoice.payment_failed');
    const recorded = await store.eventsOf(APP_ID, 'TEST', 'cus_bob');
    expect(new Set(recorded.map((e) => e.eventId)).size).toBe(recorded.length);
  });

  it('a redelivered event is answered 200 and not taken again; a bad or missing signature is 400', async () => {
    const event = JSON.stringify({
      id: 'evt_redelivered',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'in_due', object: 'invoice', customer: 'cus_due' } },
    });
    const signed = () => signPayload(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    const first = await post(event, signed());
    expect(await first.json()).toEqual({ received: true, recorded: true });
    const again = await post(event, signed());
    expect([again.status, await again.json()]).toEqual([200, { received: true, recorded: false }]);
    const taken = await s.started.server.deps.stripe.eventsOf(APP_ID, 'TEST', 'cus_due');
    expect(taken.filter((e) => e.eventId === 'evt_redelivered')).toHaveLength(1);

    const forged = await post(event, signPayload(event, 'whsec_someone_else', Math.floor(Date.now() / 1000)));
    expect(forged.status).toBe(400);
    const stale = await post(
      event,
      signPayload(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600),
    );
    expect(stale.status).toBe(400);
    expect((await post(event, null)).status).toBe(400);
    // LIVE has no Stripe account here: nothing to verify with.
    expect((await post(event, signed(), endpoint().replace('/TEST', '/LIVE'))).status).toBe(404);
  });

  it('a signed body of an odd shape is answered with a message, never a 500', async () => {
    const now = () => Math.floor(Date.now() / 1000);
    const signedPost = (body: object) => {
      const text = JSON.stringify(body);
      return post(text, signPayload(text, WEBHOOK_SECRET, now()));
    };
    const type = 'customer.subscription.updated';
    // No data, or a null object: taken, concerning nobody.
    const noData = await signedPost({ id: 'evt_no_data', object: 'event', type, created: now() });
    expect([noData.status, await noData.json()]).toEqual([200, { received: true, recorded: true }]);
    const nullObject = await signedPost({ id: 'evt_null', type, created: now(), data: { object: null } });
    expect([nullObject.status, await nullObject.json()]).toEqual([200, { received: true, recorded: true }]);
    // No id or no created time: nothing to keep it by.
    for (const odd of [
      { type, created: now(), data: {} },
      { id: 'evt_undated', type, data: {} },
    ]) {
      const answer = await signedPost(odd);
      expect([answer.status, await answer.json()]).toEqual([400, { message: WEBHOOK_MESSAGES.notAnEvent }]);
    }
  });
});
