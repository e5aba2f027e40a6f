import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CATALOG, sdkFor, withStripeFake } from './testing/fake-harness.ts';

const h = withStripeFake();

async function subscription() {
  await h.control.seed({ ...CATALOG, customers: [{ id: 'cus_ada', payment_method: 'pm_card_visa' }] });
  return h.stripe.subscriptions.create({ customer: 'cus_ada', items: [{ price: 'price_monthly' }] });
}

/** The POSTs the fake acted on (a replay or a refused repeat is not a write). */
async function writes(path: string) {
  return (await h.control.requests()).filter(
    (r) => r.method === 'POST' && r.path === path && !r.replayed && r.status !== null && r.status < 400,
  );
}

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same key and parameters, with Idempotent-Replayed: true', async () => {
    const sub = await subscription();
    const path = `/v1/subscriptions/${sub.id}`;
    const first = await h.stripe.subscriptions.update(
      sub.id,
      { cancel_at_period_end: true },
      { idempotencyKey: 'intent-1' },
    );
    // Undo outside the key; a replay must not redo the change, only answer what the first call answered.
    await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    const again = await h.stripe.subscriptions.update(
      sub.id,
      { cancel_at_period_end: true },
      { idempotencyKey: 'intent-1' },
    );
    expect(again).toEqual(first);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);
    expect(await writes(path)).toHaveLength(2);
  });

  it('refuses the same key with other parameters: 400 idempotency_error', async () => {
    const sub = await subscription();
    await h.stripe.subscriptions.update(
      sub.id,
      { cancel_at_period_end: true },
      { idempotencyKey: 'intent-2' },
    );
    const error = await h.stripe.subscriptions
      .update(sub.id, { pause_collection: { behavior: 'void' } }, { idempotencyKey: 'intent-2' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect((await h.stripe.subscriptions.retrieve(sub.id)).pause_collection).toBeNull();
  });

  it('replays a card decline too (the request ran), but not a refusal of its parameters', async () => {
    await h.control.seed({ customers: [{ id: 'cus_cy' }] });
    const attach = () =>
      h.stripe.paymentMethods.attach(
        'pm_card_chargeDeclined',
        { customer: 'cus_cy' },
        { idempotencyKey: 'card-1' },
      );
    await expect(attach()).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(attach()).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    const records = (await h.control.requests()).filter((r) => r.idempotencyKey === 'card-1');
    expect(records.map((r) => r.replayed)).toEqual([false, true]);

    const refused = () =>
      h.stripe.customers.create({ name: 'x', coupon: 'nope' } as Stripe.CustomerCreateParams, {
        idempotencyKey: 'bad-1',
      });
    await expect(refused()).rejects.toMatchObject({ code: 'parameter_unknown' });
    await expect(refused()).rejects.toMatchObject({ code: 'parameter_unknown' });
    expect(
      (await h.control.requests()).filter((r) => r.idempotencyKey === 'bad-1').map((r) => r.replayed),
    ).toEqual([false, false]);
  });
});

describe('injected faults (for proving retries make one write)', () => {
  it('error: the next request answers 500 without acting; the retry with the same key acts once', async () => {
    const sub = await subscription();
    const path = `/v1/subscriptions/${sub.id}`;
    await h.control.injectFault({ path, kind: 'error' });
    const error = await h.stripe.subscriptions
      .update(sub.id, { cancel_at_period_end: true }, { idempotencyKey: 'k-500' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);
    await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true }, { idempotencyKey: 'k-500' });
    expect(await writes(path)).toHaveLength(1);
  });

  it('timeout: the request is held unanswered and nothing happens; the client times out', async () => {
    const sub = await subscription();
    await h.control.injectFault({ path: `/v1/subscriptions/${sub.id}`, kind: 'timeout' });
    const impatient = sdkFor(h.fake, { timeout: 300 });
    const error = await impatient.subscriptions
      .update(sub.id, { cancel_at_period_end: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);
  });

  it('drop: the change is made and the answer lost; the SDK’s retry with the same key is answered by a replay — one write', async () => {
    const sub = await subscription();
    const path = `/v1/subscriptions/${sub.id}`;
    await h.control.injectFault({ path, kind: 'drop' });
    const retrying = sdkFor(h.fake, { maxNetworkRetries: 2 });
    const updated = await retrying.subscriptions.update(
      sub.id,
      { pause_collection: { behavior: 'void' } },
      { idempotencyKey: 'k-drop' },
    );
    expect(updated.pause_collection?.behavior).toBe('void');
    const records = (await h.control.requests()).filter((r) => r.idempotencyKey === 'k-drop');
    expect(records.map((r) => [r.fault, r.replayed])).toEqual([
      ['drop', false],
      [null, true],
    ]);
    expect(await writes(path)).toHaveLength(1);
  });

  it('drop without a key of our own: the SDK still keys every POST, so its retry replays', async () => {
    const sub = await subscription();
    await h.control.injectFault({ path: `/v1/subscriptions/${sub.id}`, kind: 'drop' });
    const updated = await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    const records = (await h.control.requests()).filter(
      (r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST',
    );
    expect(records.map((r) => r.replayed)).toEqual([false, true]);
    expect(records[0]?.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });
});
