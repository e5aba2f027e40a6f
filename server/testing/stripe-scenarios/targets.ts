/**
 * Where the Stripe scenarios run: the Stripe fake, always; Stripe's test mode when STRIPE_TEST_SECRET_KEY
 * is set. The scenarios make their world through Stripe's public API only (products, prices, coupons,
 * customers, subscriptions), so both targets take it; what differs is the clock — the fake's own, or a
 * Stripe test clock the target's customers are made on.
 */
import Stripe from 'stripe';
import { controlClient } from '../../../stripe-fake/control-client.ts';
import { type StripeFake, startStripeFake } from '../../../stripe-fake/server.ts';

export const STRIPE_TEST_KEY_VARIABLE = 'STRIPE_TEST_SECRET_KEY';
/** Real Stripe finishes a test clock's advance asynchronously: how long we wait for it. */
const CLOCK_READY_TIMEOUT_MS = 120_000;
const CLOCK_POLL_MS = 1_000;

export interface ScenarioTarget {
  name: string;
  stripe: Stripe;
  /** The target's clock, unix seconds. */
  now(): Promise<number>;
  /** Extra parameters a customer is created with (a test clock). */
  customerParams(): Promise<Partial<Stripe.CustomerCreateParams>>;
  /** Runs the clock forward: renewals, trial and pause ends happen as at Stripe. */
  advanceTo(seconds: number): Promise<void>;
  close(): Promise<void>;
}

export async function fakeTarget(): Promise<ScenarioTarget & { fake: StripeFake }> {
  const fake = await startStripeFake();
  const control = controlClient(fake.url);
  return {
    name: 'the Stripe fake',
    fake,
    stripe: new Stripe('sk_test_scenarios', {
      host: fake.host,
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 2,
    }),
    now: () => control.now(),
    customerParams: async () => ({}),
    advanceTo: async (to) => {
      await control.advance({ to });
    },
    close: () => fake.close(),
  };
}

/** Stripe's test mode; one test clock per target, every scenario customer on it. */
export function stripeTestModeTarget(secretKey: string): ScenarioTarget {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2 });
  let clock: Stripe.TestHelpers.TestClock | null = null;
  async function theClock(): Promise<Stripe.TestHelpers.TestClock> {
    clock ??= await stripe.testHelpers.testClocks.create({
      frozen_time: Math.floor(Date.now() / 1000),
      name: 'holdfast scenarios',
    });
    return clock;
  }
  return {
    name: 'Stripe test mode',
    stripe,
    now: async () => (await stripe.testHelpers.testClocks.retrieve((await theClock()).id)).frozen_time,
    customerParams: async () => ({ test_clock: (await theClock()).id }),
    async advanceTo(to) {
      const { id } = await theClock();
      await stripe.testHelpers.testClocks.advance(id, { frozen_time: to });
      const deadline = Date.now() + CLOCK_READY_TIMEOUT_MS;
      for (;;) {
        const current = await stripe.testHelpers.testClocks.retrieve(id);
        if (current.status === 'ready') return;
        if (current.status === 'internal_failure' || Date.now() > deadline)
          throw new Error(`Stripe's test clock did not advance (${current.status})`);
        await new Promise((resolve) => setTimeout(resolve, CLOCK_POLL_MS));
      }
    },
    async close() {
      // Deleting the clock deletes the customers and subscriptions made on it.
      if (clock) await stripe.testHelpers.testClocks.del(clock.id);
    },
  };
}
