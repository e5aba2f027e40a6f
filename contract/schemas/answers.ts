import * as v from 'valibot';
import { BlueprintSchema } from './blueprint.ts';
import { CouponSchema, PlanSchema, PlanSettingSchema } from './catalog.ts';
import { PlainObjectSchema } from './common.ts';
import { CustomerSchema, SubscriptionSchema } from './customer.ts';
import { DynamicOffersSchema, PauseIntervalSchema } from './offer.ts';
import { BrandingSchema, OrgTranslationsSchema, ProviderSettingsSchema } from './org.ts';
import { SessionSchema } from './session.ts';

/** POST /api/orgs/{appId}/embed payload. */
export const EmbedRequestSchema = v.object({
  customAttributes: v.optional(v.record(v.string(), v.unknown()), {}),
  customerDataEndpoint: v.optional(v.nullable(v.string()), null),
  dynamicOffers: v.optional(v.nullable(DynamicOffersSchema), null),
});
export type EmbedRequest = v.InferOutput<typeof EmbedRequestSchema>;

/** POST /api/orgs/{appId}/embed answer: everything the cancel flow needs. */
export const EmbedAnswerSchema = v.object({
  blueprint: v.nullable(BlueprintSchema),
  branding: BrandingSchema,
  customer: v.nullable(CustomerSchema),
  coupons: v.optional(v.array(CouponSchema), []),
  testCoupons: v.optional(v.array(CouponSchema), []),
  sessions: v.optional(v.array(SessionSchema), []),
  offerPlans: v.optional(v.array(PlanSchema), []),
  testPlans: v.optional(v.array(PlanSchema), []),
  orgPlanSettings: v.optional(v.array(PlanSettingSchema), []),
  segment: v.optional(v.nullable(v.string()), null),
  orgTranslations: OrgTranslationsSchema,
  orgProviderSettings: v.optional(ProviderSettingsSchema, {}),
  externalData: v.optional(
    v.nullable(
      v.object({
        subscriptionId: v.optional(v.nullable(v.string()), null),
        customerAttributes: v.optional(v.record(v.string(), v.unknown()), {}),
      }),
    ),
    null,
  ),
  dynamicOffers: v.optional(v.nullable(DynamicOffersSchema), null),
});
export type EmbedAnswer = v.InferOutput<typeof EmbedAnswerSchema>;
export type EmbedAnswerInput = v.InferInput<typeof EmbedAnswerSchema>;

/** GET /api/orgs/{appId}/embed-lite answer: a lite blueprint (survey, confirm, freeform) and branding. */
export const LiteAnswerSchema = v.object({
  blueprint: v.nullable(BlueprintSchema),
  branding: BrandingSchema,
  segment: v.optional(v.nullable(v.string()), null),
  orgTranslations: OrgTranslationsSchema,
});
export type LiteAnswer = v.InferOutput<typeof LiteAnswerSchema>;

export const BrandingAnswerSchema = v.pipe(PlainObjectSchema, BrandingSchema);
export const CustomerAnswerSchema = v.pipe(PlainObjectSchema, CustomerSchema);

/** Action payloads (spec §7). */
export const ResumeRequestSchema = v.object({
  options: v.optional(v.object({ subscriptionId: v.optional(v.nullable(v.string()), null) }), {}),
});
/**
 * Coupon providers send `coupon`; custom-amount providers (domain/providers.ts usesCustomAmountDiscount) send
 * `coupon: null` with `customerAmount` (minor units of the subscription's currency) and `customDuration` (months).
 */
export const DiscountRequestSchema = v.object({
  coupon: v.nullable(v.string()),
  customerAmount: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
  customDuration: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  blueprintId: v.nullable(v.string()),
});
export const ExtendTrialRequestSchema = v.object({
  days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  blueprintId: v.nullable(v.string()),
});
export const PauseRequestSchema = v.object({
  /** Units of `interval`; null when a custom end date is chosen. */
  duration: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  interval: PauseIntervalSchema,
  /** ISO date the pause ends (the resume date). */
  date: v.nullable(v.string()),
});
export const UpdatePlanRequestSchema = v.object({ planId: v.string() });
export const CancelRequestSchema = v.object({ cancelAtPeriodEnd: v.optional(v.boolean(), true) });
export type ResumeRequest = v.InferOutput<typeof ResumeRequestSchema>;
export type DiscountRequest = v.InferOutput<typeof DiscountRequestSchema>;
export type ExtendTrialRequest = v.InferOutput<typeof ExtendTrialRequestSchema>;
export type PauseRequest = v.InferOutput<typeof PauseRequestSchema>;
export type UpdatePlanRequest = v.InferOutput<typeof UpdatePlanRequestSchema>;
export type CancelRequest = v.InferOutput<typeof CancelRequestSchema>;

/** Actions answer with the changed subscription (the spec leaves it open; this is our design). */
export const ActionAnswerSchema = v.object({ subscription: SubscriptionSchema });
export type ActionAnswer = v.InferOutput<typeof ActionAnswerSchema>;
