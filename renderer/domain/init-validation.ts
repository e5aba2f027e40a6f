import { usesSubscriptionId } from '../../contract/providers.ts';
import type { Provider } from '../../contract/schemas/index.ts';

/** Init validation (spec §5); a failed load's message is domain/init-failure.ts. */

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
