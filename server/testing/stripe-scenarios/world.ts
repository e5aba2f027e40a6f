/**
 * A scenario's world, made through Stripe's public API (ids are Stripe's own, so runs never collide): a
 * product with monthly, dearer, euro and annual prices, coupons, and a customer with a card and one
 * subscription in the state the scenario starts from.
 */
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { BillingCustomer, BillingProvider } from '../../providers/billing-provider.ts';
import type { ScenarioTarget } from './targets.ts';

export const APP = 'app_scenarios';
export const DAY = 86_400;

export interface World {
  prices: { monthly: string; dearer: string; euro: string; annual: string };
  coupons: { twenty: string; half: string };
}

export async function makeWorld(target: ScenarioTarget): Promise<World> {
  const { stripe } = target;
  const product = await stripe.products.create({ name: 'Holdfast scenario plan' });
  const price = (unit_amount: number, currency: string, interval: 'month' | 'year') =>
    stripe.prices
      .create({ product: product.id, unit_amount, currency, recurring: { interval } })
      .then((p) => p.id);
  const coupon = (params: Stripe.CouponCreateParams) =>
    stripe.coupons.create({ id: `hf_${randomUUID().slice(0, 8)}`, ...params }).then((c) => c.id);
  return {
    prices: {
      monthly: await price(2_000, 'usd', 'month'),
      dearer: await price(5_000, 'usd', 'month'),
      euro: await price(1_800, 'eur', 'month'),
      annual: await price(20_000, 'usd', 'year'),
    },
    coupons: {
      twenty: await coupon({ percent_off: 20, duration: 'forever' }),
      half: await coupon({ percent_off: 50, duration: 'repeating', duration_in_months: 3 }),
    },
  };
}

export interface Subscriber {
  customer: BillingCustomer;
  subscriptionId: string;
  /** Reads the customer again, as the next embed load would. */
  reload(): Promise<BillingCustomer>;
}

/** A customer with `card` on file and a subscription to `price` (a trial when `trialEnd` is given). */
export async function subscribe(
  target: ScenarioTarget,
  provider: BillingProvider,
  options: {
    price: string;
    card?: string;
    trialEnd?: number;
    coupon?: string;
    /** The card as the subscription's own default too (as Stripe Checkout sets it), not only the customer's. */
    cardOnSubscription?: boolean;
  },
): Promise<Subscriber> {
  const { stripe } = target;
  const card = options.card ?? 'pm_card_visa';
  const created = await stripe.customers.create({
    email: `scenario-${randomUUID().slice(0, 8)}@example.com`,
    payment_method: card,
    ...(await target.customerParams()),
  });
  const methods = await stripe.customers.listPaymentMethods(created.id);
  const method = methods.data[0]?.id;
  if (!method) throw new Error('the scenario customer has no card');
  await stripe.customers.update(created.id, { invoice_settings: { default_payment_method: method } });
  const subscription = await stripe.subscriptions.create({
    customer: created.id,
    items: [{ price: options.price }],
    ...(options.trialEnd ? { trial_end: options.trialEnd } : {}),
    ...(options.coupon ? { discounts: [{ coupon: options.coupon }] } : {}),
    ...(options.cardOnSubscription ? { default_payment_method: method } : {}),
  });
  const reload = async () => {
    const found = await provider.findCustomer(APP, 'STRIPE', created.id, 'TEST');
    if (!found) throw new Error(`${created.id} not found`);
    return found;
  };
  return { customer: await reload(), subscriptionId: subscription.id, reload };
}
