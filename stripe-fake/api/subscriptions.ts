/**
 * /v1/subscriptions: create (a trial, or a first invoice charged to the default card), retrieve, list by
 * customer (canceled ones only when asked, as Stripe lists), cancel (DELETE, at once). Updates live in
 * subscription-update.ts.
 */
import type Stripe from 'stripe';
import { defaultPaymentMethodOf } from '../billing/cards.ts';
import { endSubscription } from '../billing/clock.ts';
import { attemptPayment, invoiceSubscription } from '../billing/invoicing.ts';
import { periodEndAfter } from '../billing/periods.ts';
import type { Ctx } from '../engine.ts';
import { invalidState, missingParam } from '../errors.ts';
import { present } from '../expand.ts';
import { buildSubscription } from '../objects/subscription.ts';
import { getObject, listOf } from '../state.ts';
import {
  applyMetadata,
  expandsOf,
  only,
  optArray,
  optInt,
  optString,
  paginate,
  reqString,
} from './params.ts';
import { type Call, idOf, type Route, route } from './route.ts';
import {
  checkCurrency,
  readDefaultPaymentMethod,
  readDiscounts,
  readItems,
  readTrialEnd,
  storeDiscounts,
} from './subscription-params.ts';
import { updateSubscription } from './subscription-update.ts';

const DAY = 86_400;

export function createSubscription(ctx: Ctx, call: Pick<Call, 'params'>, id?: string): Stripe.Subscription {
  const { params } = call;
  const { state } = ctx;
  only(params, [
    'customer',
    'items',
    'trial_end',
    'trial_period_days',
    'default_payment_method',
    'discounts',
    'metadata',
    'payment_behavior',
    'collection_method',
  ]);
  const customer = getObject(state, 'customers', reqString(params, 'customer'), 'customer');
  const itemsParam = optArray(params, 'items');
  if (!itemsParam || itemsParam.length === 0) throw missingParam('items');
  const items = readItems(ctx, itemsParam);
  const first = items[0]?.price;
  if (!first?.recurring) throw missingParam('items[0][price]');
  for (const [index, item] of items.entries())
    if (item.price) checkCurrency(item.price, first.currency, `items[${index}][price]`);
  const trialDays = optInt(params, 'trial_period_days');
  const trialParam = readTrialEnd(ctx, params.trial_end);
  const trialEnd =
    typeof trialParam === 'number' ? trialParam : trialDays ? state.now + trialDays * DAY : null;
  const paymentMethod = readDefaultPaymentMethod(
    ctx,
    optString(params, 'default_payment_method'),
    customer.id,
  );
  const now = state.now;
  const end = trialEnd ?? periodEndAfter(now, now, first.recurring);
  const subscription = buildSubscription({
    id,
    customer: customer.id,
    items: items.map((item) => ({ price: item.price as Stripe.Price, quantity: item.quantity ?? 1 })),
    status: trialEnd ? 'trialing' : 'incomplete',
    periodStart: now,
    periodEnd: end,
    startDate: now,
    trialStart: trialEnd ? now : null,
    trialEnd,
    defaultPaymentMethod: paymentMethod ?? null,
    metadata: applyMetadata({}, params),
    now,
  });
  const discounts = optArray(params, 'discounts');
  if (discounts !== undefined) {
    const read = readDiscounts(ctx, discounts, { ...subscription, customer: customer.id });
    storeDiscounts(ctx, read.created);
    subscription.discounts = read.ids;
  }
  state.subscriptions.set(subscription.id, subscription);
  const invoice = invoiceSubscription(ctx, subscription, {
    reason: 'subscription_create',
    period: { start: now, end },
    includeItems: !trialEnd,
  });
  if (!trialEnd) {
    if (invoice.status === 'paid') subscription.status = 'active';
    else {
      const method = defaultPaymentMethodOf(subscription, customer);
      const decline = attemptPayment(
        ctx,
        invoice,
        method ? getObject(state, 'paymentMethods', method) : null,
        'automatic',
        false,
      );
      if (!decline) subscription.status = 'active';
    }
  }
  ctx.emit('customer.subscription.created', subscription);
  return subscription;
}

function retrieve(call: Call): unknown {
  only(call.params, []);
  return present(
    call.ctx.state,
    getObject(call.ctx.state, 'subscriptions', idOf(call)),
    expandsOf(call.params),
  );
}

function list(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['customer', 'status', 'price', 'limit', 'starting_after']);
  const customer = optString(params, 'customer');
  const status = optString(params, 'status');
  const price = optString(params, 'price');
  const all = [...ctx.state.subscriptions.values()]
    .filter((s) => customer === undefined || s.customer === customer)
    .filter((s) => (status === undefined ? s.status !== 'canceled' : status === 'all' || s.status === status))
    .filter((s) => price === undefined || s.items.data.some((item) => item.price.id === price))
    .reverse();
  const page = paginate(all, params);
  return present(ctx.state, listOf(page.data, '/v1/subscriptions', page.hasMore), expandsOf(params));
}

function cancel(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['invoice_now', 'prorate', 'cancellation_details']);
  const subscription = getObject(ctx.state, 'subscriptions', idOf(call));
  if (subscription.status === 'canceled')
    throw invalidState(`This subscription has already been canceled: ${subscription.id}`);
  subscription.canceled_at = ctx.state.now;
  endSubscription(ctx, subscription);
  return present(ctx.state, subscription, expandsOf(params));
}

export const subscriptionRoutes: Route[] = [
  route('POST', '/v1/subscriptions', (c) =>
    present(c.ctx.state, createSubscription(c.ctx, c), expandsOf(c.params)),
  ),
  route('GET', '/v1/subscriptions', list),
  route('GET', '/v1/subscriptions/:id', retrieve),
  route('POST', '/v1/subscriptions/:id', (c) =>
    present(c.ctx.state, updateSubscription(c.ctx, idOf(c), c.params), expandsOf(c.params)),
  ),
  route('DELETE', '/v1/subscriptions/:id', cancel),
];
