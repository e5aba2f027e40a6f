import type { BillingInterval } from '../../contract/schemas/common.ts';
import type { Customer, Subscription } from '../../contract/schemas/customer.ts';

/** Converts provider unix seconds to a Date. */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** On trial when status is trialing (spec §4 Subscription facts). */
export function isOnTrial(subscription: Subscription): boolean {
  return subscription.status === 'trialing';
}

/** Cancel-scheduled when cancel_at_period_end is set; it ends at the current period end (spec §4). */
export function cancelScheduledDate(subscription: Subscription): Date | null {
  return subscription.cancel_at_period_end ? fromUnixSeconds(subscription.current_period_end) : null;
}

/**
 * The subscription's plan as its customer knows it: the first item's product name, else its price's nickname;
 * null when the provider sends neither (a product given only by id names nothing).
 */
export function planName(subscription: Subscription): string | null {
  const price = subscription.items.data[0]?.price;
  const product = typeof price?.product === 'object' ? price.product?.name.trim() : '';
  return product || price?.nickname?.trim() || null;
}

/** The billing period of a subscription, read from its first item's price. */
export interface BillingPeriod {
  interval: BillingInterval;
  count: number;
}
export function billingPeriod(subscription: Subscription): BillingPeriod | null {
  const recurring = subscription.items.data[0]?.price.recurring;
  return recurring ? { interval: recurring.interval, count: recurring.interval_count } : null;
}

/** Annual billing: yearly, or every 12 months. */
export function isAnnual(subscription: Subscription): boolean {
  const period = billingPeriod(subscription);
  if (!period) return false;
  return (
    (period.interval === 'YEAR' && period.count >= 1) || (period.interval === 'MONTH' && period.count === 12)
  );
}

/** Multi-month billing (quarterly and the like): every 2 to 11 months. */
export function isMultiMonth(subscription: Subscription): boolean {
  const period = billingPeriod(subscription);
  return !!period && period.interval === 'MONTH' && period.count > 1 && period.count < 12;
}

/** Quarterly billing: every 3 months. */
export function isQuarterly(subscription: Subscription): boolean {
  const period = billingPeriod(subscription);
  return !!period && period.interval === 'MONTH' && period.count === 3;
}

/** The subscription the flow acts on: the one named at init, else the customer's first. */
export function pickSubscription(customer: Customer, subscriptionId?: string | null): Subscription | null {
  const all = customer.subscriptions.data;
  if (subscriptionId) return all.find((s) => s.id === subscriptionId) ?? null;
  return all[0] ?? null;
}

/** The price of the subscription's first item in minor units (unit_amount, else amount) times its quantity. */
export function subscriptionPrice(subscription: Subscription): { amount: number; currency: string } | null {
  const item = subscription.items.data[0];
  if (!item) return null;
  const unit = item.price.unit_amount ?? item.price.amount;
  if (unit == null) return null;
  return { amount: unit * item.quantity, currency: item.price.currency };
}

/** What the product knows about a subscription's pause (spec §3 "pause info"). */
export interface PauseInfo {
  /** When the pause starts (a scheduled pause), else null. */
  startsAt: Date | null;
  /** When billing resumes, when known. */
  resumesAt: Date | null;
  /** The pause lies ahead (recognised for STRIPE and CHARGEBEE only). */
  future: boolean;
  /** Soft pause: access continues until this term end (annual or quarterly billing). */
  resumptionTermEnd: Date | null;
  /** Soft pause: annual or quarterly billing with a resumption term end. */
  soft: boolean;
}
