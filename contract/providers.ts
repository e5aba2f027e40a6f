/**
 * The providers' facts the wire itself depends on (docs/api.md "Headers" and "The auth hash"): which
 * provider a call means when X-Holdfast-Provider is left out, and for which providers the customer is named
 * by the subscription id (it travels in X-Holdfast-Customer-Id and is what the auth hash signs).
 */
import type { Provider } from './schemas/common.ts';

/** The provider of a call that names none. */
export const DEFAULT_PROVIDER: Provider = 'STRIPE';

/** Providers that identify the customer by the subscription id: init needs `subscriptionId` for them. */
export const PROVIDERS_USING_SUBSCRIPTION_ID: readonly Provider[] = ['PADDLE', 'RECURLY', 'CHARGIFY'];

export function usesSubscriptionId(provider: Provider): boolean {
  return PROVIDERS_USING_SUBSCRIPTION_ID.includes(provider);
}
