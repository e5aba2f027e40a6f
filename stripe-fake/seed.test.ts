import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CATALOG, DAY, T0, withStripeFake } from './testing/fake-harness.ts';

const h = withStripeFake();

describe('the control API', () => {
  it('seeds every case in one call, with the ids given: past due with a failed invoice, paused, set to cancel, trialing', async () => {
    const result = await h.control.seed({
      ...CATALOG,
      customers: [
        { id: 'cus_due', email: 'due@example.com', payment_method: 'pm_card_chargeCustomerFail' },
        { id: 'cus_paused', payment_method: 'pm_card_visa' },
      ],
      subscriptions: [
        {
          id: 'sub_due',
          customer: 'cus_due',
          items: [{ price: 'price_monthly' }],
          status: 'past_due',
          current_period_start: T0 - 5 * DAY,
        },
        {
          id: 'sub_paused',
          customer: 'cus_paused',
          items: [{ price: 'price_annual' }],
          pause_collection: { behavior: 'void', resumes_at: T0 + 30 * DAY },
          discounts: [{ coupon: 'SAVE20' }],
        },
        {
          id: 'sub_ending',
          customer: 'cus_paused',
          items: [{ price: 'price_monthly' }],
          cancel_at_period_end: true,
        },
        {
          id: 'sub_trial',
          customer: 'cus_paused',
          items: [{ price: 'price_monthly' }],
          trial_end: T0 + 7 * DAY,
        },
      ],
      invoices: [
        {
          id: 'in_due',
          customer: 'cus_due',
          subscription: 'sub_due',
          amount_due: 2_000,
          attempt_count: 2,
          due_date: T0 - 5 * DAY,
          payment_method: 'pm_card_chargeCustomerFail',
        },
      ],
    });
    expect(result.subscriptions).toEqual(['sub_due', 'sub_paused', 'sub_ending', 'sub_trial']);
    const due = await h.stripe.invoices.retrieve('in_due', {
      expand: ['payments.data.payment.payment_intent'],
    });
    expect([due.status, due.attempt_count, due.due_date]).toEqual(['open', 2, T0 - 5 * DAY]);
    const intent = due.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.last_payment_error?.payment_method?.card?.last4).toBe('0341');
    const paused = await h.stripe.subscriptions.retrieve('sub_paused', { expand: ['discounts'] });
    expect(paused.pause_collection).toEqual({ behavior: 'void', resumes_at: T0 + 30 * DAY });
    expect(paused.items.data[0]?.current_period_end).toBe(Date.UTC(2027, 0, 15, 12) / 1000);
    expect((await h.stripe.subscriptions.retrieve('sub_ending')).cancel_at_period_end).toBe(true);
    expect((await h.stripe.subscriptions.retrieve('sub_trial')).status).toBe('trialing');
  });

  it('refuses a seed that names an object that is not there', async () => {
    await expect(
      h.control.seed({ subscriptions: [{ customer: 'cus_ghost', items: [{ price: 'price_x' }] }] }),
    ).rejects.toThrow(/No such customer/);
  });

  it('lists the requests /v1 received and starts empty after a reset', async () => {
    await h.stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: 'c-1' });
    const [record] = await h.control.requests();
    expect(record).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'x@example.com' },
      idempotencyKey: 'c-1',
      status: 200,
    });
    await h.control.reset(T0);
    expect(await h.control.requests()).toEqual([]);
    expect(await h.control.now()).toBe(T0);
  });

  it('never moves the clock backwards', async () => {
    await expect(h.control.advance({ to: T0 - 1 })).rejects.toThrow(/only moves forward/);
  });
});
