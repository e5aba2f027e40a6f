/**
 * The app the server's own tests load: one flow whose offers bound every money action (a pause of up to
 * 3 months, coupon SAVE20, plans basic and eur, a 14-day trial), separate LIVE and TEST secrets, one
 * registered origin, and customers in the states the tests need.
 */

import type { SubscriptionInput } from '../../contract/schemas/index.ts';
import type { AppSeed } from '../../contract/seed.ts';

export const APP_ID = 'app_server_test';
export const LIVE_SECRET = 'live_secret_for_server_tests';
export const TEST_SECRET = 'test_secret_for_server_tests';
export const ORIGIN = 'https://shop.server-test.example';
export const FLOW_ID = 'bp_main';
export const DAY = 86_400;

export const OFFER = {
  pauseMonths: 3,
  coupon: 'SAVE20',
  testCoupon: 'TEST50',
  trialDays: 14,
  plans: ['plan_basic', 'plan_eur'],
  testPlan: 'plan_test',
} as const;

function subscription(id: string, now: Date, overrides: Partial<SubscriptionInput> = {}): SubscriptionInput {
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    id,
    status: 'active',
    start_date: seconds - 100 * DAY,
    current_period_start: seconds - 10 * DAY,
    current_period_end: seconds + 20 * DAY,
    items: {
      data: [
        {
          id: `si_${id}`,
          price: { id: 'plan_pro', currency: 'usd', unit_amount: 2900, recurring: { interval: 'month' } },
        },
      ],
    },
    ...overrides,
  };
}

/** A customer with one monthly subscription, `sub_<name>`; `trial` puts it on a trial. */
function customer(name: string, now: Date, trial = false) {
  const seconds = Math.floor(now.getTime() / 1000);
  const overrides: Partial<SubscriptionInput> = trial
    ? { status: 'trialing', trial_start: seconds - 5 * DAY, trial_end: seconds + 9 * DAY }
    : {};
  return {
    customer: {
      id: `cus_${name}`,
      email: `${name}@example.com`,
      subscriptions: { data: [subscription(`sub_${name}`, now, overrides)] },
    },
  };
}

export const CUSTOMERS = ['ada', 'bob', 'cyd', 'dee', 'eve', 'fay', 'gus', 'hal', 'ida', 'jon'] as const;
export type CustomerName = (typeof CUSTOMERS)[number] | 'trial' | 'trial2' | 'kim';

export function serverTestSeed(now: Date = new Date()): AppSeed {
  return {
    appId: APP_ID,
    secret: LIVE_SECRET,
    testSecret: TEST_SECRET,
    allowedOrigins: [ORIGIN],
    branding: { name: 'Server Test Co', emailFlow: { enabled: true } },
    blueprints: [
      {
        _id: FLOW_ID,
        // Months after an accepted pause ends before the pause offer shows again (spec §9).
        pauseCooldown: 6,
        // Months after an accepted discount expires before the discount offer shows again.
        discountCooldown: 3,
        steps: [
          {
            guid: 'step_pause',
            stepType: 'OFFER',
            defaultNextStep: 'step_discount',
            offer: {
              guid: 'offer_pause',
              offerType: 'PAUSE',
              pauseConfig: { pauseInterval: 'MONTH', maxPauseLength: OFFER.pauseMonths, datePicker: true },
            },
          },
          {
            guid: 'step_discount',
            stepType: 'OFFER',
            defaultNextStep: 'step_plan',
            offer: {
              guid: 'offer_discount',
              offerType: 'DISCOUNT',
              discountConfig: { couponId: OFFER.coupon },
            },
          },
          {
            guid: 'step_plan',
            stepType: 'OFFER',
            defaultNextStep: 'step_trial',
            offer: {
              guid: 'offer_plan',
              offerType: 'PLAN_CHANGE',
              planChangeConfig: { options: [...OFFER.plans] },
            },
          },
          {
            guid: 'step_trial',
            stepType: 'OFFER',
            defaultNextStep: 'step_confirm',
            offer: {
              guid: 'offer_trial',
              offerType: 'TRIAL_EXTENSION',
              trialExtensionConfig: { trialExtensionDays: OFFER.trialDays },
            },
          },
          { guid: 'step_confirm', stepType: 'CONFIRM' },
        ],
      },
    ],
    coupons: [
      { id: OFFER.coupon, percent_off: 20, duration: 'repeating', duration_in_months: 3 },
      { id: 'OTHER10', percent_off: 10, duration: 'forever' },
    ],
    testCoupons: [{ id: OFFER.testCoupon, percent_off: 50, duration: 'once' }],
    offerPlans: [
      { id: 'plan_pro', currency: 'usd', recurring: { interval: 'month' }, unit_amount: 2900 },
      { id: 'plan_basic', currency: 'usd', recurring: { interval: 'month' }, unit_amount: 900 },
      { id: 'plan_eur', currency: 'eur', recurring: { interval: 'month' }, unit_amount: 900 },
      { id: 'plan_unoffered', currency: 'usd', recurring: { interval: 'month' }, unit_amount: 500 },
    ],
    testPlans: [{ id: OFFER.testPlan, currency: 'usd', recurring: { interval: 'month' }, unit_amount: 100 }],
    customers: [
      ...CUSTOMERS.map((name) => customer(name, now)),
      customer('trial', now, true),
      customer('trial2', now, true),
      {
        ...customer('kim', now),
        // Paused a month, 10 days ago: within the flow's pause cooldown.
        sessions: [
          {
            _id: 'sess_kim_paused',
            createdAt: new Date(now.getTime() - 10 * DAY * 1000).toISOString(),
            acceptedOffer: {
              guid: 'offer_pause',
              offerType: 'PAUSE',
              pauseDuration: 1,
              pauseInterval: 'MONTH',
            },
          },
        ],
      },
    ],
  };
}
