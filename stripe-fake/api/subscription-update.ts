/**
 * POST /v1/subscriptions/:id — today's API: item price changes with `proration_behavior`
 * (create_prorations: lines on the next invoice; always_invoice: an invoice now; none), a change of
 * interval resetting the period and billing at once, `cancel_at_period_end`, `pause_collection`
 * ({behavior, resumes_at}, '' clears it), `discounts[]` (replaces the list), `trial_end`. Everything is
 * validated before anything changes; one `customer.subscription.updated` tells what did.
 */
import type Stripe from 'stripe';
import { defaultPaymentMethodOf } from '../billing/cards.ts';
import { attemptPayment, invoiceSubscription } from '../billing/invoicing.ts';
import { periodEndAfter, remainingShare } from '../billing/periods.ts';
import { type Ctx, changedFields, snapshot } from '../engine.ts';
import { invalidParam, invalidState, resourceMissing } from '../errors.ts';
import type { ParamObject } from '../form-params.ts';
import { planOf } from '../objects/catalog.ts';
import type { LineInput } from '../objects/invoice.ts';
import { buildItem, periodOf, setPeriod } from '../objects/subscription.ts';
import { getObject } from '../state.ts';
import { applyMetadata, only, optArray, optBool, optString } from './params.ts';
import {
  checkCurrency,
  type ItemChange,
  readDefaultPaymentMethod,
  readDiscounts,
  readItems,
  readPauseCollection,
  readTrialEnd,
  storeDiscounts,
} from './subscription-params.ts';

const ALLOWED = [
  'items',
  'proration_behavior',
  'cancel_at_period_end',
  'cancel_at',
  'pause_collection',
  'discounts',
  'trial_end',
  'default_payment_method',
  'metadata',
  'cancellation_details',
  'payment_behavior',
] as const;
const PRORATION_BEHAVIORS = ['create_prorations', 'always_invoice', 'none'] as const;
type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

function sameInterval(a: Stripe.Price, b: Stripe.Price): boolean {
  return (
    a.recurring?.interval === b.recurring?.interval &&
    a.recurring?.interval_count === b.recurring?.interval_count
  );
}

function chargeNow(ctx: Ctx, subscription: Stripe.Subscription, invoice: Stripe.Invoice): void {
  if (invoice.status !== 'open') return;
  const customer = getObject(ctx.state, 'customers', subscription.customer as string);
  const method = defaultPaymentMethodOf(subscription, customer);
  attemptPayment(ctx, invoice, method ? getObject(ctx.state, 'paymentMethods', method) : null, 'automatic');
}

/** Applies the item changes, with the prorations Stripe makes for what is left of the period. */
function changeItems(
  ctx: Ctx,
  subscription: Stripe.Subscription,
  changes: ItemChange[],
  behavior: ProrationBehavior,
): void {
  const { now } = ctx.state;
  const period = periodOf(subscription);
  const share = remainingShare(period, now);
  const prorations: LineInput[] = [];
  let intervalChanged = false;
  for (const change of changes) {
    const existing = change.id ? subscription.items.data.find((item) => item.id === change.id) : undefined;
    const oldAmount = existing ? (existing.price.unit_amount ?? 0) * (existing.quantity ?? 1) : 0;
    if (existing && change.price && !sameInterval(existing.price, change.price)) intervalChanged = true;
    if (change.deleted && existing) {
      subscription.items.data = subscription.items.data.filter((item) => item !== existing);
    } else if (existing) {
      if (change.price) {
        existing.price = change.price;
        existing.plan = planOf(change.price);
      }
      if (change.quantity !== null) existing.quantity = change.quantity;
    } else if (change.price) {
      subscription.items.data.push(
        buildItem(subscription.id, {
          price: change.price,
          quantity: change.quantity ?? 1,
          periodStart: period.start,
          periodEnd: period.end,
          now,
        }),
      );
    }
    const after = change.deleted ? undefined : (existing ?? subscription.items.data.at(-1));
    const newAmount = after ? (after.price.unit_amount ?? 0) * (after.quantity ?? 1) : 0;
    if (oldAmount !== newAmount && subscription.status !== 'trialing' && after) {
      const item = after.id;
      if (oldAmount)
        prorations.push({
          description: 'Unused time',
          amount: -Math.round(oldAmount * share),
          period: { start: now, end: period.end },
          subscriptionItem: item,
          proration: true,
        });
      if (newAmount)
        prorations.push({
          description: 'Remaining time',
          amount: Math.round(newAmount * share),
          period: { start: now, end: period.end },
          subscriptionItem: item,
          proration: true,
          price: after.price,
        });
    }
  }
  if (intervalChanged && subscription.status !== 'trialing') {
    // A new interval restarts the billing cycle now and bills the new period at once (Stripe's rule).
    const recurring = subscription.items.data[0]?.price.recurring;
    if (!recurring) return;
    subscription.billing_cycle_anchor = now;
    setPeriod(subscription, now, periodEndAfter(now, now, recurring));
    const credits = behavior === 'none' ? [] : prorations.filter((line) => line.amount < 0);
    const invoice = invoiceSubscription(ctx, subscription, {
      reason: 'subscription_update',
      period: periodOf(subscription),
      includeItems: true,
      extraLines: credits,
    });
    chargeNow(ctx, subscription, invoice);
    return;
  }
  if (behavior === 'none' || prorations.length === 0) return;
  if (behavior === 'always_invoice') {
    const invoice = invoiceSubscription(ctx, subscription, {
      reason: 'subscription_update',
      period: { start: now, end: period.end },
      includeItems: false,
      extraLines: prorations,
    });
    chargeNow(ctx, subscription, invoice);
    return;
  }
  const pending = ctx.state.pendingLines.get(subscription.id) ?? [];
  for (const line of prorations)
    pending.push({
      description: line.description,
      amount: line.amount,
      currency: subscription.currency,
      period: line.period,
      subscriptionItem: line.subscriptionItem ?? '',
    });
  ctx.state.pendingLines.set(subscription.id, pending);
}

