/**
 * One Stripe fake per test file, driven by the official SDK exactly as the adapter will be, and its
 * control client. Each test starts from an empty fake at a fixed clock.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type ControlClient, controlClient } from '../control-client.ts';
import { type StripeFake, startStripeFake } from '../server.ts';

/** 2026-01-15T12:00:00Z: mid-month, so month arithmetic is plain. */
export const T0 = Date.UTC(2026, 0, 15, 12) / 1000;
export const DAY = 86_400;

export interface Harness {
  fake: StripeFake;
  stripe: Stripe;
  control: ControlClient;
}

export function sdkFor(fake: StripeFake, options: Partial<Stripe.StripeConfig> = {}): Stripe {
  return new Stripe('sk_test_fake', {
    host: fake.host,
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    ...options,
  });
}

export function withStripeFake(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.fake = await startStripeFake({ now: T0 });
    harness.stripe = sdkFor(harness.fake);
    harness.control = controlClient(harness.fake.url);
  });
  beforeEach(async () => {
    await harness.control.reset(T0);
  });
  afterAll(async () => {
    await harness.fake?.close();
  });
  return harness;
}

/** A catalogue most tests share: a monthly USD plan, a dearer one, an annual one and a EUR one. */
export const CATALOG = {
  products: [{ id: 'prod_pro', name: 'Pro' }],
  prices: [
    {
      id: 'price_monthly',
      product: 'prod_pro',
      unit_amount: 2_000,
      currency: 'usd',
      recurring: { interval: 'month' as const },
    },
    {
      id: 'price_monthly_plus',
      product: 'prod_pro',
      unit_amount: 5_000,
      currency: 'usd',
      recurring: { interval: 'month' as const },
    },
    {
      id: 'price_annual',
      product: 'prod_pro',
      unit_amount: 20_000,
      currency: 'usd',
      recurring: { interval: 'year' as const },
    },
    {
      id: 'price_monthly_eur',
      product: 'prod_pro',
      unit_amount: 1_800,
      currency: 'eur',
      recurring: { interval: 'month' as const },
    },
  ],
  coupons: [
    { id: 'SAVE20', percent_off: 20, duration: 'forever' as const },
    { id: 'HALF3', percent_off: 50, duration: 'repeating' as const, duration_in_months: 3 },
    { id: 'FIVEOFF', amount_off: 500, currency: 'usd', duration: 'once' as const },
  ],
};
