/**
 * What each money action does to a subscription, as a billing provider would: the rules both backends
 * apply (the mock in memory, the server's database-kept provider), so the two cannot drift. Each change
 * mutates the subscription it is given; callers pass their own copy. Pure otherwise: `now` is a parameter.
 */

import type { Coupon, PauseCollection, Plan, Price, Subscription } from '../../contract/schemas/index.ts';
import { addMonths } from './calendar.ts';

const SECONDS_PER_DAY = 86_400;

function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** At the period end (cancel_at_period_end), or at once: status canceled and any pause dropped. */
export function applyCancel(subscription: Subscription, atPeriodEnd: boolean, now: Date): void {
  subscription.canceled_at = toUnixSeconds(now);
  if (atPeriodEnd) {
    subscription.cancel_at_period_end = true;
    return;
  }
  subscription.status = 'canceled';
  subscription.cancel_at_period_end = false;
  subscription.pause_collection = null;
  subscription.pauseDate = null;
}

/** Records a planned pause (renderer/domain/pause-plan.ts planPause) on the subscription. */
export function applyPause(
  subscription: Subscription,
  pause: { pauseCollection: PauseCollection; startsAt: Date },
  now: Date,
): void {
  subscription.pause_collection = pause.pauseCollection;
  subscription.pauseDate = pause.startsAt > now ? toUnixSeconds(pause.startsAt) : null;
  subscription.metadata.pauseWallStartDate = pause.startsAt.toISOString();
}

/** Ends a pause: the pause wall's "Resume Subscription Now". */
export function applyResume(subscription: Subscription): void {
  subscription.pause_collection = null;
  subscription.pauseDate = null;
  subscription.resumptionPreview = null;
  delete subscription.metadata.pauseWallStartDate;
  if (subscription.status === 'paused') subscription.status = 'active';
}

/**
 * When an applied coupon stops applying: never for `forever`; a month after the start for `once` (the
 * stand-in for "the next invoice"); `duration_in_months` after the start for `repeating`.
 */
export function discountEnd(coupon: Coupon, start: Date): Date | null {
  if (coupon.duration === 'forever') return null;
  if (coupon.duration === 'once') return addMonths(start, 1);
  return addMonths(start, coupon.duration_in_months ?? 1);
}

/**
 * The coupon a custom-amount discount stands for (spec §5 custom-amount providers): amount_off in the
 * subscription's currency, repeating for the given months.
 */
export function customAmountCoupon(
  id: string,
  customerAmount: number,
  customDuration: number,
  currency: string | null,
): Coupon {
  return {
    id,
    name: null,
    percent_off: null,
    amount_off: customerAmount,
    duration: 'repeating',
    duration_in_months: customDuration,
    maxRedemptions: null,
    valid: true,
    redeemBy: null,
    currency,
  };
}

/** The coupon becomes the subscription's discount from `now`. */
export function applyDiscount(
  subscription: Subscription,
  discountId: string,
  coupon: Coupon,
  now: Date,
): void {
  const end = discountEnd(coupon, now);
  subscription.discount = {
    id: discountId,
    coupon,
    start: toUnixSeconds(now),
    end: end ? toUnixSeconds(end) : null,
  };
}

/** Moves the trial end (and the period end with it) by `days`; the caller checks it is on a trial. */
export function applyTrialExtension(subscription: Subscription, days: number): void {
  const trialEnd = (subscription.trial_end ?? 0) + days * SECONDS_PER_DAY;
  subscription.trial_end = trialEnd;
  subscription.current_period_end = Math.max(subscription.current_period_end, trialEnd);
}

/** A plan as the price of a subscription item. */
export function priceOfPlan(plan: Plan): Price {
  return {
    id: plan.id,
    active: true,
    unit_amount: plan.unit_amount,
    amount: null,
    billing_scheme: 'per_unit',
    currency: plan.currency,
    recurring: { ...plan.recurring },
    product: { name: plan.product.name },
    nickname: null,
  };
}

/** The subscription's (first) item switches to the plan's price; `itemId` names a new item if it has none. */
export function applyPlanChange(subscription: Subscription, plan: Plan, itemId: string): void {
  const item = subscription.items.data[0];
  if (item) item.price = priceOfPlan(plan);
  else subscription.items.data.push({ id: itemId, price: priceOfPlan(plan), type: null, quantity: 1 });
}
