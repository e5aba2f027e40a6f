/**
 * A subscription already set to cancel at the period end is served no offers: its cancel flow starts on
 * "already set to cancel" (spec §4 Flow start). So a money action that accepts an offer (pause, discount,
 * extend-trial, update-plan) refuses it with 400 and this text, in the server and the mock alike: a flow
 * opened before the cancel (another tab) must not tell the customer they stayed while the subscription still
 * ends. Cancel (now, or again) and the pause wall's resume are not offers and still run.
 */
import type { Subscription } from './schemas/index.ts';

export const CANCEL_SCHEDULED_TEXT =
  'This subscription is already set to cancel at the end of its period, so no offer can be accepted.';

/** Whether an offer's money action must refuse this subscription. */
export function refusesOffers(subscription: Pick<Subscription, 'cancel_at_period_end'>): boolean {
  return subscription.cancel_at_period_end === true;
}
