import { describe, expect, it } from 'vitest';
import { CATALOG, DAY, T0, withStripeFake } from './testing/fake-harness.ts';

const h = withStripeFake();

async function activeMonthly(price = 'price_monthly') {
  await h.control.seed({
    ...CATALOG,
    customers: [{ id: 'cus_ada', email: 'ada@example.com', payment_method: 'pm_card_visa' }],
  });
  return h.stripe.subscriptions.create({ customer: 'cus_ada', items: [{ price }] });
}

describe('subscriptions (today’s API shape)', () => {
  it('creates an active subscription whose billing period lives on its items, its first invoice paid', async () => {
    const subscription = await activeMonthly();
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.status).toBe('active');
    const [item] = subscription.items.data;
    expect(item?.id).toMatch(/^si_/);
    expect(item?.current_period_start).toBe(T0);
    expect(item?.current_period_end).toBe(Date.UTC(2026, 1, 15, 12) / 1000);
    expect(subscription).not.toHaveProperty('current_period_end');
    expect(subscription.discounts).toEqual([]);
    expect(subscription).not.toHaveProperty('discount');
    const withInvoice = await h.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    const invoice = withInvoice.latest_invoice;
    expect(typeof invoice === 'object' && invoice?.status).toBe('paid');
    expect(typeof invoice === 'object' && invoice?.amount_paid).toBe(2_000);
  });

  it('lists a customer’s subscriptions, canceled ones only with status=all', async () => {
    const subscription = await activeMonthly();
    await h.stripe.subscriptions.cancel(subscription.id);
    const open = await h.stripe.subscriptions.list({ customer: 'cus_ada' });
    expect(open.data).toEqual([]);
    const all = await h.stripe.subscriptions.list({ customer: 'cus_ada', status: 'all' });
    expect(all.data.map((s) => [s.id, s.status])).toEqual([[subscription.id, 'canceled']]);
  });

  it('pauses collection with void and resumes_at; the clock past resumes_at makes it collect again', async () => {
    const subscription = await activeMonthly();
    const resumesAt = T0 + 45 * DAY;
    const paused = await h.stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(paused.pause_collection).toEqual({ behavior: 'void', resumes_at: resumesAt });
    expect(paused.status).toBe('active');

    await h.control.advance({ seconds: 40 * DAY });
    const during = await h.stripe.invoices.list({ customer: 'cus_ada' });
    // The renewal on Feb 15 fell inside the pause: drawn up, then voided.
    expect(during.data.map((invoice) => invoice.status)).toEqual(['void', 'paid']);

    await h.control.advance({ to: resumesAt + 1 });
    const resumed = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(resumed.status).toBe('active');
    expect(resumed.pause_collection).toBeNull();

    await h.control.advance({ to: Date.UTC(2026, 2, 15, 12) / 1000 });
    const after = await h.stripe.invoices.list({ customer: 'cus_ada' });
    expect(after.data[0]?.status).toBe('paid');
  });

  it('clears a pause with pause_collection=""', async () => {
    const subscription = await activeMonthly();
    await h.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } });
    const cleared = await h.stripe.subscriptions.update(subscription.id, { pause_collection: '' });
    expect(cleared.pause_collection).toBeNull();
  });

  it('cancels at the period end: still active until the clock reaches it, then canceled', async () => {
    const subscription = await activeMonthly();
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const scheduled = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled.cancel_at_period_end).toBe(true);
    expect(scheduled.cancel_at).toBe(periodEnd);
    expect(scheduled.canceled_at).toBe(T0);
    expect(scheduled.status).toBe('active');

    await h.control.advance({ to: periodEnd - 1 });
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await h.control.advance({ to: periodEnd + 1 });
    const ended = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBe(periodEnd);
    // No renewal invoice for a period that never began.
    expect((await h.stripe.invoices.list({ customer: 'cus_ada' })).data).toHaveLength(1);
  });

  it('cancels at once with DELETE', async () => {
    const subscription = await activeMonthly();
    const canceled = await h.stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceled_at).toBe(T0);
    expect(canceled.ended_at).toBe(T0);
  });

  it('renews each period with a new paid invoice as the clock moves', async () => {
    const subscription = await activeMonthly();
    await h.control.advance({ seconds: 62 * DAY });
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]?.current_period_start).toBe(Date.UTC(2026, 2, 15, 12) / 1000);
    expect(renewed.items.data[0]?.current_period_end).toBe(Date.UTC(2026, 3, 15, 12) / 1000);
    const invoices = await h.stripe.invoices.list({ subscription: subscription.id });
    expect(
      invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid]),
    ).toEqual([
      ['subscription_cycle', 'paid', 2_000],
      ['subscription_cycle', 'paid', 2_000],
      ['subscription_create', 'paid', 2_000],
    ]);
  });
});
