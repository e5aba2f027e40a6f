import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerSchema } from '../../../contract/schemas/customer.ts';
import { CATALOG, DAY, sdkFor, T0, withStripeFake } from '../../../stripe-fake/testing/fake-harness.ts';
import { BillingError } from '../billing-provider.ts';
import { createStripeBillingProvider } from './stripe-billing-provider.ts';

const h = withStripeFake();
const APP = 'app_demo';

function provider() {
  return createStripeBillingProvider({ stripe: sdkFor(h.fake, { maxNetworkRetries: 2 }) });
}

const opts = (key: string) => ({ idempotencyKey: key, now: new Date(T0 * 1000) });

async function seeded() {
  await h.control.seed({
    ...CATALOG,
    customers: [
      { id: 'cus_ada', email: 'ada@example.com', payment_method: 'pm_card_visa' },
      { id: 'cus_due', email: 'due@example.com', payment_method: 'pm_card_chargeCustomerFail' },
    ],
    subscriptions: [
      {
        id: 'sub_ada',
        customer: 'cus_ada',
        items: [{ price: 'price_monthly' }],
        discounts: [{ coupon: 'SAVE20' }],
      },
      { id: 'sub_due', customer: 'cus_due', items: [{ price: 'price_monthly' }], status: 'past_due' },
    ],
    invoices: [
      {
        id: 'in_due',
        customer: 'cus_due',
        subscription: 'sub_due',
        amount_due: 2_000,
        attempt_count: 2,
        due_date: T0 - DAY,
        payment_method: 'pm_card_chargeCustomerFail',
      },
    ],
  });
  const found = await provider().findCustomer(APP, 'STRIPE', 'cus_ada', 'TEST');
  if (!found) throw new Error('seeded customer not found');
  return found;
}

