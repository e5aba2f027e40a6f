import * as v from 'valibot';
import { BlueprintSchema, describeIssues, type SkippedItem, typeOf } from './blueprint.ts';
import { CouponSchema, PlanSchema, PlanSettingSchema } from './catalog.ts';
import { PlainObjectSchema } from './common.ts';
import { CustomerSchema, SubscriptionSchema } from './customer.ts';
import { DynamicOffersSchema, PauseIntervalSchema } from './offer.ts';
import { BrandingSchema, OrgTranslationsSchema, ProviderSettingsSchema } from './org.ts';
import { ownEntries } from './own-entries.ts';
import { SessionSchema } from './session.ts';

/** POST /api/orgs/{appId}/embed payload. */
export const EmbedRequestSchema = v.object({
  customAttributes: v.optional(v.record(v.string(), v.unknown()), {}),
  customerDataEndpoint: v.optional(v.nullable(v.string()), null),
  dynamicOffers: v.optional(v.nullable(DynamicOffersSchema), null),
});
export type EmbedRequest = v.InferOutput<typeof EmbedRequestSchema>;

/**
 * POST /api/orgs/{appId}/embed answer: everything the cancel flow needs. One malformed past session is dropped
 * (and listed in `skipped`, to be reported) rather than failing the whole answer: it only feeds cooldowns.
 */
export const EmbedAnswerSchema = v.pipe(
  v.object({
    blueprint: v.nullable(BlueprintSchema),
    branding: BrandingSchema,
    customer: v.nullable(CustomerSchema),
    coupons: v.optional(v.array(CouponSchema), []),
    testCoupons: v.optional(v.array(CouponSchema), []),
    sessions: v.optional(v.array(v.unknown()), []),
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
  }),
  v.transform((answer) => {
    const skipped: SkippedItem[] = [];
    const sessions = answer.sessions.flatMap((raw) => {
      const parsed = v.safeParse(ownEntries(SessionSchema), raw);
      if (parsed.success) return [parsed.output];
      skipped.push({
        kind: 'session',
        guid: typeOf(raw, '_id'),
        type: null,
        reason: `Malformed session: ${describeIssues(parsed.issues)}`,
      });
      return [];
    });
    return { ...answer, sessions, skipped };
  }),
);
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

/** Our backends answer an action with the changed subscription (the spec leaves it open; this is our design). */
export const ActionAnswerSchema = v.object({ subscription: SubscriptionSchema });

/**
 * How a client reads an action's answer: spec §7 shows none, so any 2xx is success and the body is a bonus. A
 * body that is not `{subscription}` (none, not JSON, another shape) reads as no subscription; whoever needs the
 * subscription refreshes the customer.
 */
export const ActionResultSchema = v.fallback(v.object({ subscription: v.optional(SubscriptionSchema) }), {});
export type ActionAnswer = v.InferOutput<typeof ActionResultSchema>;
