/**
 * The server with the server tests' app connected to a Stripe fake in TEST mode (LIVE stays on the
 * database-kept provider, so one server shows both), on both dialects. The fake holds the app's catalog
 * under the same ids (a business's coupons and prices are Stripe's) and customers named like the server
 * seed's: ada and bob (monthly), trial (trialing), due (past due, an open invoice failed twice).
 */
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { type ControlClient, controlClient } from '../../stripe-fake/control-client.ts';
import type { FakeSeed } from '../../stripe-fake/seed.ts';
import { type StripeFake, startStripeFake } from '../../stripe-fake/server.ts';
import type { ServerOptions } from '../create-server.ts';
import { DEFAULT_PRORATION_BEHAVIOR } from '../storage/stripe-store.ts';
import { DIALECTS, START_TIMEOUT_MS } from './on-both-dialects.ts';
import { APP_ID, DAY, OFFER, serverTestSeed } from './server-seed.ts';
import { type StartedTestServer, startTestServer } from './start-test-server.ts';
import { createTestClient, type TestCall } from './test-client.ts';

export const STRIPE_TEST_KEY = 'sk_test_holdfast_server_tests';
export const WEBHOOK_SECRET = 'whsec_holdfast_server_tests';

export function stripeSeed(now: number): FakeSeed {
  return {
    products: [{ id: 'prod_pro', name: 'Pro' }],
    prices: [
      {
        id: 'plan_pro',
        product: 'prod_pro',
        unit_amount: 2_900,
        currency: 'usd',
        recurring: { interval: 'month' },
      },
      {
        id: 'plan_basic',
        product: 'prod_pro',
        unit_amount: 900,
        currency: 'usd',
        recurring: { interval: 'month' },
      },
      {
        id: 'plan_eur',
        product: 'prod_pro',
        unit_amount: 900,
        currency: 'eur',
        recurring: { interval: 'month' },
      },
    ],
    coupons: [{ id: OFFER.coupon, percent_off: 20, duration: 'repeating', duration_in_months: 3 }],
    customers: [
      { id: 'cus_ada', email: 'ada@example.com', name: 'Ada Stripe', payment_method: 'pm_card_visa' },
      { id: 'cus_bob', email: 'bob@example.com', payment_method: 'pm_card_visa' },
      { id: 'cus_trial', email: 'trial@example.com', payment_method: 'pm_card_visa' },
      { id: 'cus_due', email: 'due@example.com', payment_method: 'pm_card_chargeCustomerFail' },
    ],
    subscriptions: [
      {
        id: 'sub_ada',
        customer: 'cus_ada',
        items: [{ price: 'plan_pro' }],
        current_period_start: now - 10 * DAY,
      },
      {
        id: 'sub_bob',
        customer: 'cus_bob',
        items: [{ price: 'plan_pro' }],
        current_period_start: now - 10 * DAY,
      },
      {
        id: 'sub_trial',
        customer: 'cus_trial',
        items: [{ price: 'plan_pro' }],
        status: 'trialing',
        current_period_start: now - 5 * DAY,
        trial_end: now + 9 * DAY,
      },
      { id: 'sub_due', customer: 'cus_due', items: [{ price: 'plan_pro' }], status: 'past_due' },
    ],
    invoices: [
      {
        id: 'in_due',
        customer: 'cus_due',
        subscription: 'sub_due',
        amount_due: 2_900,
        attempt_count: 2,
        due_date: now - DAY,
        payment_method: 'pm_card_chargeCustomerFail',
      },
    ],
  };
}

export interface StripeServerUnderTest {
  call: TestCall;
  started: StartedTestServer;
  fake: StripeFake;
  control: ControlClient;
}

export function describeStripeServer(
  title: string,
  body: (server: StripeServerUnderTest) => void,
  options: { server?: Pick<ServerOptions, 'stripeClient'> } = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      const under = {} as StripeServerUnderTest;
      beforeAll(async () => {
        under.fake = await startStripeFake();
        under.control = controlClient(under.fake.url);
        under.started = await startTestServer({ dialect, seed: serverTestSeed(), ...options.server });
        under.call = createTestClient(under.started.baseUrl);
        await under.started.server.deps.stripe.saveAccount(
          {
            appId: APP_ID,
            mode: 'TEST',
            secretKey: STRIPE_TEST_KEY,
            webhookSecret: WEBHOOK_SECRET,
            apiBase: under.fake.url,
            prorationBehavior: DEFAULT_PRORATION_BEHAVIOR,
          },
          new Date(),
        );
      }, START_TIMEOUT_MS);
      beforeEach(async () => {
        const now = Math.floor(Date.now() / 1000);
        await under.control.reset(now);
        await under.control.seed(stripeSeed(now));
      });
      afterAll(async () => {
        await under.started?.close();
        await under.fake?.close();
      }, START_TIMEOUT_MS);
      body(under);
    });
  }
}
