/**
 * The suite app's catalog and cancel flows: what the offers in the served blueprint allow, so every money
 * action the tests make is one a strict server (issue 19: "checked against what this customer was served")
 * must accept — the coupon is the offer's, the pause within its bounds, the plan one of its options.
 */
import type { BlueprintInput, CouponInput, PlanInput } from '../../../../contract/schemas/index.ts';

export const PLANS = {
  proMonthly: {
    id: 'plan_pro_monthly',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 2900,
    product: { name: 'Pro' },
  },
  basicMonthly: {
    id: 'plan_basic_monthly',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 900,
    product: { name: 'Basic' },
  },
  proYearly: {
    id: 'plan_pro_yearly',
    currency: 'usd',
    recurring: { interval: 'year' },
    unit_amount: 29000,
    product: { name: 'Pro yearly' },
  },
  proQuarterly: {
    id: 'plan_pro_quarterly',
    currency: 'usd',
    recurring: { interval: 'month', interval_count: 3 },
    unit_amount: 7500,
    product: { name: 'Pro quarterly' },
  },
  /** An offer option in another currency than every seeded subscription's. */
  basicMonthlyEur: {
    id: 'plan_basic_monthly_eur',
    currency: 'eur',
    recurring: { interval: 'month' },
    unit_amount: 900,
    product: { name: 'Basic (EUR)' },
  },
  /** The free plan a downgrade offer moves to. */
  freeMonthly: {
    id: 'plan_free_monthly',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 0,
    product: { name: 'Free' },
  },
  test: {
    id: 'plan_test_monthly',
    currency: 'usd',
    recurring: { interval: 'month' },
    unit_amount: 100,
    product: { name: 'Test' },
  },
} satisfies Record<string, PlanInput>;

export const COUPONS = {
  save20: { id: 'SAVE20', percent_off: 20, duration: 'repeating', duration_in_months: 3 },
  retired: { id: 'RETIRED', percent_off: 50, duration: 'forever', valid: false },
  /** A live coupon no offer of any flow holds. */
  unoffered: { id: 'ONCE10', percent_off: 10, duration: 'once' },
} satisfies Record<string, CouponInput>;
export const TEST_COUPONS = { test50: { id: 'TEST50', percent_off: 50, duration: 'once' } } satisfies Record<
  string,
  CouponInput
>;

/** The offers of the main flow, by what the tests send. */
export const OFFERS = {
  pause: { guid: 'offer_pause', maxMonths: 3 },
  discount: { guid: 'offer_discount', coupon: COUPONS.save20.id, customerAmount: 500, customDuration: 3 },
  trial: { guid: 'offer_trial', days: 7 },
  planChange: {
    guid: 'offer_plan',
    options: [PLANS.basicMonthly.id, PLANS.proYearly.id, PLANS.basicMonthlyEur.id],
  },
  downgrade: { guid: 'offer_downgrade', planId: PLANS.freeMonthly.id },
} as const;

export const MAIN_BLUEPRINT_ID = 'bp_contract';
export const SECOND_BLUEPRINT_ID = 'bp_second';
export const LITE_BLUEPRINT_ID = 'bp_lite';
/** Step types a lite flow may hold (docs/api.md embed-lite). */
export const LITE_STEP_TYPES: readonly string[] = ['SURVEY', 'CONFIRM', 'FREEFORM'];

/** Survey → pause, discount, trial extension, plan change and downgrade offers → free-form → confirm. */
export function mainBlueprint(): BlueprintInput {
  return {
    _id: MAIN_BLUEPRINT_ID,
    name: 'Contract flow',
    segment: 'everyone',
    discountCooldown: 3,
    pauseCooldown: 6,
    steps: [
      {
        guid: 'step_survey',
        stepType: 'SURVEY',
        header: 'Why are you leaving?',
        defaultNextStep: 'step_pause',
        survey: {
          choices: [
            { guid: 'c_price', value: 'Too expensive' },
            { guid: 'c_other', value: 'Other', type: 'INPUT', followup: { question: 'Tell us more' } },
          ],
        },
      },
      {
        guid: 'step_pause',
        stepType: 'OFFER',
        defaultNextStep: 'step_discount',
        offer: {
          guid: OFFERS.pause.guid,
          offerType: 'PAUSE',
          pauseConfig: { pauseInterval: 'MONTH', maxPauseLength: OFFERS.pause.maxMonths, datePicker: true },
        },
      },
      {
        guid: 'step_discount',
        stepType: 'OFFER',
        defaultNextStep: 'step_trial',
        offer: {
          guid: OFFERS.discount.guid,
          offerType: 'DISCOUNT',
          validTestCoupons: [TEST_COUPONS.test50.id],
          discountConfig: {
            couponId: OFFERS.discount.coupon,
            customerAmount: OFFERS.discount.customerAmount,
            customDuration: OFFERS.discount.customDuration,
          },
        },
      },
      {
        guid: 'step_trial',
        stepType: 'OFFER',
        defaultNextStep: 'step_plan',
        offer: {
          guid: OFFERS.trial.guid,
          offerType: 'TRIAL_EXTENSION',
          trialExtensionConfig: { trialExtensionDays: OFFERS.trial.days },
        },
      },
      {
        guid: 'step_plan',
        stepType: 'OFFER',
        defaultNextStep: 'step_downgrade',
        offer: {
          guid: OFFERS.planChange.guid,
          offerType: 'PLAN_CHANGE',
          planChangeConfig: { options: [...OFFERS.planChange.options] },
        },
      },
      {
        guid: 'step_downgrade',
        stepType: 'OFFER',
        defaultNextStep: 'step_feedback',
        offer: {
          guid: OFFERS.downgrade.guid,
          offerType: 'DOWNGRADE',
          downgradeConfig: { planId: OFFERS.downgrade.planId },
        },
      },
      { guid: 'step_feedback', stepType: 'FREEFORM', defaultNextStep: 'step_confirm' },
      { guid: 'step_confirm', stepType: 'CONFIRM' },
    ],
  };
}

/** A second flow, served only when the `blueprint` query names it. */
export function secondBlueprint(): BlueprintInput {
  return {
    _id: SECOND_BLUEPRINT_ID,
    name: 'Second flow',
    segment: 'annual',
    steps: [{ guid: 'second_confirm', stepType: 'CONFIRM' }],
  };
}

/** The lite (insight) flow: survey and confirm. */
export function liteBlueprint(): BlueprintInput {
  return {
    _id: LITE_BLUEPRINT_ID,
    name: 'Lite flow',
    steps: [
      {
        guid: 'lite_survey',
        stepType: 'SURVEY',
        defaultNextStep: 'lite_confirm',
        survey: { choices: [{ guid: 'lite_price', value: 'Too expensive' }] },
      },
      { guid: 'lite_confirm', stepType: 'CONFIRM' },
    ],
  };
}
