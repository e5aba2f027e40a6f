import * as v from 'valibot';
import { HttpUrlSchema } from './common.ts';

/** Offer types: the spec's six (§1), then ours beyond it (DOWNGRADE, docs/spec-coverage.md). */
export const OFFER_TYPES = [
  'PAUSE',
  'DISCOUNT',
  'TRIAL_EXTENSION',
  'PLAN_CHANGE',
  'CONTACT',
  'REDIRECT',
  'DOWNGRADE',
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/**
 * Pause length units, in offers, past sessions and the pause call. Spec §4 names MONTH and DAY units (the
 * Braintree resume date); the offers of our flow editor also use WEEK. All three are read wherever a pause
 * interval can appear, so an answer the spec permits never fails the flow.
 */
export const PAUSE_INTERVALS = ['MONTH', 'WEEK', 'DAY'] as const;
export const PauseIntervalSchema = v.pipe(v.string(), v.toUpperCase(), v.picklist(PAUSE_INTERVALS));
export type PauseInterval = v.InferOutput<typeof PauseIntervalSchema>;

const offerCommon = {
  guid: v.string(),
  header: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  dynamic: v.optional(v.boolean(), false),
  validOfferPlans: v.optional(v.array(v.string())),
  validTestOfferPlans: v.optional(v.array(v.string())),
  validTestCoupons: v.optional(v.array(v.string())),
};

export const PauseConfigSchema = v.object({
  pauseInterval: v.optional(PauseIntervalSchema, 'MONTH'),
  maxPauseLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
  datePicker: v.optional(v.boolean(), false),
});
export type PauseConfig = v.InferOutput<typeof PauseConfigSchema>;

export const DiscountConfigSchema = v.object({
  couponId: v.optional(v.string(), ''),
  /** Custom-amount providers (no coupons): the amount in minor units and its duration in months. */
  customerAmount: v.optional(v.nullable(v.number())),
  customDuration: v.optional(v.nullable(v.number())),
});
export type DiscountConfig = v.InferOutput<typeof DiscountConfigSchema>;

export const PauseOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('PAUSE'),
  pauseConfig: PauseConfigSchema,
});
export const DiscountOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('DISCOUNT'),
  discountConfig: DiscountConfigSchema,
});
export const TrialExtensionOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('TRIAL_EXTENSION'),
  trialExtensionConfig: v.object({ trialExtensionDays: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
});
export const PlanChangeOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('PLAN_CHANGE'),
  planChangeConfig: v.object({ options: v.optional(v.array(v.string()), []) }),
});
export const ContactOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('CONTACT'),
});
export const RedirectOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('REDIRECT'),
  redirectConfig: v.object({
    redirectUrl: HttpUrlSchema,
    /** Button label; the view falls back to the catalog's 'Check it out'. */
    redirectLabel: v.optional(v.nullable(v.string())),
  }),
});

/**
 * Not in the spec: the business names one plan (typically its free plan) that a leaving customer may move
 * to instead of cancelling; accepting switches the subscription to it through update-plan.
 */
export const DowngradeOfferSchema = v.object({
  ...offerCommon,
  offerType: v.literal('DOWNGRADE'),
  downgradeConfig: v.object({ planId: v.string() }),
});

/** An offer, discriminated by `offerType`. */
export const OfferSchema = v.variant('offerType', [
  PauseOfferSchema,
  DiscountOfferSchema,
  TrialExtensionOfferSchema,
  PlanChangeOfferSchema,
  ContactOfferSchema,
  RedirectOfferSchema,
  DowngradeOfferSchema,
]);
export type Offer = v.InferOutput<typeof OfferSchema>;
export type OfferOf<K extends OfferType> = Extract<Offer, { offerType: K }>;

/** Dynamic offers supplied by the host at init (spec §3): they replace the plans or coupon of a `dynamic` offer. */
export const DynamicOffersSchema = v.object({
  planChange: v.optional(v.object({ planIds: v.array(v.string()) })),
  discount: v.optional(v.object({ couponId: v.string() })),
});
export type DynamicOffers = v.InferOutput<typeof DynamicOffersSchema>;
