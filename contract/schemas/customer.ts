import * as v from 'valibot';
import { CouponSchema, RecurringSchema } from './catalog.ts';
import { MetadataSchema, UnixSecondsSchema } from './common.ts';

/** An applied discount: the coupon and when it started and ends. */
export const DiscountSchema = v.object({
  id: v.optional(v.string()),
  coupon: CouponSchema,
  start: v.optional(v.nullable(UnixSecondsSchema), null),
  end: v.optional(v.nullable(UnixSecondsSchema), null),
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

/** A price (spec §3): `unit_amount` or `amount` in minor units. */
export const PriceSchema = v.object({
  id: v.string(),
  active: v.optional(v.boolean(), true),
  unit_amount: v.optional(v.nullable(v.number()), null),
  amount: v.optional(v.nullable(v.number()), null),
  billing_scheme: v.optional(v.nullable(v.string()), null),
  currency: v.pipe(v.string(), v.toLowerCase()),
  recurring: RecurringSchema,
  product: v.optional(
    v.nullable(v.union([v.string(), v.object({ name: v.optional(v.string(), '') })])),
    null,
  ),
  nickname: v.optional(v.nullable(v.string()), null),
});
export type Price = v.InferOutput<typeof PriceSchema>;

export const SubscriptionItemSchema = v.object({
  id: v.string(),
  created: v.optional(UnixSecondsSchema),
  price: PriceSchema,
  type: v.optional(v.nullable(v.string()), null),
  quantity: v.optional(v.pipe(v.number(), v.minValue(0)), 1),
});
export type SubscriptionItem = v.InferOutput<typeof SubscriptionItemSchema>;

/** Stripe's pause behaviours; other providers map onto them. */
export const PAUSE_BEHAVIORS = ['keep_as_draft', 'mark_uncollectible', 'void'] as const;

export const PauseCollectionSchema = v.object({
  behavior: v.optional(v.picklist(PAUSE_BEHAVIORS), 'void'),
  resumes_at: v.optional(v.nullable(UnixSecondsSchema), null),
  /** Soft pause (annual/quarterly): access continues until this term end. */
  resumption_term_end: v.optional(v.nullable(UnixSecondsSchema), null),
});
export type PauseCollection = v.InferOutput<typeof PauseCollectionSchema>;

/** Subscription statuses the rules read; others are kept as they come. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/** A subscription in the billing provider's shape (spec §3), unix-second timestamps. */
export const SubscriptionSchema = v.object({
  id: v.string(),
  status: v.pipe(v.string(), v.toLowerCase()),
  start_date: UnixSecondsSchema,
  current_period_start: UnixSecondsSchema,
  current_period_end: UnixSecondsSchema,
  cancel_at_period_end: v.optional(v.boolean(), false),
  canceled_at: v.optional(v.nullable(UnixSecondsSchema), null),
  items: v.object({ data: v.array(SubscriptionItemSchema) }),
  pause_collection: v.optional(v.nullable(PauseCollectionSchema), null),
  trial_start: v.optional(v.nullable(UnixSecondsSchema), null),
  trial_end: v.optional(v.nullable(UnixSecondsSchema), null),
  discount: v.optional(v.nullable(DiscountSchema), null),
  /** May hold `pauseWallStartDate` (ISO date or unix seconds). */
  metadata: MetadataSchema,
  /** When a scheduled (future) pause starts. */
  pauseDate: v.optional(v.nullable(UnixSecondsSchema), null),
  resumptionPreview: v.optional(
    v.nullable(
      v.object({ amountDue: v.number(), currency: v.optional(v.pipe(v.string(), v.toLowerCase())) }),
    ),
    null,
  ),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const CardSchema = v.object({
  brand: v.optional(v.nullable(v.string()), null),
  last4: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/, 'last4 must be four digits'))), null),
});
export type Card = v.InferOutput<typeof CardSchema>;

/** A customer in the billing provider's shape (spec §3 Customer). */
export const CustomerSchema = v.object({
  id: v.string(),
  email: v.optional(v.nullable(v.string()), null),
  name: v.optional(v.nullable(v.string()), null),
  created: v.optional(UnixSecondsSchema),
  discount: v.optional(v.nullable(DiscountSchema), null),
  stripeAccountId: v.optional(v.nullable(v.string()), null),
  metadata: MetadataSchema,
  subscriptions: v.optional(v.object({ data: v.array(SubscriptionSchema) }), { data: [] }),
  /** The card on file for invoices, when the provider knows it. */
  primaryInvoiceCard: v.optional(v.nullable(CardSchema), null),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;
export type CustomerInput = v.InferInput<typeof CustomerSchema>;
export type SubscriptionInput = v.InferInput<typeof SubscriptionSchema>;
