/**
 * Billing periods: counted from the billing cycle anchor (so a period started on the 31st comes back to the
 * 31st where the month has one), in the price's interval × interval_count, UTC.
 */
import type Stripe from 'stripe';
import { addMonthsSeconds } from '../objects/subscription.ts';

const DAY = 86_400;

/** The anchor moved on by `k` of the recurring intervals. */
export function stepFrom(anchor: number, recurring: Stripe.Price.Recurring, k: number): number {
  const count = recurring.interval_count * k;
  switch (recurring.interval) {
    case 'day':
      return anchor + count * DAY;
    case 'week':
      return anchor + count * 7 * DAY;
    case 'year':
      return addMonthsSeconds(anchor, count * 12);
    default:
      return addMonthsSeconds(anchor, count);
  }
}

/** The end of the period that starts at `start`: the first anchored boundary after it. */
export function periodEndAfter(anchor: number, start: number, recurring: Stripe.Price.Recurring): number {
  let k = 1;
  while (stepFrom(anchor, recurring, k) <= start) k += 1;
  return stepFrom(anchor, recurring, k);
}

export function recurringOf(subscription: Stripe.Subscription): Stripe.Price.Recurring {
  const recurring = subscription.items.data[0]?.price.recurring;
  if (!recurring) throw new Error(`Subscription ${subscription.id} has no recurring price`);
  return recurring;
}

/** The share of the period [start, end) still ahead at `at`, for prorations. */
export function remainingShare(period: { start: number; end: number }, at: number): number {
  const length = period.end - period.start;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (period.end - at) / length));
}
