/**
 * /v1/payment_methods (retrieve with `card.brand/last4/exp_*`, attach, detach) and /v1/setup_intents
 * (create, retrieve, confirm with a card: succeeded and attached to the customer, or requires_payment_method
 * with the decline in `last_setup_error` and a 402 carrying the intent, as Stripe answers).
 */
import { attachPaymentMethod, cardError, cardOf, resolvePaymentMethod } from '../billing/cards.ts';
import { snapshot } from '../engine.ts';
import { invalidState } from '../errors.ts';
import { present } from '../expand.ts';
import { buildSetupIntent } from '../objects/setup-intent.ts';
import { getObject } from '../state.ts';
import { applyMetadata, expandsOf, only, optArray, optString, reqString } from './params.ts';
import { type Call, idOf, type Route, route } from './route.ts';

function retrieveMethod(call: Call): unknown {
  only(call.params, []);
  return present(call.ctx.state, resolvePaymentMethod(call.ctx, idOf(call), 'id'), expandsOf(call.params));
}

function attach(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['customer']);
  const customer = getObject(ctx.state, 'customers', reqString(params, 'customer'), 'customer');
  const method = resolvePaymentMethod(ctx, idOf(call), 'id');
  attachPaymentMethod(ctx, method, customer.id);
  return present(ctx.state, method, expandsOf(params));
}

function detach(call: Call): unknown {
  const { ctx, params } = call;
  only(params, []);
  const method = getObject(ctx.state, 'paymentMethods', idOf(call));
  if (method.customer === null) throw invalidState('The payment method is not attached to a customer.');
  const customer = ctx.state.customers.get(method.customer as string);
  if (customer && customer.invoice_settings.default_payment_method === method.id)
    customer.invoice_settings.default_payment_method = null;
  method.customer = null;
  ctx.emit('payment_method.detached', method);
  return present(ctx.state, method, expandsOf(params));
}

function createSetupIntent(call: Call): unknown {
  const { ctx, params } = call;
  // Today's API names the types `allowed_payment_method_types` (`payment_method_types` is refused).
  only(params, [
    'customer',
    'allowed_payment_method_types',
    'automatic_payment_methods',
    'usage',
    'metadata',
    'description',
  ]);
  const customer = optString(params, 'customer');
  if (customer) getObject(ctx.state, 'customers', customer, 'customer');
  const types = optArray(params, 'allowed_payment_method_types');
  const intent = buildSetupIntent({
    customer: customer ?? null,
    usage: optString(params, 'usage') ?? 'off_session',
    allowedTypes: types ? (types as string[]) : null,
    metadata: applyMetadata({}, params),
    now: ctx.state.now,
  });
  ctx.state.setupIntents.set(intent.id, intent);
  ctx.emit('setup_intent.created', intent);
  return present(ctx.state, intent, expandsOf(params));
}

function retrieveSetupIntent(call: Call): unknown {
  only(call.params, ['client_secret']);
  return present(
    call.ctx.state,
    getObject(call.ctx.state, 'setupIntents', idOf(call)),
    expandsOf(call.params),
  );
}

function confirmSetupIntent(call: Call): unknown {
  const { ctx, params } = call;
  only(params, ['payment_method', 'return_url', 'client_secret']);
  const intent = getObject(ctx.state, 'setupIntents', idOf(call));
  if (intent.status === 'succeeded' || intent.status === 'canceled')
    throw invalidState(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      'setup_intent_unexpected_state',
    );
  const method = resolvePaymentMethod(ctx, reqString(params, 'payment_method'));
  const decline = cardOf(ctx, method.id).declinesSetup;
  intent.payment_method = method.id;
  if (decline) {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      payment_method: snapshot(method),
    };
    ctx.emit('setup_intent.setup_failed', intent);
    throw cardError(decline, { setup_intent: snapshot(intent), payment_method: snapshot(method) });
  }
  if (typeof intent.customer === 'string') attachPaymentMethod(ctx, method, intent.customer);
  intent.status = 'succeeded';
  intent.last_setup_error = null;
  ctx.emit('setup_intent.succeeded', intent);
  return present(ctx.state, intent, expandsOf(params));
}

export const paymentMethodRoutes: Route[] = [
  route('GET', '/v1/payment_methods/:id', retrieveMethod),
  route('POST', '/v1/payment_methods/:id/attach', attach),
  route('POST', '/v1/payment_methods/:id/detach', detach),
  route('POST', '/v1/setup_intents', createSetupIntent),
  route('GET', '/v1/setup_intents/:id', retrieveSetupIntent),
  route('POST', '/v1/setup_intents/:id/confirm', confirmSetupIntent),
];
