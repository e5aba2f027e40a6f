/**
 * How the adapter calls Stripe: one SDK client per app and mode, an Idempotency-Key per Stripe write derived
 * from ours, Stripe's refusals translated into BillingError (a declined card: 402 with Stripe's
 * message; a refused change: 400) and its outages into BillingUnavailable (503).
 */
import Stripe from 'stripe';
import {
  BillingError,
  type BillingProvider,
  BillingUnavailable,
  type ChangeOptions,
} from '../billing-provider.ts';

/** How long one Stripe request may take before the SDK gives up on it (and retries, same key). */
export const STRIPE_TIMEOUT_MS = 20_000;
/** The SDK's retries of a request that failed on the network, timed out or met a 5xx: under the same key. */
export const STRIPE_NETWORK_RETRIES = 2;
/** Stripe takes Idempotency-Keys of up to 255 characters. */
const STRIPE_KEY_MAX = 255;

export interface StripeClientOptions {
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** The SDK client of one account: api.stripe.com, or another base (the Stripe fake) when given. */
export function createStripeClient(
  secretKey: string,
  apiBase: string | null,
  options: StripeClientOptions = {},
): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_NETWORK_RETRIES,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? '443' : '80'),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Our key for one Stripe write of an intent (`<our key>:<step>`): a retry of the intent — the client's,
 * or ours after a crash between Stripe's answer and our commit — sends the same key, and Stripe replays.
 */
export function stripeKey(options: ChangeOptions, step: string): { idempotencyKey: string } {
  return { idempotencyKey: `${options.idempotencyKey}:${step}`.slice(0, STRIPE_KEY_MAX) };
}

export async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new BillingError('declined', error.message);
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new BillingError('invalid-state', error.message);
    throw error;
  }
}

/**
 * Stripe failing rather than refusing, once the SDK's retries are spent: no connection or no answer in time
 * (StripeConnectionError), its own 5xx (StripeAPIError) or its rate limit (StripeRateLimitError, 429).
 */
function isOutage(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The provider with every call's Stripe outage thrown as BillingUnavailable, reads and writes alike. */
export function withOutages(provider: BillingProvider): BillingProvider {
  const guarded: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(provider)) {
    guarded[name] =
      typeof call === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await call(...args);
            } catch (error) {
              if (isOutage(error)) throw new BillingUnavailable(errorText(error), { cause: error });
              throw error;
            }
          }
        : call;
  }
  return guarded as unknown as BillingProvider;
}

export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/**
 * Stripe refuses a key it has seen with other parameters. Our keys are unique per intent, so that means
 * this intent already acted at Stripe and is being retried from a state that changed since (a trial end
 * already moved): the write is done, once; the caller reads the result instead of acting again.
 */
export function isKeyReusedWithOtherParams(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeIdempotencyError;
}
