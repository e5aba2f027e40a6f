/**
 * Test helpers for the domain rules: literal wire objects parsed through the real schemas, so every test
 * value is one the backend could send. Only `*.test.ts` files import this module.
 */
import * as v from 'valibot';
import {
  type BillingInterval,
  ContactOfferSchema,
  type CouponInput,
  CouponSchema,
  type Customer,
  CustomerSchema,
  DiscountOfferSchema,
  DowngradeOfferSchema,
  type OfferType,
  PauseOfferSchema,
  PlanChangeOfferSchema,
  type PlanInput,
  PlanSchema,
  type ProviderSettingsInput,
  ProviderSettingsSchema,
  RedirectOfferSchema,
  type SessionInput,
  SessionSchema,
  type Subscription,
  type SubscriptionInput,
  SubscriptionSchema,
  TrialExtensionOfferSchema,
} from '../../contract/schemas/index.ts';
import type { OfferVisibilityContext, SkipReason } from './offer-visibility.ts';

// Month arithmetic follows the local calendar; pinning the zone keeps the literal dates below exact on any machine
// (Node re-reads TZ when it is assigned at run time).
process.env.TZ = 'UTC';

/** The fixed "now" of the domain tests: mid-March 2025, noon UTC. */
export const NOW = new Date('2025-03-15T12:00:00.000Z');

