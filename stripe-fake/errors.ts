/**
 * Stripe's error shape — `{ error: { type, code, decline_code, message, param } }` — with the statuses the
 * official SDK maps to its error classes: 400 invalid_request_error (StripeInvalidRequestError), 402
 * card_error (StripeCardError, with `decline_code`), 404 resource_missing, 400 idempotency_error
 * (StripeIdempotencyError), 500 api_error (StripeAPIError).
 */
import type Stripe from 'stripe';

export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  /** On a failed confirmation, Stripe returns the intent beside the error. */
  setup_intent?: Stripe.SetupIntent;
  payment_intent?: Stripe.PaymentIntent;
  payment_method?: Stripe.PaymentMethod;
}

export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const NOUNS: Readonly<Record<string, string>> = {
  cus: 'customer',
  prod: 'product',
  price: 'price',
  sub: 'subscription',
  si: 'subscription_item',
  in: 'invoice',
  pm: 'payment_method',
  seti: 'setup_intent',
  pi: 'payment_intent',
  inpay: 'invoice_payment',
  di: 'discount',
  evt: 'event',
};

/** 404 resource_missing, worded as Stripe words it ("No such customer: 'cus_x'"). */
export function resourceMissing(id: string, param = 'id', noun?: string): StripeFakeError {
  const prefix = id.includes('_') ? id.slice(0, id.indexOf('_')) : '';
  const what = noun ?? NOUNS[prefix] ?? 'object';
  return new StripeFakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });
}

/** 400 for a parameter the request got wrong. */
export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeFakeError {
  return new StripeFakeError(400, { type: 'invalid_request_error', code, message, param });
}

export function unknownParam(param: string): StripeFakeError {
  return invalidParam(param, `Received unknown parameter: ${param}`, 'parameter_unknown');
}

export function missingParam(param: string): StripeFakeError {
  return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
}

/** 400 for an action the object's state does not allow. */
export function invalidState(message: string, code = 'resource_invalid_state'): StripeFakeError {
  return new StripeFakeError(400, { type: 'invalid_request_error', code, message });
}

export function idempotencyMismatch(key: string): StripeFakeError {
  return new StripeFakeError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

export function injectedServerError(): StripeFakeError {
  return new StripeFakeError(500, {
    type: 'api_error',
    message: 'An unknown error occurred (injected by the Stripe fake).',
  });
}

export function errorPayload(error: StripeFakeError): { error: StripeErrorBody } {
  return { error: error.body };
}
