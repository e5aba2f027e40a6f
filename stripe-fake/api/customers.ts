/** /v1/customers: create, retrieve (expand `subscriptions`, `invoice_settings.default_payment_method`), update, list by e-mail. */
import type Stripe from 'stripe';
import { attachPaymentMethod, resolvePaymentMethod } from '../billing/cards.ts';
import { type Ctx, changedFields, snapshot } from '../engine.ts';
import { invalidParam } from '../errors.ts';
import { present } from '../expand.ts';
import type { ParamObject } from '../form-params.ts';
import { buildCustomer } from '../objects/customer.ts';
import { getObject, listOf } from '../state.ts';
import { applyMetadata, expandsOf, only, optObject, optString, paginate } from './params.ts';
import { type Call, idOf, type Route, route } from './route.ts';

const WRITABLE = ['email', 'name', 'metadata', 'invoice_settings', 'payment_method', 'description'] as const;

/** Sets the card invoices are charged to; it must be attached to the customer already. */
function setDefaultPaymentMethod(ctx: Ctx, customer: Stripe.Customer, settings: ParamObject): void {
  const value = settings.default_payment_method;
  if (value === undefined) return;
  if (value === '') {
    customer.invoice_settings.default_payment_method = null;
    return;
  }
  if (typeof value !== 'string')
    throw invalidParam('invoice_settings[default_payment_method]', 'Invalid string');
  const method = getObject(ctx.state, 'paymentMethods', value, 'invoice_settings[default_payment_method]');
  if (method.customer !== customer.id)
    throw invalidParam(
      'invoice_settings[default_payment_method]',
      `The customer does not have a payment method with the ID ${value}. The payment method must be attached to the customer.`,
      'resource_missing',
    );
  customer.invoice_settings.default_payment_method = method.id;
}

function write(call: Call, customer: Stripe.Customer): void {
  const { params, ctx } = call;
  const email = optString(params, 'email');
  if (email !== undefined) customer.email = email || null;
  const name = optString(params, 'name');
  if (name !== undefined) customer.name = name || null;
  const description = optString(params, 'description');
  if (description !== undefined) customer.description = description || null;
  customer.metadata = applyMetadata(customer.metadata, params);
  const paymentMethod = optString(params, 'payment_method');
  if (paymentMethod) attachPaymentMethod(ctx, resolvePaymentMethod(ctx, paymentMethod), customer.id);
  const settings = optObject(params, 'invoice_settings');
  if (settings) setDefaultPaymentMethod(ctx, customer, settings);
}

function create(call: Call): unknown {
  const { ctx, params } = call;
  only(params, WRITABLE);
  const customer = buildCustomer({ now: ctx.state.now });
  write(call, customer);
  ctx.state.customers.set(customer.id, customer);
  ctx.emit('customer.created', customer);
  return present(ctx.state, customer, expandsOf(params));
}

function retrieve(call: Call): unknown {
  only(call.params, []);
  const customer = getObject(call.ctx.state, 'customers', idOf(call));
  return present(call.ctx.state, customer, expandsOf(call.params));
}

function update(call: Call): unknown {
  const { ctx, params } = call;
  only(params, WRITABLE);
  const customer = getObject(ctx.state, 'customers', idOf(call));
  const before = snapshot(customer);
  write(call, customer);
  ctx.emit('customer.updated', customer, changedFields(before, customer));
  return present(ctx.state, customer, expandsOf(params));
}

function list(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['email', 'limit', 'starting_after']);
  const email = optString(params, 'email');
  // Stripe's e-mail filter is exact and case-sensitive.
  const all = [...ctx.state.customers.values()]
    .filter((customer) => email === undefined || customer.email === email)
    .reverse();
  const page = paginate(all, params);
  return present(ctx.state, listOf(page.data, '/v1/customers', page.hasMore), expandsOf(params));
}

function paymentMethods(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['type', 'limit', 'starting_after']);
  const customer = getObject(ctx.state, 'customers', idOf(call));
  const all = [...ctx.state.paymentMethods.values()].filter((m) => m.customer === customer.id).reverse();
  const page = paginate(all, params);
  const url = `/v1/customers/${customer.id}/payment_methods`;
  return present(ctx.state, listOf(page.data, url, page.hasMore), expandsOf(params));
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', create),
  route('GET', '/v1/customers', list),
  route('GET', '/v1/customers/:id', retrieve),
  route('POST', '/v1/customers/:id', update),
  route('GET', '/v1/customers/:id/payment_methods', paymentMethods),
];
