/**
 * The typed API client: one object with a function for every call of spec §7 (the npm package's
 * `createApiClient`, and the tests'). The widget's experiences each build theirs with only their calls
 * (flow-client.ts), so the billing and identity calls travel in the walls' and managed flow's chunks only.
 */
import { type BillingCalls, billingCalls } from './calls/billing.ts';
import { type IdentityCalls, identityCalls } from './calls/identity.ts';
import { type ApiClientConfig, createClientWith, type FlowApiClient } from './flow-client.ts';

export type { ApiClientConfig, FlowApiClient } from './flow-client.ts';

export interface ApiClient extends FlowApiClient, BillingCalls, IdentityCalls {}

/**
 * Creates the client once, at init. Throws InvalidApiBaseError when `apiBase` is not an http(s) URL and a
 * TypeError when `appId` is empty (init validates both first and reports them through onError).
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  return createClientWith(config, (send) => ({ ...billingCalls(send), ...identityCalls(send) }));
}
