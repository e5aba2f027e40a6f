import { usesSubscriptionId } from '../../contract/providers.ts';
import type { Mode, Provider } from '../../contract/schemas/index.ts';

/** Init validation (spec §5) and the init failure message (spec §8). */

/** The init options these rules read; the embed layer maps the host's options onto it. */
export interface InitValidationInput {
  appId?: string | null;
  authHash?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  provider: Provider;
  preview: boolean;
  lite: boolean;
  /** The host supplied an onCancel callback. */
  hasOnCancel: boolean;
}

/** Init problems and their messages, shown to the host's developers as they are (not translated). */
export const INIT_PROBLEMS = {
  AUTH_HASH_MISSING: 'Problem initializing Holdfast: authHash not defined',
  SUBSCRIPTION_ID_MISSING: 'Problem initializing Holdfast: subscriptionId not defined',
  CUSTOMER_ID_MISSING: 'Problem initializing Holdfast: customerId not defined',
  APP_ID_MISSING: 'Problem initializing Holdfast: appId not defined',
  ON_CANCEL_MISSING: 'onCancel callback must be defined for cancellation insights.',
} as const;
export type InitProblemCode = keyof typeof INIT_PROBLEMS;

export interface InitProblem {
  code: InitProblemCode;
  message: string;
}

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/**
 * Everything wrong with the init options, in the spec's order; the first is what the host sees. Outside
 * preview: authHash (unless lite), subscriptionId for providers identified by it, customerId (unless lite)
 * and appId. Lite mode needs an onCancel callback in any case, since the cancel is the host's to perform.
 * A value of only spaces counts as missing.
 */
export function initProblems(options: InitValidationInput): InitProblem[] {
  const codes: InitProblemCode[] = [];
  if (!options.preview) {
    if (!options.lite && isBlank(options.authHash)) codes.push('AUTH_HASH_MISSING');
    if (usesSubscriptionId(options.provider) && isBlank(options.subscriptionId)) {
      codes.push('SUBSCRIPTION_ID_MISSING');
    }
    if (!options.lite && isBlank(options.customerId)) codes.push('CUSTOMER_ID_MISSING');
    if (isBlank(options.appId)) codes.push('APP_ID_MISSING');
  }
  if (options.lite && !options.hasOnCancel) codes.push('ON_CANCEL_MISSING');
  return codes.map((code) => ({ code, message: INIT_PROBLEMS[code] }));
}

/** How the provider is named to the host's developers in the init failure message. */
const PROVIDER_NAMES: Record<Provider, string> = {
  STRIPE: 'Stripe',
  CHARGEBEE: 'Chargebee',
  PADDLE: 'Paddle',
  PADDLE_BILLING: 'Paddle Billing',
  BRAINTREE: 'Braintree',
  RECURLY: 'Recurly',
  CHARGIFY: 'Chargify',
};

/**
 * The message when init fails (spec §8). In TEST mode the usual cause is a provider test account that is not
 * linked; in LIVE mode, an authHash that does not match (the HMAC was computed with the wrong secret or
 * over the wrong id).
 */
export function initFailureMessage(mode: Mode, provider: Provider): string {
  if (mode === 'TEST') {
    return (
      `Holdfast could not initialize in test mode. Make sure your ${PROVIDER_NAMES[provider]} testing ` +
      'account is linked to Holdfast.'
    );
  }
  return (
    'Holdfast initialization failed. This is typically due to a mismatched HMAC hash (authHash): check ' +
    'that it is computed with your Holdfast secret for this customer. See the network logs for details.'
  );
}
