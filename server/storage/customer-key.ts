import type { Provider } from '../../contract/schemas/index.ts';

/**
 * The owner key of what a customer's requests store: `provider:id` of the verified header identity (the
 * customer id, or the subscription id for providers that use it); '' for an anonymous caller.
 */
export function customerKeyOf(provider: Provider, id: string): string {
  return `${provider}:${id}`;
}
