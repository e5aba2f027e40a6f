/** /v1/products, /v1/prices (recurring, in a currency), /v1/coupons (percent_off or amount_off, a duration). */
import type Stripe from 'stripe';
import type { Ctx } from '../engine.ts';
import { invalidParam, missingParam } from '../errors.ts';
import { present } from '../expand.ts';
import type { ParamObject } from '../form-params.ts';
import { buildCoupon, buildPrice, buildProduct } from '../objects/catalog.ts';
import { getObject, listOf } from '../state.ts';
import {
  applyMetadata,
  asObject,
  expandsOf,
  only,
  optBool,
  optInt,
  optString,
  paginate,
  reqString,
} from './params.ts';
import { type Call, idOf, type Route, route } from './route.ts';

export function createProduct(ctx: Ctx, params: ParamObject, id?: string): Stripe.Product {
  only(params, ['id', 'name', 'metadata']);
  const product = buildProduct({
    id: id ?? optString(params, 'id'),
    name: reqString(params, 'name'),
    now: ctx.state.now,
  });
  product.metadata = applyMetadata(product.metadata, params);
  ctx.state.products.set(product.id, product);
  ctx.emit('product.created', product);
  return product;
}

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export function createPrice(ctx: Ctx, params: ParamObject, id?: string): Stripe.Price {
  only(params, ['currency', 'unit_amount', 'recurring', 'product', 'nickname', 'metadata', 'product_data']);
  const recurring = asObject(params.recurring, 'recurring');
  const interval = reqString(recurring, 'interval', 'recurring[interval]');
  if (!(INTERVALS as readonly string[]).includes(interval))
    throw invalidParam(
      'recurring[interval]',
      `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`,
    );
  let product = optString(params, 'product');
  if (product) getObject(ctx.state, 'products', product, 'product');
  else if (params.product_data)
    product = createProduct(ctx, asObject(params.product_data, 'product_data')).id;
  else throw missingParam('product');
  const unitAmount = optInt(params, 'unit_amount');
  if (unitAmount === undefined) throw missingParam('unit_amount');
  const price = buildPrice({
    id,
    product,
    unitAmount,
    currency: reqString(params, 'currency'),
    interval: interval as Stripe.Price.Recurring.Interval,
    intervalCount: optInt(recurring, 'interval_count', 'recurring[interval_count]') ?? 1,
    nickname: optString(params, 'nickname') ?? null,
    now: ctx.state.now,
  });
  price.metadata = applyMetadata(price.metadata, params);
  ctx.state.prices.set(price.id, price);
  ctx.emit('price.created', price);
  return price;
}

const DURATIONS = ['once', 'repeating', 'forever'] as const;

export function createCoupon(ctx: Ctx, params: ParamObject): Stripe.Coupon {
  only(params, [
    'id',
    'name',
    'percent_off',
    'amount_off',
    'currency',
    'duration',
    'duration_in_months',
    'metadata',
  ]);
  const percentOff = optString(params, 'percent_off');
  const amountOff = optInt(params, 'amount_off');
  if (percentOff === undefined && amountOff === undefined) throw missingParam('percent_off');
  const currency = optString(params, 'currency');
  if (amountOff !== undefined && !currency) throw missingParam('currency');
  const duration = optString(params, 'duration') ?? 'once';
  if (!(DURATIONS as readonly string[]).includes(duration))
    throw invalidParam('duration', `Invalid duration: must be one of ${DURATIONS.join(', ')}`);
  const months = optInt(params, 'duration_in_months');
  if (duration === 'repeating' && !months) throw missingParam('duration_in_months');
  const id = optString(params, 'id');
  if (id && ctx.state.coupons.has(id))
    throw invalidParam('id', 'Coupon already exists.', 'resource_already_exists');
  const coupon = buildCoupon({
    id,
    name: optString(params, 'name') ?? null,
    percentOff: percentOff === undefined ? null : Number(percentOff),
    amountOff: amountOff ?? null,
    currency: currency ?? null,
    duration: duration as Stripe.Coupon.Duration,
    durationInMonths: months ?? null,
    now: ctx.state.now,
  });
  coupon.metadata = applyMetadata({}, params);
  ctx.state.coupons.set(coupon.id, coupon);
  ctx.emit('coupon.created', coupon);
  return coupon;
}

function retrieveFrom(collection: 'products' | 'prices' | 'coupons') {
  return (call: Call) => {
    only(call.params, []);
    return present(call.ctx.state, getObject(call.ctx.state, collection, idOf(call)), expandsOf(call.params));
  };
}

function listPrices(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['product', 'active', 'currency', 'limit', 'starting_after']);
  const product = optString(params, 'product');
  const active = optBool(params, 'active');
  const currency = optString(params, 'currency');
  const all = [...ctx.state.prices.values()]
    .filter(
      (p) =>
        (product === undefined || p.product === product) && (active === undefined || p.active === active),
    )
    .filter((p) => currency === undefined || p.currency === currency.toLowerCase())
    .reverse();
  const page = paginate(all, params);
  return present(ctx.state, listOf(page.data, '/v1/prices', page.hasMore), expandsOf(params));
}

export const catalogRoutes: Route[] = [
  route('POST', '/v1/products', (c) =>
    present(c.ctx.state, createProduct(c.ctx, c.params), expandsOf(c.params)),
  ),
  route('GET', '/v1/products/:id', retrieveFrom('products')),
  route('POST', '/v1/prices', (c) => present(c.ctx.state, createPrice(c.ctx, c.params), expandsOf(c.params))),
  route('GET', '/v1/prices', listPrices),
  route('GET', '/v1/prices/:id', retrieveFrom('prices')),
  route('POST', '/v1/coupons', (c) =>
    present(c.ctx.state, createCoupon(c.ctx, c.params), expandsOf(c.params)),
  ),
  route('GET', '/v1/coupons/:id', retrieveFrom('coupons')),
];
