/**
 * The demo app's customers and catalog (the fixtures', as the database provider serves them) as Stripe
 * objects for the Stripe fake: every Stripe customer case the fixtures have — active monthly, annual and
 * quarterly, trialing, past due with failed invoices, paused, set to cancel, JPY and KWD — under the same
 * ids, with the app's coupons and plans as Stripe coupons and prices, so the widget's offers match.
 */
import * as v from 'valibot';
import type { Coupon, Price, Subscription } from '../../contract/schemas/index.ts';
import { type AppSeed, AppSeedSchema } from '../../contract/seed.ts';
import type { FakeSeed } from '../../stripe-fake/seed.ts';
import { META } from '../providers/stripe/map-customer.ts';

type ValidatedCustomer = v.InferOutput<typeof AppSeedSchema>['customers'][number];

/** The documented test token of a card brand; a customer in arrears gets one that declines charges. */
const TOKEN_OF_BRAND: Readonly<Record<string, string>> = {
  visa: 'pm_card_visa',
  mastercard: 'pm_card_mastercard',
  amex: 'pm_card_amex',
  discover: 'pm_card_discover',
  jcb: 'pm_card_jcb',
};
const DECLINING_TOKEN = 'pm_card_chargeCustomerFail';

const INTERVAL = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

/** A Stripe status the fake seeds (the contract's is free text). */
const STATUSES = ['active', 'past_due', 'trialing', 'canceled', 'unpaid', 'incomplete', 'paused'] as const;

function stripeStatus(status: string): (typeof STATUSES)[number] {
  return STATUSES.find((known) => known === status) ?? 'active';
}

function addPrice(
  out: Map<string, NonNullable<FakeSeed['prices']>[number]>,
  price: Price | (Price & { product?: unknown }),
) {
  if (out.has(price.id) || !price.recurring) return;
  const product =
    price.product && typeof price.product === 'object' && 'name' in price.product ? price.product.name : null;
  out.set(price.id, {
    id: price.id,
    product: `prod_${price.id}`,
    unit_amount: price.unit_amount ?? 0,
    currency: price.currency,
    recurring: {
      interval: INTERVAL[price.recurring.interval],
      interval_count: price.recurring.interval_count ?? 1,
    },
    ...(product ? { nickname: String(product) } : price.nickname ? { nickname: price.nickname } : {}),
  });
}

function addCoupon(out: Map<string, NonNullable<FakeSeed['coupons']>[number]>, coupon: Coupon) {
  if (out.has(coupon.id) || (coupon.percent_off === null && coupon.amount_off === null)) return;
  out.set(coupon.id, {
    id: coupon.id,
    ...(coupon.name ? { name: coupon.name } : {}),
    ...(coupon.percent_off !== null
      ? { percent_off: coupon.percent_off }
      : { amount_off: coupon.amount_off ?? 0, currency: coupon.currency ?? 'usd' }),
    duration: coupon.duration,
    ...(coupon.duration === 'repeating' ? { duration_in_months: coupon.duration_in_months ?? 1 } : {}),
  });
}

function subscriptionSeed(
  customerId: string,
  subscription: Subscription,
): NonNullable<FakeSeed['subscriptions']>[number] {
  const pause = subscription.pause_collection;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(subscription.metadata))
    if (value != null) metadata[key] = String(value);
  if (subscription.pauseDate) metadata[META.pauseDate] = String(subscription.pauseDate);
  if (pause?.resumption_term_end) metadata[META.resumptionTermEnd] = String(pause.resumption_term_end);
  const status = stripeStatus(subscription.status);
  return {
    id: subscription.id,
    customer: customerId,
    items: subscription.items.data.map((item) => ({ price: item.price.id, quantity: item.quantity })),
    status,
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    start_date: subscription.start_date,
    ...(status === 'trialing' && subscription.trial_end ? { trial_end: subscription.trial_end } : {}),
    ...(subscription.cancel_at_period_end ? { cancel_at_period_end: true } : {}),
    ...(pause
      ? {
          pause_collection: {
            behavior: pause.behavior,
            ...(pause.resumes_at ? { resumes_at: pause.resumes_at } : {}),
          },
        }
      : {}),
    ...(subscription.discount ? { discounts: [{ coupon: subscription.discount.coupon.id }] } : {}),
    metadata,
  };
}

export interface DemoStripeCustomer {
  id: string;
  email: string | null;
  /** What the customer shows: the fixture's name for it (active-annual, past-due, …). */
  case: string;
  summary: string;
}

export function stripeDemoSeed(app: AppSeed): { seed: FakeSeed; customers: DemoStripeCustomer[] } {
  const parsed = v.parse(AppSeedSchema, app);
  const prices = new Map<string, NonNullable<FakeSeed['prices']>[number]>();
  const coupons = new Map<string, NonNullable<FakeSeed['coupons']>[number]>();
  for (const plan of [...parsed.offerPlans, ...parsed.testPlans]) addPrice(prices, plan as Price);
  for (const coupon of [...parsed.coupons, ...parsed.testCoupons]) addCoupon(coupons, coupon);
  const seed: Required<Pick<FakeSeed, 'customers' | 'subscriptions' | 'invoices'>> = {
    customers: [],
    subscriptions: [],
    invoices: [],
  };
  const listed: DemoStripeCustomer[] = [];
  for (const [index, entry] of parsed.customers.entries()) {
    if (entry.provider !== 'STRIPE') continue;
    const { customer, failedInvoices } = entry as ValidatedCustomer;
    const brand = customer.primaryInvoiceCard?.brand?.toLowerCase() ?? 'visa';
    seed.customers.push({
      id: customer.id,
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.name ? { name: customer.name } : {}),
      payment_method: failedInvoices.length > 0 ? DECLINING_TOKEN : (TOKEN_OF_BRAND[brand] ?? 'pm_card_visa'),
    });
    for (const subscription of customer.subscriptions.data) {
      for (const item of subscription.items.data) addPrice(prices, item.price);
      if (subscription.discount) addCoupon(coupons, subscription.discount.coupon);
      seed.subscriptions.push(subscriptionSeed(customer.id, subscription));
    }
    const first = customer.subscriptions.data[0];
    for (const invoice of failedInvoices) {
      seed.invoices.push({
        id: invoice.id,
        customer: customer.id,
        ...(first ? { subscription: first.id } : {}),
        amount_due: invoice.amountDue,
        currency: invoice.currency,
        attempt_count: Math.max(1, invoice.attemptCount),
        ...(invoice.dueDate != null ? { due_date: invoice.dueDate } : {}),
        payment_method: DECLINING_TOKEN,
      });
    }
    const name = (app.customers[index] as { name?: unknown } | undefined)?.name;
    listed.push({
      id: customer.id,
      email: customer.email,
      case: typeof name === 'string' ? name : customer.id,
      summary: first
        ? `${first.status}${first.pause_collection ? ', paused' : ''}${first.cancel_at_period_end ? ', cancel scheduled' : ''}, ${first.items.data[0]?.price.currency ?? ''} ${first.items.data[0]?.price.recurring?.interval_count ?? 1}×${first.items.data[0]?.price.recurring?.interval ?? ''}${failedInvoices.length ? `, ${failedInvoices.length} failed invoice(s)` : ''}`
        : 'no subscription',
    });
  }
  const products = [...prices.values()].map((price) => ({
    id: price.product,
    name: price.nickname ?? price.product,
  }));
  return {
    seed: { products, prices: [...prices.values()], coupons: [...coupons.values()], ...seed },
    customers: listed,
  };
}
