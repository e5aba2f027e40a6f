import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CATALOG, DAY, T0, withStripeFake } from './testing/fake-harness.ts';

const h = withStripeFake();

async function subscribe(price = 'price_monthly', extra: Partial<Stripe.SubscriptionCreateParams> = {}) {
  await h.control.seed({
    ...CATALOG,
    customers: [{ id: 'cus_ada', email: 'ada@example.com', payment_method: 'pm_card_visa' }],
  });
  return h.stripe.subscriptions.create({ customer: 'cus_ada', items: [{ price }], ...extra });
}

function couponOf(discount: string | Stripe.Discount): string | undefined {
  if (typeof discount === 'string') throw new Error('expected an expanded discount');
  const coupon = discount.source.coupon;
  return typeof coupon === 'string' ? coupon : coupon?.id;
}

describe('discounts[] (today’s API; the legacy coupon parameter is gone)', () => {
  it('applies a coupon as a discount object and takes it off the next invoice', async () => {
    const subscription = await subscribe();
    const updated = await h.stripe.subscriptions.update(subscription.id, {
      discounts: [{ coupon: 'SAVE20' }],
      expand: ['discounts'],
    });
    expect(updated.discounts.map(couponOf)).toEqual(['SAVE20']);
    expect(typeof updated.discounts[0] === 'object' && updated.discounts[0].id).toMatch(/^di_/);
    await h.control.advance({ seconds: 32 * DAY });
    const [renewal] = (await h.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(renewal?.total).toBe(1_600);
    expect(renewal?.total_discount_amounts?.[0]?.amount).toBe(400);
  });

  it('a new discount on a subscription that already has one replaces it, unless the old one is passed along', async () => {
    const subscription = await subscribe('price_monthly', { discounts: [{ coupon: 'SAVE20' }] });
    const [first] = subscription.discounts;
    const replaced = await h.stripe.subscriptions.update(subscription.id, {
      discounts: [{ coupon: 'HALF3' }],
      expand: ['discounts'],
    });
    expect(replaced.discounts.map(couponOf)).toEqual(['HALF3']);
    const stacked = await h.stripe.subscriptions.update(subscription.id, {
      discounts: [{ discount: (replaced.discounts[0] as Stripe.Discount).id }, { coupon: 'SAVE20' }],
      expand: ['discounts'],
    });
    expect(stacked.discounts.map(couponOf)).toEqual(['HALF3', 'SAVE20']);
    expect(stacked.discounts.map((d) => (d as Stripe.Discount).id)).not.toContain(first);
  });

  it('ends a repeating coupon after its months, and spends a once coupon on one invoice', async () => {
    const subscription = await subscribe('price_monthly', {
      discounts: [{ coupon: 'HALF3' }, { coupon: 'FIVEOFF' }],
    });
    await h.control.advance({ seconds: 130 * DAY });
    const totals = (await h.stripe.invoices.list({ subscription: subscription.id })).data
      .map((i) => i.total)
      .reverse();
    // create: 2000 − 50% − 500 = 500; then 1000, 1000 (the once coupon spent), then the full price.
    expect(totals).toEqual([500, 1_000, 1_000, 2_000, 2_000]);
  });

  it('clears every discount with discounts=""', async () => {
    const subscription = await subscribe('price_monthly', { discounts: [{ coupon: 'SAVE20' }] });
    const cleared = await h.stripe.subscriptions.update(subscription.id, { discounts: '' });
    expect(cleared.discounts).toEqual([]);
  });

  it('refuses the legacy coupon parameter as an unknown one, as today’s API does', async () => {
    const subscription = await subscribe();
    const error = await h.stripe.subscriptions
      .update(subscription.id, { coupon: 'SAVE20' } as Stripe.SubscriptionUpdateParams)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'coupon' });
  });

  it('refuses an amount-off coupon in another currency', async () => {
    await h.control.seed({ ...CATALOG, customers: [{ id: 'cus_eu', payment_method: 'pm_card_visa' }] });
    const subscription = await h.stripe.subscriptions.create({
      customer: 'cus_eu',
      items: [{ price: 'price_monthly_eur' }],
    });
    await expect(
      h.stripe.subscriptions.update(subscription.id, { discounts: [{ coupon: 'FIVEOFF' }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'discounts[0][coupon]',
    });
  });
});

describe('price changes and trials', () => {
  it('changes the price with create_prorations: the difference for the rest of the period lands on the next invoice', async () => {
    const subscription = await subscribe();
    const item = subscription.items.data[0]?.id ?? '';
    await h.control.advance({ to: T0 + 15.5 * DAY }); // half of the 31-day January period is left
    const changed = await h.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item, price: 'price_monthly_plus' }],
      proration_behavior: 'create_prorations',
    });
    expect(changed.items.data.map((i) => [i.id, i.price.id, i.plan.id])).toEqual([
      [item, 'price_monthly_plus', 'price_monthly_plus'],
    ]);
    await h.control.advance({ to: Date.UTC(2026, 1, 15, 13) / 1000 });
    const [renewal] = (await h.stripe.invoices.list({ subscription: subscription.id })).data;
    // 5000 for the new period, −1000 unused and +2500 remaining for the half period.
    expect(renewal?.total).toBe(6_500);
  });

  it('changes the price with always_invoice: an invoice for the difference is charged at once', async () => {
    const subscription = await subscribe();
    await h.control.advance({ to: T0 + 15.5 * DAY });
    await h.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: 'price_monthly_plus' }],
      proration_behavior: 'always_invoice',
    });
    const [now] = (await h.stripe.invoices.list({ subscription: subscription.id })).data;
    expect([now?.billing_reason, now?.status, now?.amount_paid]).toEqual([
      'subscription_update',
      'paid',
      1_500,
    ]);
  });

  it('changes the interval: the billing cycle restarts now with the new period billed', async () => {
    const subscription = await subscribe();
    await h.control.advance({ seconds: 10 * DAY });
    const changed = await h.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: 'price_annual' }],
      proration_behavior: 'none',
    });
    const now = T0 + 10 * DAY;
    expect(changed.items.data[0]?.current_period_start).toBe(now);
    expect(changed.items.data[0]?.current_period_end).toBe(Date.UTC(2027, 0, 25, 12) / 1000);
    expect(changed.billing_cycle_anchor).toBe(now);
  });

  it('refuses a price in another currency, changing nothing', async () => {
    const subscription = await subscribe();
    const item = subscription.items.data[0]?.id ?? '';
    await expect(
      h.stripe.subscriptions.update(subscription.id, {
        items: [{ id: item, price: 'price_monthly_eur' }],
        cancel_at_period_end: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items[0][price]' });
    const unchanged = await h.stripe.subscriptions.retrieve(subscription.id);
    expect([unchanged.items.data[0]?.price.id, unchanged.cancel_at_period_end]).toEqual([
      'price_monthly',
      false,
    ]);
  });

  it('extends a trial with trial_end; the clock ends it with the first charge', async () => {
    const subscription = await subscribe('price_monthly', { trial_period_days: 14 });
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end).toBe(T0 + 14 * DAY);
    const extended = await h.stripe.subscriptions.update(subscription.id, { trial_end: T0 + 21 * DAY });
    expect([extended.status, extended.trial_end, extended.items.data[0]?.current_period_end]).toEqual([
      'trialing',
      T0 + 21 * DAY,
      T0 + 21 * DAY,
    ]);
    await h.control.advance({ to: T0 + 21 * DAY + 60 });
    const active = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.items.data[0]?.current_period_start).toBe(T0 + 21 * DAY);
    expect((active.latest_invoice as Stripe.Invoice).amount_paid).toBe(2_000);
  });

  it('refuses a trial_end in the past', async () => {
    const subscription = await subscribe();
    await expect(
      h.stripe.subscriptions.update(subscription.id, { trial_end: T0 - DAY }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'trial_end',
    });
  });
});