function changeTrial(ctx: Ctx, subscription: Stripe.Subscription, trialEnd: 'now' | number): void {
  const { now } = ctx.state;
  if (trialEnd === 'now') {
    if (subscription.status !== 'trialing') return;
    subscription.trial_end = now;
    subscription.status = 'active';
    subscription.billing_cycle_anchor = now;
    const recurring = subscription.items.data[0]?.price.recurring;
    if (!recurring) return;
    setPeriod(subscription, now, periodEndAfter(now, now, recurring));
    const invoice = invoiceSubscription(ctx, subscription, {
      reason: 'subscription_update',
      period: periodOf(subscription),
      includeItems: true,
    });
    chargeNow(ctx, subscription, invoice);
    return;
  }
  if (subscription.status !== 'trialing') {
    subscription.trial_start = now;
    setPeriod(subscription, now, trialEnd);
  } else {
    setPeriod(subscription, periodOf(subscription).start, trialEnd);
  }
  subscription.status = 'trialing';
  subscription.trial_end = trialEnd;
}

export function updateSubscription(ctx: Ctx, id: string, params: ParamObject): Stripe.Subscription {
  only(params, ALLOWED);
  const subscription = getObject(ctx.state, 'subscriptions', id);
  const onlyNotes = Object.keys(params).every((key) =>
    ['metadata', 'cancellation_details', 'expand'].includes(key),
  );
  if (subscription.status === 'canceled' && !onlyNotes)
    throw invalidState('A canceled subscription can only update its cancellation_details and metadata.');
  // Read and validate everything first: a refused update changes nothing.
  const itemsParam = optArray(params, 'items');
  const items = itemsParam ? readItems(ctx, itemsParam) : [];
  items.forEach((item, index) => {
    if (item.id && !subscription.items.data.some((existing) => existing.id === item.id))
      throw resourceMissing(item.id, `items[${index}][id]`);
    if (item.price) checkCurrency(item.price, subscription.currency, `items[${index}][price]`);
  });
  const behaviorParam = optString(params, 'proration_behavior') ?? 'create_prorations';
  if (!(PRORATION_BEHAVIORS as readonly string[]).includes(behaviorParam))
    throw invalidParam(
      'proration_behavior',
      `Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(', ')}`,
    );
  const cancelAtPeriodEnd = optBool(params, 'cancel_at_period_end');
  const pause = readPauseCollection(ctx, params.pause_collection);
  const trialEnd = readTrialEnd(ctx, params.trial_end);
  const discountsParam = optArray(params, 'discounts');
  const customer = subscription.customer as string;
  const discounts =
    discountsParam === undefined
      ? undefined
      : readDiscounts(ctx, discountsParam, { ...subscription, customer });
  const paymentMethod = readDefaultPaymentMethod(ctx, optString(params, 'default_payment_method'), customer);
  const cancelAtParam = optString(params, 'cancel_at');
  if (cancelAtParam && (!/^\d+$/.test(cancelAtParam) || Number(cancelAtParam) <= ctx.state.now))
    throw invalidParam('cancel_at', 'Invalid timestamp: must be an integer Unix timestamp in the future.');

  const before = snapshot(subscription);
  if (paymentMethod !== undefined) subscription.default_payment_method = paymentMethod;
  if (items.length) changeItems(ctx, subscription, items, behaviorParam as ProrationBehavior);
  if (trialEnd !== undefined) changeTrial(ctx, subscription, trialEnd);
  if (pause !== undefined) subscription.pause_collection = pause;
  if (cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? periodOf(subscription).end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? ctx.state.now : null;
  }
  if (cancelAtParam !== undefined) {
    subscription.cancel_at = cancelAtParam ? Number(cancelAtParam) : null;
    subscription.canceled_at = cancelAtParam ? ctx.state.now : null;
  }
  if (discounts) {
    storeDiscounts(ctx, discounts.created);
    subscription.discounts = discounts.ids;
  }
  subscription.metadata = applyMetadata(subscription.metadata, params);
  const previous = changedFields(before, subscription);
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}