/** Unix seconds of an ISO date-time, as providers send timestamps. */
export function unix(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** A Date from an ISO string (shorter to read in expectations). */
export function at(iso: string): Date {
  return new Date(iso);
}

export interface SubscriptionShape {
  /** Billing interval of the first item; default MONTH. */
  interval?: BillingInterval;
  /** Default 1. */
  intervalCount?: number;
  /** Price id of the first item (the current plan); default price_monthly. */
  priceId?: string;
  /** Minor units; default 2000. */
  unitAmount?: number | null;
  currency?: string;
  quantity?: number;
}

/** A subscription with sensible defaults: active, monthly, period 2025-03-01 → 2025-04-01. */
export function subscription(
  wire: Partial<SubscriptionInput> = {},
  shape: SubscriptionShape = {},
): Subscription {
  return v.parse(SubscriptionSchema, {
    id: 'sub_1',
    status: 'active',
    start_date: unix('2024-01-01T00:00:00Z'),
    current_period_start: unix('2025-03-01T00:00:00Z'),
    current_period_end: unix('2025-04-01T00:00:00Z'),
    items: {
      data: [
        {
          id: 'si_1',
          quantity: shape.quantity ?? 1,
          price: {
            id: shape.priceId ?? 'price_monthly',
            unit_amount: shape.unitAmount === undefined ? 2000 : shape.unitAmount,
            currency: shape.currency ?? 'usd',
            recurring: { interval: shape.interval ?? 'MONTH', interval_count: shape.intervalCount ?? 1 },
          },
        },
      ],
    },
    ...wire,
  });
}

/** Annual billing (one year). */
export function annualSubscription(wire: Partial<SubscriptionInput> = {}): Subscription {
  return subscription(
    { current_period_end: unix('2025-12-01T00:00:00Z'), ...wire },
    { interval: 'YEAR', priceId: 'price_annual', unitAmount: 20000 },
  );
}

/** Quarterly billing (every three months). */
export function quarterlySubscription(wire: Partial<SubscriptionInput> = {}): Subscription {
  return subscription(
    { current_period_end: unix('2025-05-01T00:00:00Z'), ...wire },
    { interval: 'MONTH', intervalCount: 3, priceId: 'price_quarterly', unitAmount: 5500 },
  );
}

export function customer(subscriptions: Subscription[], wire: Record<string, unknown> = {}): Customer {
  return v.parse(CustomerSchema, {
    id: 'cus_1',
    email: 'ada@example.com',
    ...wire,
    subscriptions: { data: subscriptions },
  });
}

/** A past session; default created 2025-01-10, neither aborted nor canceled. */
export function session(wire: Partial<SessionInput> = {}) {
  return v.parse(SessionSchema, { createdAt: '2025-01-10T00:00:00.000Z', ...wire });
}

/** A past session that accepted an offer of `offerType` with the given accepted-offer fields. */
export function acceptedSession(
  offerType: OfferType,
  accepted: Record<string, unknown> = {},
  wire: Partial<SessionInput> = {},
) {
  return session({ ...wire, acceptedOffer: { guid: `accepted_${offerType}`, offerType, ...accepted } });
}

export function coupon(wire: Partial<CouponInput> = {}) {
  return v.parse(CouponSchema, {
    id: 'SAVE20',
    percent_off: 20,
    duration: 'repeating',
    duration_in_months: 3,
    ...wire,
  });
}

export function plan(id: string, wire: Partial<PlanInput> = {}) {
  return v.parse(PlanSchema, {
    id,
    currency: 'usd',
    recurring: { interval: 'MONTH', interval_count: 1 },
    unit_amount: 1500,
    product: { name: id },
    ...wire,
  });
}

export function providerSettings(wire: ProviderSettingsInput = {}) {
  return v.parse(ProviderSettingsSchema, wire);
}

export function pauseOffer(pauseConfig: Record<string, unknown> = {}, wire: Record<string, unknown> = {}) {
  return v.parse(PauseOfferSchema, {
    guid: 'offer_pause',
    offerType: 'PAUSE',
    pauseConfig: { maxPauseLength: 3, pauseInterval: 'MONTH', ...pauseConfig },
    ...wire,
  });
}

export function discountOffer(discountConfig: Record<string, unknown> = {}) {
  return v.parse(DiscountOfferSchema, {
    guid: 'offer_discount',
    offerType: 'DISCOUNT',
    discountConfig: { couponId: 'SAVE20', ...discountConfig },
  });
}

export function trialExtensionOffer(days = 7) {
  return v.parse(TrialExtensionOfferSchema, {
    guid: 'offer_trial',
    offerType: 'TRIAL_EXTENSION',
    trialExtensionConfig: { trialExtensionDays: days },
  });
}

export function planChangeOffer(options: string[]) {
  return v.parse(PlanChangeOfferSchema, {
    guid: 'offer_plans',
    offerType: 'PLAN_CHANGE',
    planChangeConfig: { options },
  });
}

export function contactOffer() {
  return v.parse(ContactOfferSchema, { guid: 'offer_contact', offerType: 'CONTACT' });
}

export function redirectOffer() {
  return v.parse(RedirectOfferSchema, {
    guid: 'offer_redirect',
    offerType: 'REDIRECT',
    redirectConfig: { redirectUrl: 'https://example.com/help' },
  });
}

/** A downgrade offer to `planId` (beyond the spec). */
export function downgradeOffer(planId = 'plan_free') {
  return v.parse(DowngradeOfferSchema, {
    guid: 'offer_downgrade',
    offerType: 'DOWNGRADE',
    downgradeConfig: { planId },
  });
}

/** A trialing subscription (trial 2025-03-01 → 2025-03-29). */
export function trialingSubscription(): Subscription {
  return subscription({
    status: 'trialing',
    trial_start: unix('2025-03-01T00:00:00Z'),
    trial_end: unix('2025-03-29T00:00:00Z'),
  });
}

/** An offer-visibility context where every offer is visible: live, monthly, coupon SAVE20, plan_pro on sale. */
export function visibilityContext(overrides: Partial<OfferVisibilityContext> = {}): OfferVisibilityContext {
  return {
    subscription: subscription(),
    provider: 'STRIPE',
    mode: 'LIVE',
    preview: false,
    orgProviderSettings: providerSettings(),
    sessions: [],
    coupons: [coupon({ id: 'SAVE20' })],
    testCoupons: [coupon({ id: 'TEST50', percent_off: 50 })],
    offerPlans: [plan('plan_pro'), plan('plan_euro', { currency: 'eur' })],
    testPlans: [plan('plan_test')],
    cooldowns: { discountCooldown: null, pauseCooldown: null },
    now: NOW,
    ...overrides,
  };
}

/** The verdict of a skipped offer without an issue. */
export const skippedFor = (reason: SkipReason) => ({ visible: false, reason });
/** The verdict of a visible offer without an issue. */
export const shown = { visible: true };
