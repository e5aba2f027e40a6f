import * as v from 'valibot';
import { BillingIntervalSchema, UnixSecondsSchema } from './common.ts';

/** Coupon durations as billing providers send them. */
export const COUPON_DURATIONS = ['forever', 'once', 'repeating'] as const;

/** A coupon (spec §3) in the provider's shape. */
export const CouponSchema = v.pipe(
  v.object({
    id: v.string(),
    name: v.optional(v.nullable(v.string()), null),
    percent_off: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))), null),
    /** Minor units of `currency`. */
    amount_off: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
    duration: v.picklist(COUPON_DURATIONS),
    duration_in_months: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
    maxRedemptions: v.optional(v.nullable(v.number()), null),
    valid: v.optional(v.boolean(), true),
    redeemBy: v.optional(v.nullable(UnixSecondsSchema), null),
    created: v.optional(UnixSecondsSchema),
    currency: v.optional(v.nullable(v.pipe(v.string(), v.toLowerCase())), null),
  }),
  v.check(
    (coupon) => coupon.percent_off != null || coupon.amount_off != null,
    'A coupon needs percent_off or amount_off',
  ),
);
export type Coupon = v.InferOutput<typeof CouponSchema>;

export const RecurringSchema = v.object({
  interval: BillingIntervalSchema,
  interval_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});
export type Recurring = v.InferOutput<typeof RecurringSchema>;

/** A plan the organisation sells (spec §3 Plan). */
export const PlanSchema = v.object({
  id: v.string(),
  currency: v.pipe(v.string(), v.toLowerCase()),
  recurring: RecurringSchema,
  /** Minor units. */
  unit_amount: v.pipe(v.number(), v.minValue(0)),
  product: v.optional(v.object({ name: v.optional(v.string(), '') }), { name: '' }),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

/** How the organisation presents a plan on plan-change cards (spec §3 Plan settings). */
export const PlanSettingSchema = v.object({
  planId: v.string(),
  nick: v.optional(v.nullable(v.string()), null),
  /** Minor units, shown struck through. */
  msrp: v.optional(v.nullable(v.number()), null),
  /** Minor units, shown instead of the plan's price; display-only (a plan change charges unit_amount). */
  priceOverride: v.optional(v.nullable(v.number()), null),
  tagline: v.optional(v.nullable(v.string()), null),
  features: v.optional(v.array(v.string()), []),
});
export type PlanSetting = v.InferOutput<typeof PlanSettingSchema>;

export type CouponInput = v.InferInput<typeof CouponSchema>;
export type PlanInput = v.InferInput<typeof PlanSchema>;
export type PlanSettingInput = v.InferInput<typeof PlanSettingSchema>;
