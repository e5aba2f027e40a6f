/**
 * A small, hand-written app seed for the mock backend's own tests (independent of fixtures/, which the
 * playground and e2e use): one customer per situation the calls must handle.
 */
import type { CustomerInput, PlanInput, SubscriptionInput } from '../../contract/schemas/index.ts';
import type { AppSeed } from '../../contract/seed.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../backend/constants.ts';

export const TEST_NOW = new Date('2025-03-10T12:00:00.000Z');
const DAY = 86_400;

function unix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export const PLANS = {
  basic: {
    id: 'plan_basic',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 900,
    product: { name: 'Basic' },
  },
  pro: {
    id: 'plan_pro',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 2900,
    product: { name: 'Pro' },
  },
  annual: {
    id: 'plan_annual',
    currency: 'usd',
    recurring: { interval: 'year' },
    unit_amount: 29000,
    product: { name: 'Pro yearly' },
  },
  quarterly: {
    id: 'plan_quarterly',
    currency: 'usd',
    recurring: { interval: 'month', interval_count: 3 },
    unit_amount: 7500,
    product: { name: 'Pro quarterly' },
  },
  test: {
    id: 'plan_test',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 100,
    product: { name: 'Test' },
  },
} satisfies Record<string, PlanInput>;

function subscription(
  id: string,
  now: Date,
  plan: PlanInput,
  extra: Partial<SubscriptionInput> = {},
): SubscriptionInput {
  const start = unix(now) - 40 * DAY;
  return {
    id,
    status: 'active',
    start_date: start,
    current_period_start: unix(now) - 10 * DAY,
    current_period_end: unix(now) + 20 * DAY,
    items: {
      data: [
        {
          id: `si_${id}`,
          price: {
            id: plan.id,
            unit_amount: plan.unit_amount,
            currency: plan.currency,
            recurring: plan.recurring,
            product: { name: plan.product?.name ?? '' },
          },
          quantity: 1,
        },
      ],
    },
    ...extra,
  };
}

function customer(id: string, email: string, subscriptions: SubscriptionInput[]): CustomerInput {
  return { id, email, name: `Test ${id}`, subscriptions: { data: subscriptions } };
}

/** The test app: app_test with a customer per situation, pinned to `now`. */
export function testSeed(now: Date = TEST_NOW): AppSeed {
  return {
    appId: DEFAULT_APP_ID,
    secret: DEFAULT_APP_SECRET,
    branding: { name: 'Acme', emailFlow: { enabled: true }, colors: { primary: '#3c5ccf' } },
    orgProviderSettings: { annualPauseExtendTerm: true },
    orgTranslations: { de: { cancel: 'Kündigen' } },
    blueprints: [
      {
        _id: 'bp_main',
        name: 'Main flow',
        segment: 'everyone',
        steps: [
          {
            guid: 'step_survey',
            stepType: 'SURVEY',
            header: 'Why are you leaving?',
            defaultNextStep: 'step_offer',
            survey: {
              choices: [
                {
                  guid: 'choice_price',
                  value: 'Too expensive',
                  offer: {
                    guid: 'offer_pause',
                    offerType: 'PAUSE',
                    pauseConfig: { maxPauseLength: 3 },
                  },
                },
                {
                  guid: 'choice_other',
                  value: 'Other',
                  type: 'INPUT',
                  followup: { question: 'Tell us more' },
                },
              ],
            },
          },
          {
            guid: 'step_offer',
            stepType: 'OFFER',
            defaultPreviousStep: 'step_survey',
            defaultNextStep: 'step_freeform',
            offer: { guid: 'offer_discount', offerType: 'DISCOUNT', discountConfig: { couponId: 'SAVE20' } },
          },
          {
            guid: 'step_freeform',
            stepType: 'FREEFORM',
            defaultPreviousStep: 'step_offer',
            defaultNextStep: 'step_confirm',
          },
          { guid: 'step_confirm', stepType: 'CONFIRM', defaultPreviousStep: 'step_freeform' },
        ],
      },
      {
        _id: 'bp_alt',
        name: 'Alternative flow',
        segment: 'annual',
        steps: [{ guid: 'alt_confirm', stepType: 'CONFIRM' }],
      },
    ],
    coupons: [
      { id: 'SAVE20', percent_off: 20, duration: 'repeating', duration_in_months: 3 },
      { id: 'ONCE10', percent_off: 10, duration: 'once' },
      { id: 'FOREVER5', amount_off: 500, currency: 'usd', duration: 'forever' },
      { id: 'OLD', percent_off: 50, duration: 'forever', valid: false },
    ],
    testCoupons: [{ id: 'TEST50', percent_off: 50, duration: 'once' }],
    offerPlans: [PLANS.basic, PLANS.pro, PLANS.annual],
    testPlans: [PLANS.test],
    orgPlanSettings: [{ planId: 'plan_pro', tagline: 'Most popular', features: ['Everything'] }],
    customers: [
      { customer: customer('cus_active', 'ada@example.com', [subscription('sub_active', now, PLANS.pro)]) },
      {
        customer: customer('cus_trial', 'tom@example.com', [
          subscription('sub_trial', now, PLANS.basic, {
            status: 'trialing',
            trial_start: unix(now) - 7 * DAY,
            trial_end: unix(now) + 7 * DAY,
            current_period_end: unix(now) + 7 * DAY,
          }),
        ]),
      },
      {
        customer: customer('cus_annual', 'ann@example.com', [subscription('sub_annual', now, PLANS.annual)]),
      },
      {
        customer: customer('cus_quarterly', 'quinn@example.com', [
          subscription('sub_quarterly', now, PLANS.quarterly),
        ]),
      },
      {
        customer: customer('cus_paused', 'pat@example.com', [
          subscription('sub_paused', now, PLANS.pro, {
            pause_collection: { behavior: 'void', resumes_at: unix(now) + 30 * DAY },
          }),
        ]),
        sessions: [
          {
            _id: 'sess_old',
            createdAt: new Date(now.getTime() - 20 * DAY * 1000).toISOString(),
            acceptedOffer: {
              guid: 'offer_pause',
              offerType: 'PAUSE',
              pauseDuration: 2,
              pauseInterval: 'MONTH',
            },
          },
        ],
      },
      {
        customer: customer('cus_pastdue', 'paul@example.com', [
          subscription('sub_pastdue', now, PLANS.pro, { status: 'past_due' }),
        ]),
        failedInvoices: [
          {
            id: 'in_failed_1',
            attemptCount: 2,
            dueDate: unix(now) - 3 * DAY,
            amountDue: 2900,
            currency: 'usd',
          },
          {
            id: 'in_failed_2',
            attemptCount: 1,
            dueDate: unix(now) - 1 * DAY,
            amountDue: 2900,
            currency: 'usd',
          },
        ],
      },
      { customer: customer('cus_nosub', 'nora@example.com', []) },
      {
        provider: 'PADDLE',
        customer: customer('ctm_paddle', 'pia@example.com', [subscription('sub_paddle_1', now, PLANS.pro)]),
      },
      {
        customer: customer('cus_multi', 'mia@example.com', [
          subscription('sub_multi_a', now, PLANS.basic),
          subscription('sub_multi_b', now, PLANS.pro),
        ]),
      },
    ],
  };
}
