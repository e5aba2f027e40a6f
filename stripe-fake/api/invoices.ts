/**
 * /v1/invoices: retrieve (expand `payments` → their PaymentIntents, whose `last_payment_error` names the
 * decline and the card), list by customer / subscription / status, pay with a payment method (a decline is
 * Stripe's 402 card_error; the invoice stays open, its attempt counted).
 */
import { cardError, defaultPaymentMethodOf, resolvePaymentMethod } from '../billing/cards.ts';
import { attemptPayment, subscriptionOfInvoice } from '../billing/invoicing.ts';
import { snapshot } from '../engine.ts';
import { invalidState } from '../errors.ts';
import { present } from '../expand.ts';
import { getObject, listOf } from '../state.ts';
import { expandsOf, only, optString, paginate } from './params.ts';
import { type Call, idOf, type Route, route } from './route.ts';

function retrieve(call: Call): unknown {
  only(call.params, []);
  return present(call.ctx.state, getObject(call.ctx.state, 'invoices', idOf(call)), expandsOf(call.params));
}

function list(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['customer', 'subscription', 'status', 'limit', 'starting_after', 'collection_method']);
  const customer = optString(params, 'customer');
  const subscription = optString(params, 'subscription');
  const status = optString(params, 'status');
  const all = [...ctx.state.invoices.values()]
    .filter((invoice) => customer === undefined || invoice.customer === customer)
    .filter((invoice) => status === undefined || invoice.status === status)
    .filter(
      (invoice) => subscription === undefined || subscriptionOfInvoice(ctx, invoice)?.id === subscription,
    )
    .reverse();
  const page = paginate(all, params);
  return present(ctx.state, listOf(page.data, '/v1/invoices', page.hasMore), expandsOf(params));
}

function pay(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['payment_method', 'off_session', 'paid_out_of_band', 'source']);
  const invoice = getObject(ctx.state, 'invoices', idOf(call));
  if (invoice.status === 'paid') throw invalidState('Invoice is already paid', 'invoice_already_paid');
  if (invoice.status !== 'open')
    throw invalidState(
      `You can only pay an open invoice. This invoice is ${invoice.status}.`,
      'invoice_not_open',
    );
  const given = optString(params, 'payment_method');
  const customer = getObject(ctx.state, 'customers', invoice.customer as string);
  const fallback = defaultPaymentMethodOf(subscriptionOfInvoice(ctx, invoice), customer);
  const methodId = given || fallback;
  if (!methodId)
    throw invalidState('This customer has no attached payment source or default payment method.', 'missing');
  const method = resolvePaymentMethod(ctx, methodId);
  const decline = attemptPayment(ctx, invoice, method, 'manual');
  if (decline) throw cardError(decline, { payment_method: snapshot(method) });
  return present(ctx.state, invoice, expandsOf(params));
}

function retrieveEvent(call: Call): unknown {
  only(call.params, []);
  return present(call.ctx.state, getObject(call.ctx.state, 'events', idOf(call)), expandsOf(call.params));
}

function listEvents(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['type', 'limit', 'starting_after']);
  const type = optString(params, 'type');
  const all = [...ctx.state.events.values()]
    .filter((event) => type === undefined || event.type === type)
    .reverse();
  const page = paginate(all, params);
  return present(ctx.state, listOf(page.data, '/v1/events', page.hasMore), expandsOf(params));
}

function retrievePaymentIntent(call: Call): unknown {
  only(call.params, ['client_secret']);
  return present(
    call.ctx.state,
    getObject(call.ctx.state, 'paymentIntents', idOf(call)),
    expandsOf(call.params),
  );
}

export const invoiceRoutes: Route[] = [
  route('GET', '/v1/invoices', list),
  route('GET', '/v1/invoices/:id', retrieve),
  route('POST', '/v1/invoices/:id/pay', pay),
  route('GET', '/v1/payment_intents/:id', retrievePaymentIntent),
  route('GET', '/v1/events', listEvents),
  route('GET', '/v1/events/:id', retrieveEvent),
];
