/**
 * Everything the fake holds: Stripe's objects in their API shape (the SDK's own types, so a drift from the
 * real API fails the typecheck), the clock they live on, and the few facts Stripe keeps that no object
 * shows (which test card a payment method is, pending prorations). Stored objects hold references as ids;
 * `expand[]` replaces them on the way out.
 */
import type Stripe from 'stripe';
import { resourceMissing } from './errors.ts';
import type { TestCard } from './test-cards.ts';

/** A proration waiting for the subscription's next invoice (proration_behavior=create_prorations). */
export interface PendingLine {
  description: string;
  amount: number;
  currency: string;
  period: { start: number; end: number };
  subscriptionItem: string;
}

export interface FakeState {
  /** The clock, unix seconds (like a Stripe test clock's frozen_time). */
  now: number;
  customers: Map<string, Stripe.Customer>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  coupons: Map<string, Stripe.Coupon>;
  discounts: Map<string, Stripe.Discount>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  invoicePayments: Map<string, Stripe.InvoicePayment>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  setupIntents: Map<string, Stripe.SetupIntent>;
  events: Map<string, Stripe.Event>;
  /** The test card behind each payment method. */
  cards: Map<string, TestCard>;
  pendingLines: Map<string, PendingLine[]>;
}

export function createState(now: number): FakeState {
  return {
    now,
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    discounts: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    events: new Map(),
    cards: new Map(),
    pendingLines: new Map(),
  };
}

type Collections = {
  [K in keyof FakeState as FakeState[K] extends Map<string, infer V>
    ? V extends { object: string }
      ? K
      : never
    : never]: FakeState[K];
};

/** The object with this id, or Stripe's 404. */
export function getObject<K extends keyof Collections>(
  state: FakeState,
  collection: K,
  id: string,
  param = 'id',
): Collections[K] extends Map<string, infer V> ? V : never {
  const found = (state[collection] as Map<string, unknown>).get(id);
  if (found === undefined) throw resourceMissing(id, param);
  return found as Collections[K] extends Map<string, infer V> ? V : never;
}

const COLLECTIONS: ReadonlyArray<keyof Collections> = [
  'customers',
  'products',
  'prices',
  'coupons',
  'discounts',
  'subscriptions',
  'invoices',
  'invoicePayments',
  'paymentIntents',
  'paymentMethods',
  'setupIntents',
  'events',
];

/** Any stored object by id, for `expand[]`. */
export function findAny(state: FakeState, id: string): { object: string } | undefined {
  for (const name of COLLECTIONS) {
    const found = (state[name] as Map<string, { object: string }>).get(id);
    if (found) return found;
  }
  return undefined;
}

/** Stripe's list envelope. */
export function listOf<T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}
