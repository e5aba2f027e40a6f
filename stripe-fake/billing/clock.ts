/**
 * The controllable clock, as a Stripe test clock advances: every moment a subscription reaches on the way
 * to the new time is run in order — a pause resuming at `resumes_at`, a trial ending, a period renewing
 * (a new period and its invoice, charged to the default card: paid, or open with a failed attempt), a
 * subscription set to cancel at the period end ending there.
 */
import type Stripe from 'stripe';
import { type Ctx, changedFields, snapshot } from '../engine.ts';
import { periodOf, setPeriod } from '../objects/subscription.ts';
import { getObject } from '../state.ts';
import { defaultPaymentMethodOf } from './cards.ts';
import { attemptPayment, invoiceSubscription } from './invoicing.ts';
import { periodEndAfter, recurringOf } from './periods.ts';

const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

type Due = { at: number; subscription: Stripe.Subscription; kind: 'resume' | 'cancel' | 'period-end' };

function nextDue(ctx: Ctx, until: number): Due | null {
  let next: Due | null = null;
  const consider = (due: Due) => {
    if (due.at <= until && (next === null || due.at < next.at)) next = due;
  };
  for (const subscription of ctx.state.subscriptions.values()) {
    if (ENDED.has(subscription.status) || subscription.status === 'incomplete') continue;
    const resumesAt = subscription.pause_collection?.resumes_at;
    if (resumesAt) consider({ at: resumesAt, subscription, kind: 'resume' });
    if (subscription.cancel_at && !subscription.cancel_at_period_end)
      consider({ at: subscription.cancel_at, subscription, kind: 'cancel' });
    consider({ at: periodOf(subscription).end, subscription, kind: 'period-end' });
  }
  return next;
}

/** Ends a subscription now (DELETE, a cancel_at reached, or the period end of cancel_at_period_end). */
export function endSubscription(ctx: Ctx, subscription: Stripe.Subscription): void {
  const before = snapshot(subscription);
  subscription.status = 'canceled';
  subscription.ended_at = ctx.state.now;
  subscription.canceled_at ??= ctx.state.now;
  subscription.cancel_at_period_end = false;
  subscription.cancel_at = null;
  subscription.pause_collection = null;
  ctx.emit('customer.subscription.deleted', subscription, changedFields(before, subscription));
}

function renew(ctx: Ctx, subscription: Stripe.Subscription): void {
  const before = snapshot(subscription);
  const { end } = periodOf(subscription);
  const endingTrial = subscription.status === 'trialing';
  if (endingTrial) {
    subscription.status = 'active';
    subscription.billing_cycle_anchor = end;
  }
  const nextEnd = periodEndAfter(subscription.billing_cycle_anchor, end, recurringOf(subscription));
  setPeriod(subscription, end, nextEnd);
  const invoice = invoiceSubscription(ctx, subscription, {
    reason: 'subscription_cycle',
    period: { start: end, end: nextEnd },
    includeItems: true,
  });
  if (subscription.pause_collection?.behavior === 'void' && invoice.status === 'open') {
    // Collection paused with `void`: Stripe still draws up each invoice, then voids it.
    invoice.status = 'void';
    invoice.status_transitions.voided_at = ctx.state.now;
    ctx.emit('invoice.voided', invoice);
  } else if (invoice.status === 'open') {
    const customer = getObject(ctx.state, 'customers', subscription.customer as string);
    const method = defaultPaymentMethodOf(subscription, customer);
    attemptPayment(ctx, invoice, method ? getObject(ctx.state, 'paymentMethods', method) : null, 'automatic');
  }
  const previous = changedFields(before, subscription);
  if (endingTrial) previous.status = 'trialing';
  ctx.emit('customer.subscription.updated', subscription, previous);
}

function run(ctx: Ctx, due: Due): void {
  const { subscription } = due;
  if (due.kind === 'resume') {
    const before = snapshot(subscription);
    subscription.pause_collection = null;
    ctx.emit('customer.subscription.updated', subscription, changedFields(before, subscription));
  } else if (due.kind === 'cancel' || subscription.cancel_at_period_end) {
    endSubscription(ctx, subscription);
  } else {
    renew(ctx, subscription);
  }
}

/** Moves the clock to `to` (never backwards), running everything due on the way. */
export function advanceClock(ctx: Ctx, to: number): void {
  if (to < ctx.state.now) throw new Error('The clock only moves forward');
  for (let due = nextDue(ctx, to); due !== null; due = nextDue(ctx, to)) {
    ctx.state.now = Math.max(ctx.state.now, due.at);
    run(ctx, due);
  }
  ctx.state.now = to;
}