describe('the Stripe BillingProvider against the fake', () => {
  it('maps today’s API onto the contract’s customer: period from the items, discount from discounts[], the invoice card', async () => {
    const customer = await seeded();
    const [subscription] = customer.customer.subscriptions.data;
    expect(subscription).toMatchObject({
      id: 'sub_ada',
      status: 'active',
      current_period_start: T0,
      current_period_end: Date.UTC(2026, 1, 15, 12) / 1000,
      discount: { coupon: { id: 'SAVE20', percent_off: 20, duration: 'forever' } },
    });
    expect(subscription?.items.data[0]?.price).toMatchObject({
      id: 'price_monthly',
      unit_amount: 2_000,
      currency: 'usd',
      recurring: { interval: 'MONTH', interval_count: 1 },
      product: { name: 'Pro' },
    });
    expect(customer.customer.primaryInvoiceCard).toEqual({ brand: 'visa', last4: '4242' });
    // The mapped customer is what the contract's schema accepts, unchanged.
    expect(v.parse(CustomerSchema, customer.customer)).toEqual(customer.customer);
    expect(await provider().findCustomer(APP, 'STRIPE', 'cus_nobody', 'TEST')).toBeNull();
    expect((await provider().findCustomerByEmail(APP, 'STRIPE', 'due@example.com', 'TEST'))?.customerId).toBe(
      'cus_due',
    );
  });

  it('pauses with pause_collection void and resumes_at, and resumes by clearing it', async () => {
    const customer = await seeded();
    const resumesAt = T0 + 30 * DAY;
    const paused = await provider().pause(
      customer,
      'sub_ada',
      {
        pauseCollection: { behavior: 'void', resumes_at: resumesAt, resumption_term_end: null },
        startsAt: new Date(T0 * 1000),
      },
      opts('k-pause'),
    );
    expect(paused.pause_collection).toMatchObject({ behavior: 'void', resumes_at: resumesAt });
    expect(paused.pauseDate).toBe(T0);
    // The next charge on resume: the Pro price less SAVE20 (forever, so still in force then).
    expect(paused.resumptionPreview).toEqual({ amountDue: 1_600, currency: 'usd' });
    const resumed = await provider().resume(customer, 'sub_ada', opts('k-resume'));
    expect(resumed.pause_collection).toBeNull();
    expect(resumed.resumptionPreview).toBeNull();
  });

  it('a discount on a subscription that already has one replaces it', async () => {
    const customer = await seeded();
    const coupon = {
      id: 'HALF3',
      name: null,
      percent_off: 50,
      amount_off: null,
      duration: 'repeating' as const,
      duration_in_months: 3,
      maxRedemptions: null,
      valid: true,
      redeemBy: null,
      currency: null,
    };
    const discounted = await provider().applyDiscount(customer, 'sub_ada', coupon, opts('k-discount'));
    expect(discounted.discount?.coupon.id).toBe('HALF3');
  });

  it('makes a custom amount’s coupon under the id it was given, once: a retry past Stripe’s key retention finds it', async () => {
    const customer = await seeded();
    const coupon = {
      id: 'custom_0123456789abcdef0123',
      name: null,
      percent_off: null,
      amount_off: 500,
      duration: 'once' as const,
      duration_in_months: null,
      maxRedemptions: null,
      valid: true,
      redeemBy: null,
      currency: 'usd',
    };
    const first = await provider().applyDiscount(customer, 'sub_ada', coupon, opts('k-custom'));
    expect(first.discount?.coupon).toMatchObject({ id: coupon.id, amount_off: 500 });
    const coupons = () => [...h.fake.engine.state.coupons.keys()].filter((id) => id.startsWith('custom_'));
    expect(coupons()).toEqual([coupon.id]);
    // Stripe forgot our key (after 24 h): a new key for the same intent still makes no second coupon.
    await provider().applyDiscount(customer, 'sub_ada', coupon, opts('k-custom-later'));
    expect(coupons()).toEqual([coupon.id]);
  });

  it('changes the plan on the subscription’s item; a plan in another currency is refused as invalid-state', async () => {
    const customer = await seeded();
    const plan = {
      id: 'price_monthly_plus',
      currency: 'usd',
      recurring: { interval: 'MONTH' as const, interval_count: 1 },
      unit_amount: 5_000,
      product: { name: 'Pro' },
    };
    const changed = await provider().changePlan(customer, 'sub_ada', plan, opts('k-plan'));
    expect(changed.items.data[0]?.price.id).toBe('price_monthly_plus');
    const euro = { ...plan, id: 'price_monthly_eur', currency: 'eur' };
    await expect(provider().changePlan(customer, 'sub_ada', euro, opts('k-plan-eur'))).rejects.toMatchObject({
      kind: 'invalid-state',
    });
  });

  it('cancels at the period end, or at once', async () => {
    const customer = await seeded();
    expect((await provider().cancel(customer, 'sub_ada', true, opts('k-cancel'))).cancel_at_period_end).toBe(
      true,
    );
    expect((await provider().cancel(customer, 'sub_ada', false, opts('k-cancel-now'))).status).toBe(
      'canceled',
    );
  });

  it('lists failed invoices with their attempts and the card they failed on', async () => {
    await seeded();
    const due = await provider().findCustomer(APP, 'STRIPE', 'cus_due', 'TEST');
    if (!due) throw new Error('missing');
    expect(await provider().failedInvoices(due)).toEqual([
      {
        id: 'in_due',
        attemptCount: 2,
        dueDate: T0 - DAY,
        amountDue: 2_000,
        currency: 'usd',
        charge: { payment_method_details: { card: { brand: 'visa', last4: '0341' } } },
      },
    ]);
  });

  it('a declined card is a declined BillingError with Stripe’s message; a good card pays the open invoice and the subscription is active', async () => {
    await seeded();
    const due = await provider().findCustomer(APP, 'STRIPE', 'cus_due', 'TEST');
    if (!due) throw new Error('missing');
    const declined = await provider()
      .updateCard(due, 'pm_card_chargeDeclined', opts('k-card-1'))
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(BillingError);
    expect(declined).toMatchObject({ kind: 'declined', message: 'Your card was declined.' });
    const paid = await provider().updateCard(due, 'pm_card_mastercard', opts('k-card-2'));
    expect(paid).toEqual({
      invoice: 'in_due',
      amountPaid: 2_000,
      currency: 'usd',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect((await h.stripe.subscriptions.retrieve('sub_due')).status).toBe('active');
  });

  it('passes our Idempotency-Key on, per step: a response lost after Stripe acted is replayed, one write', async () => {
    const customer = await seeded();
    await h.control.injectFault({ path: '/v1/subscriptions/sub_ada', method: 'POST', kind: 'drop' });
    const paused = await provider().pause(
      customer,
      'sub_ada',
      {
        pauseCollection: { behavior: 'void', resumes_at: null, resumption_term_end: null },
        startsAt: new Date(T0 * 1000),
      },
      opts('intent-7'),
    );
    expect(paused.pause_collection?.behavior).toBe('void');
    const records = (await h.control.requests()).filter(
      (r) => r.path === '/v1/subscriptions/sub_ada' && r.method === 'POST',
    );
    expect(records.map((r) => [r.idempotencyKey, r.replayed])).toEqual([
      ['intent-7:pause', false],
      ['intent-7:pause', true],
    ]);
  });
});
