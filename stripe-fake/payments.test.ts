import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CATALOG, DAY, withStripeFake } from './testing/fake-harness.ts';

const h = withStripeFake();

/** A monthly subscriber whose card starts declining charges (it attached fine), a month on. */
async function pastDue() {
  await h.control.seed({
    ...CATALOG,
    customers: [{ id: 'cus_bo', email: 'bo@example.com', payment_method: 'pm_card_visa' }],
  });
  const subscription = await h.stripe.subscriptions.create({
    customer: 'cus_bo',
    items: [{ price: 'price_monthly' }],
  });
  const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: 'cus_bo' });
  await h.stripe.customers.update('cus_bo', { invoice_settings: { default_payment_method: failing.id } });
  await h.control.advance({ seconds: 32 * DAY });
  return { subscription, failing };
}

describe('payment methods', () => {
  it('retrieves a test card with its brand, last4 and expiry; attaches and detaches it', async () => {
    const method = await h.stripe.paymentMethods.retrieve('pm_card_mastercard');
    expect(method.id).toMatch(/^pm_/);
    expect(method.card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2029 });
    await h.control.seed({ customers: [{ id: 'cus_cy' }] });
    const attached = await h.stripe.paymentMethods.attach(method.id, { customer: 'cus_cy' });
    expect(attached.customer).toBe('cus_cy');
    const listed = await h.stripe.customers.listPaymentMethods('cus_cy');
    expect(listed.data.map((m) => m.id)).toEqual([method.id]);
    const detached = await h.stripe.paymentMethods.detach(method.id);
    expect(detached.customer).toBeNull();
  });

  it('refuses to attach a declining card with Stripe’s card error', async () => {
    await h.control.seed({ customers: [{ id: 'cus_cy' }] });
    const error = await h.stripe.paymentMethods
      .attach('pm_card_chargeDeclinedInsufficientFunds', { customer: 'cus_cy' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('expands the customer’s default card for invoices', async () => {
    await h.control.seed({ customers: [{ id: 'cus_cy', payment_method: 'pm_card_visa' }] });
    const customer = await h.stripe.customers.retrieve('cus_cy', {
      expand: ['invoice_settings.default_payment_method', 'subscriptions'],
    });
    if (customer.deleted) throw new Error('deleted');
    const card = customer.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(card.card?.last4).toBe('4242');
    expect(customer.subscriptions?.data).toEqual([]);
  });

  it('finds customers by exact e-mail', async () => {
    await h.control.seed({
      customers: [
        { id: 'cus_a', email: 'ada@example.com' },
        { id: 'cus_b', email: 'Ada@example.com' },
      ],
    });
    const found = await h.stripe.customers.list({ email: 'ada@example.com' });
    expect(found.data.map((c) => c.id)).toEqual(['cus_a']);
  });
});

describe('failed renewals and the card update', () => {
  it('leaves the renewal open with a failed attempt and the subscription past due', async () => {
    const { subscription, failing } = await pastDue();
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const [open] = (await h.stripe.invoices.list({ customer: 'cus_bo', status: 'open' })).data;
    expect(open).toMatchObject({
      attempt_count: 1,
      attempted: true,
      amount_due: 2_000,
      billing_reason: 'subscription_cycle',
    });
    const invoice = await h.stripe.invoices.retrieve(open?.id ?? '', {
      expand: ['payments.data.payment.payment_intent'],
    });
    const intent = invoice.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(intent.last_payment_error?.payment_method?.id).toBe(failing.id);
    expect(intent.last_payment_error?.payment_method?.card?.last4).toBe('0341');
  });

  it('a declined card, then a good card, pays the open invoice and the subscription is active again', async () => {
    const { subscription } = await pastDue();
    const [open] = (await h.stripe.invoices.list({ customer: 'cus_bo', status: 'open' })).data;
    const id = open?.id ?? '';
    const declined = await h.stripe.invoices
      .pay(id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      statusCode: 402,
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    // Manual attempts after the first leave attempt_count as it was (Stripe's retry schedule counts).
    expect((await h.stripe.invoices.retrieve(id)).status).toBe('open');

    const good = await h.stripe.paymentMethods.attach('pm_card_visa', { customer: 'cus_bo' });
    const paid = await h.stripe.invoices.pay(id, { payment_method: good.id });
    expect([paid.status, paid.amount_paid, paid.amount_remaining]).toEqual(['paid', 2_000, 0]);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('refuses to pay an invoice twice', async () => {
    await pastDue();
    const [open] = (await h.stripe.invoices.list({ customer: 'cus_bo', status: 'open' })).data;
    await h.stripe.invoices.pay(open?.id ?? '', { payment_method: 'pm_card_visa' });
    await expect(
      h.stripe.invoices.pay(open?.id ?? '', { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('SetupIntents', () => {
  it('confirms with a good card: succeeded, the card attached to the customer', async () => {
    await h.control.seed({ customers: [{ id: 'cus_cy' }] });
    const intent = await h.stripe.setupIntents.create({
      customer: 'cus_cy',
      allowed_payment_method_types: ['card'],
    });
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.status).toBe('requires_payment_method');
    const confirmed = await h.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    const method = await h.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(method.customer).toBe('cus_cy');
  });

  it('confirms with a declining card: a card error, the intent back to requires_payment_method with the decline', async () => {
    await h.control.seed({ customers: [{ id: 'cus_cy' }] });
    const intent = await h.stripe.setupIntents.create({ customer: 'cus_cy' });
    const error = await h.stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedExpiredCard' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      code: 'expired_card',
      decline_code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect((error as Stripe.errors.StripeCardError).raw).toMatchObject({ setup_intent: { id: intent.id } });
    const after = await h.stripe.setupIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error).toMatchObject({ code: 'expired_card', decline_code: 'expired_card' });
  });
});

describe('errors as the SDK surfaces them', () => {
  it('an unknown object is a 404 resource_missing StripeInvalidRequestError', async () => {
    const error = await h.stripe.subscriptions.retrieve('sub_nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_nope'",
      param: 'id',
    });
  });

  it('a bad parameter is a 400 naming it', async () => {
    await h.control.seed({ ...CATALOG, customers: [{ id: 'cus_cy' }] });
    const subscription = await h.stripe.subscriptions.create({
      customer: 'cus_cy',
      items: [{ price: 'price_monthly' }],
      trial_period_days: 7,
    });
    const error = await h.stripe.subscriptions
      .update(subscription.id, { pause_collection: { behavior: 'sleep' as 'void' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 400,
      param: 'pause_collection[behavior]',
      type: 'StripeInvalidRequestError',
    });
  });

  it('a key that is not a test key is refused', async () => {
    const stripe = new Stripe('sk_live_nope', { host: h.fake.host, port: h.fake.port, protocol: 'http' });
    await expect(stripe.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
