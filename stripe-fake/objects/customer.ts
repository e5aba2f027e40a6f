/** Customers and their cards (payment methods of the documented test cards). */
import type Stripe from 'stripe';
import { newId } from '../ids.ts';
import type { TestCard } from '../test-cards.ts';

export interface CustomerInput {
  id?: string;
  email?: string | null;
  name?: string | null;
  metadata?: Stripe.Metadata;
  now: number;
}

export function buildCustomer(input: CustomerInput): Stripe.Customer {
  return {
    id: input.id ?? newId('customer'),
    object: 'customer',
    address: null,
    balance: 0,
    created: input.now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: null,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/** Test cards expire a few years after the clock's year, as Stripe's do after today's. */
const CARD_VALID_YEARS = 3;

export function buildCardPaymentMethod(card: TestCard, now: number, id?: string): Stripe.PaymentMethod {
  const year = new Date(now * 1000).getUTCFullYear();
  return {
    id: id ?? newId('paymentMethod'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: card.country,
      display_brand: card.brand,
      exp_month: 12,
      exp_year: year + CARD_VALID_YEARS,
      fingerprint: `fp${card.brand}${card.last4}`,
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
