import type { Provider } from '../../contract/schemas/common.ts';

/**
 * What each billing provider can do. The spec names STRIPE (default), CHARGEBEE, PADDLE, PADDLE_BILLING and
 * BRAINTREE, "plus others that use the subscription id as the customer id", and leaves the lists of providers
 * that skip pause or trial extension unshown; the choices below are ours and documented in docs/providers.md.
 * The default provider and the ones named by subscription id are facts of the wire: contract/providers.ts.
 */
/** Providers whose API has no pause: pause offers are skipped for them. */
export const PROVIDERS_WITHOUT_PAUSE: readonly Provider[] = ['CHARGIFY'];

/** Providers whose API cannot extend a trial: trial-extension offers are skipped for them (live, non-preview). */
export const PROVIDERS_WITHOUT_TRIAL_EXTENSION: readonly Provider[] = ['PADDLE', 'BRAINTREE'];

/** Providers without coupons: a discount is a custom amount and duration (discountConfig.customerAmount/customDuration). */
export const CUSTOM_AMOUNT_DISCOUNT_PROVIDERS: readonly Provider[] = ['PADDLE'];

/** Providers whose scheduled (future) pause is recognised (spec §4 Pause wall display). */
export const PROVIDERS_WITH_FUTURE_PAUSE: readonly Provider[] = ['STRIPE', 'CHARGEBEE'];

/** The pause wall works for these providers (spec §6). */
export const PAUSE_WALL_PROVIDERS: readonly Provider[] = ['STRIPE', 'CHARGEBEE', 'PADDLE_BILLING'];

/** The failed-payment wall works for these providers (spec §6). */
export const FAILED_PAYMENT_WALL_PROVIDERS: readonly Provider[] = ['STRIPE'];

export function supportsPause(provider: Provider): boolean {
  return !PROVIDERS_WITHOUT_PAUSE.includes(provider);
}
export function supportsTrialExtension(provider: Provider): boolean {
  return !PROVIDERS_WITHOUT_TRIAL_EXTENSION.includes(provider);
}
export function usesCustomAmountDiscount(provider: Provider): boolean {
  return CUSTOM_AMOUNT_DISCOUNT_PROVIDERS.includes(provider);
}
export function recognisesFuturePause(provider: Provider): boolean {
  return PROVIDERS_WITH_FUTURE_PAUSE.includes(provider);
}
