import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, DAY, withStripeFake } from './testing/fake-harness.ts';
import { signPayload } from './webhooks.ts';

const h = withStripeFake();
const SECRET = 'whsec_test_holdfast';

/** A receiver that checks each delivery with the SDK, as our server's endpoint will. */
let receiver: Server;
let receiverUrl = '';
const received: { event: Stripe.Event | null; error: string | null }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      try {
        const event = h.stripe.webhooks.constructEvent(
          payload,
          req.headers['stripe-signature'] as string,
          SECRET,
        );
        received.push({ event, error: null });
        res.writeHead(200).end();
      } catch (error) {
        received.push({ event: null, error: String(error) });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stripe/webhooks`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function eventsAfter(act: () => Promise<unknown>): Promise<Stripe.Event[]> {
  await h.control.flushWebhooks();
  received.length = 0;
  await act();
  await h.control.flushWebhooks();
  expect(received.filter((r) => r.error)).toEqual([]);
  return received.map((r) => r.event as Stripe.Event);
}

describe('webhooks, signed as Stripe signs them', () => {
  it('delivers customer.subscription.updated that constructEvent accepts, with previous_attributes and the request', async () => {
    await h.control.addWebhookEndpoint({ url: receiverUrl, secret: SECRET });
    await h.control.seed({ ...CATALOG, customers: [{ id: 'cus_ada', payment_method: 'pm_card_visa' }] });
    const sub = await h.stripe.subscriptions.create({
      customer: 'cus_ada',
      items: [{ price: 'price_monthly' }],
    });
    const events = await eventsAfter(() =>
      h.stripe.subscriptions.update(
        sub.id,
        { pause_collection: { behavior: 'void' } },
        { idempotencyKey: 'pause-1' },
      ),
    );
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    const [event] = events;
    expect(event?.id).toMatch(/^evt_/);
    expect(event?.api_version).toBe(Stripe.API_VERSION);
    expect(event?.request?.idempotency_key).toBe('pause-1');
    if (event?.type !== 'customer.subscription.updated') throw new Error('narrowing');
    expect(event.data.object.pause_collection?.behavior).toBe('void');
    expect(event.data.previous_attributes).toEqual({ pause_collection: null });
  });

  it('delivers invoice.payment_failed on a declined renewal and customer.subscription.deleted at a scheduled end', async () => {
    await h.control.addWebhookEndpoint({
      url: receiverUrl,
      secret: SECRET,
      enabled_events: ['invoice.payment_failed', 'invoice.paid', 'customer.subscription.deleted'],
    });
    await h.control.seed({
      ...CATALOG,
      customers: [{ id: 'cus_bo', payment_method: 'pm_card_chargeCustomerFail' }],
    });
    const sub = await h.stripe.subscriptions.create({
      customer: 'cus_bo',
      items: [{ price: 'price_monthly' }],
      trial_period_days: 7,
    });
    await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const failed = await eventsAfter(() => h.control.advance({ seconds: 7 * DAY + 60 }));
    // A trial end with cancel_at_period_end set ends the subscription rather than charging it.
    expect(failed.map((e) => e.type)).toEqual(['customer.subscription.deleted']);

    const sub2 = await h.stripe.subscriptions.create({
      customer: 'cus_bo',
      items: [{ price: 'price_monthly' }],
      trial_period_days: 7,
    });
    const renewal = await eventsAfter(() => h.control.advance({ seconds: 7 * DAY + 60 }));
    expect(renewal.map((e) => e.type)).toEqual(['invoice.payment_failed']);
    const [event] = renewal;
    if (event?.type !== 'invoice.payment_failed') throw new Error('narrowing');
    expect(event.data.object.parent?.subscription_details?.subscription).toBe(sub2.id);
    expect(event.data.object.attempt_count).toBe(1);
  });

  it('signs with HMAC-SHA256 of "t.payload" (a tampered payload is refused by the SDK)', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signPayload(payload, SECRET, Math.floor(Date.now() / 1000));
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => h.stripe.webhooks.constructEvent(payload, header, SECRET)).not.toThrow();
    expect(() => h.stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
