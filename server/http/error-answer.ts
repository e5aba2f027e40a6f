/**
 * The answer for an error no route handled, for the widget's API and the dashboard alike: a body over its cap
 * is 413 (the rest is not read: the connection closes after the answer), a billing provider's outage 503 (the
 * widget repeats it, same Idempotency-Key: idempotency.ts kept nothing), anything else is logged and answered
 * 500 with a `{ message }` — never a crash, never a stack trace to the client.
 */
import type { Context } from 'hono';
import { BillingUnavailable } from '../providers/billing-provider.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { MESSAGES } from '../services/messages.ts';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLarge } from './read-body.ts';

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** An `onError` handler for a Hono app, logging through `logger`. */
export function answerError(logger: ServiceDeps['logger']) {
  return (error: Error, context: Context): Response => {
    if (error instanceof BodyTooLarge)
      return context.json({ message: BODY_TOO_LARGE_MESSAGE }, 413, { connection: 'close' });
    if (error instanceof BillingUnavailable) {
      // The provider's own words are for the operator; the caller gets what to do.
      logger.warn(
        { err: { message: error.message }, path: context.req.path },
        'billing provider unavailable',
      );
      return context.json({ message: MESSAGES.billingUnavailable }, 503);
    }
    logger.error(
      { err: { message: error.message, stack: error.stack }, path: context.req.path },
      'unexpected error',
    );
    return context.json({ message: UNEXPECTED_ERROR_MESSAGE }, 500);
  };
}
