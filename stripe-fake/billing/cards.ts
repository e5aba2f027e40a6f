/**
 * Payment methods from the documented test tokens: a token used where a payment method is taken becomes a
 * fresh `pm_…` of that card (as in Stripe's test mode); a stored id is looked up.
 */
import type Stripe from 'stripe';
import type { Ctx } from '../engine.ts';
import { StripeFakeError } from '../errors.ts';
import { buildCardPaymentMethod } from '../objects/customer.ts';
import { getObject } from '../state.ts';
import { type Decline, isTestCardToken, TEST_CARDS, type TestCard } from '../test-cards.ts';

export function resolvePaymentMethod(ctx: Ctx, id: string, param = 'payment_method'): Stripe.PaymentMethod {
  if (isTestCardToken(id)) {
    const card = TEST_CARDS[id] as TestCard;
    const method = buildCardPaymentMethod(card, ctx.state.now);
    ctx.state.paymentMethods.set(method.id, method);
    ctx.state.cards.set(method.id, card);
    return method;
  }
  return getObject(ctx.state, 'paymentMethods', id, param);
}

export function cardOf(ctx: Ctx, paymentMethod: string): TestCard {
  const card = ctx.state.cards.get(paymentMethod);
  if (!card) throw new Error(`No test card behind ${paymentMethod}`);
  return card;
}

/** The 402 Stripe answers for a declined card, with the intent it happened on beside it. */
export function cardError(
  decline: Decline,
  extra: Partial<Pick<StripeFakeError['body'], 'setup_intent' | 'payment_intent' | 'payment_method'>> = {},
): StripeFakeError {
  return new StripeFakeError(402, {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.declineCode,
    message: decline.message,
    param: '',
    ...extra,
  });
}

/** Attaches a payment method to a customer, running the card check Stripe runs (a declining card fails). */
export function attachPaymentMethod(ctx: Ctx, method: Stripe.PaymentMethod, customer: string): void {
  const current = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
  if (current === customer) return;
  if (current !== null)
    throw new StripeFakeError(400, {
      type: 'invalid_request_error',
      code: 'payment_method_unexpected_state',
      message: 'The payment method you provided has already been attached to a customer.',
    });
  const decline = cardOf(ctx, method.id).declinesSetup;
  if (decline) throw cardError(decline, { payment_method: method });
  method.customer = customer;
  ctx.emit('payment_method.attached', method);
}

/** The card a subscription's invoices are charged to: the subscription's own, else the customer's default. */
export function defaultPaymentMethodOf(
  subscription: Stripe.Subscription | null,
  customer: Stripe.Customer,
): string | null {
  const own = subscription?.default_payment_method;
  if (own) return typeof own === 'string' ? own : own.id;
  const fallback = customer.invoice_settings.default_payment_method;
  if (!fallback) return null;
  return typeof fallback === 'string' ? fallback : fallback.id;
}
