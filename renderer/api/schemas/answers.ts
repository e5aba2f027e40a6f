import * as v from 'valibot';
import { BlueprintSchema } from './blueprint.ts';
import { CouponSchema, PlanSchema, PlanSettingSchema } from './catalog.ts';
import { PlainObjectSchema, UnixSecondsSchema } from './common.ts';
import { CardSchema, CustomerSchema, SubscriptionSchema } from './customer.ts';
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

/** One failed invoice (spec §3 Failed invoice). */
export const FailedInvoiceSchema = v.object({
  id: v.string(),
  attemptCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  dueDate: v.nullable(UnixSecondsSchema),
  amountDue: v.optional(v.number(), 0),
  currency: v.optional(v.pipe(v.string(), v.toLowerCase()), 'usd'),
  charge: v.optional(
    v.nullable(
      v.object({ payment_method_details: v.optional(v.nullable(v.object({ card: CardSchema })), null) }),
    ),
    null,
  ),
});
export type FailedInvoice = v.InferOutput<typeof FailedInvoiceSchema>;
export const FailedInvoicesAnswerSchema = v.array(FailedInvoiceSchema);

/** Managed flow (spec §7). */
export const CheckIdentityRequestSchema = v.object({ email: v.pipe(v.string(), v.trim(), v.email()) });
export const VerifyIdentityRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code has six digits')),
});
export const VerifyIdentityAnswerSchema = v.object({
  hmac: v.pipe(v.string(), v.minLength(1, 'missing hmac')),
  customerId: v.pipe(v.string(), v.minLength(1)),
});
export type VerifyIdentityAnswer = v.InferOutput<typeof VerifyIdentityAnswerSchema>;

/** GET /api/orgs/{appId}/embed/billing: a setup intent. */
export const SetupIntentAnswerSchema = v.object({ client_secret: v.pipe(v.string(), v.minLength(1)) });
export type SetupIntentAnswer = v.InferOutput<typeof SetupIntentAnswerSchema>;

/** POST /api/orgs/{appId}/embed/billing. */
export const UpdateBillingRequestSchema = v.object({
  paymentMethodId: v.pipe(v.string(), v.minLength(1)),
  failedPaymentWall: v.boolean(),
});
export const PaymentAnswerSchema = v.object({
  invoice: v.nullable(v.string()),
  amountPaid: v.number(),
  currency: v.pipe(v.string(), v.toLowerCase()),
  card: v.optional(v.nullable(CardSchema), null),
});
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerSchema>;

export type FailedInvoiceInput = v.InferInput<typeof FailedInvoiceSchema>;
