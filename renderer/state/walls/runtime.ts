import { type BillingCalls, billingCalls } from '../../api/calls/billing.ts';
import { type ApiClientConfig, createClientWith, type FlowApiClient } from '../../api/flow-client.ts';
import type { ClientIdentity } from '../../api/http.ts';
import type { KeyValueStore } from '../../domain/skip-check.ts';
import type { HostCallbacks } from '../init-options.ts';

/** The identity part of a wall's resolved options. */
export interface WallIdentityOptions extends HostCallbacks {
  appId?: string | undefined;
  authHash?: string | undefined;
  customerToken?: string | undefined;
  customerId?: string | undefined;
  subscriptionId?: string | null | undefined;
  mode: ClientIdentity['mode'];
  provider: ClientIdentity['provider'];
  apiBase?: string | undefined;
  debug: boolean;
  force: boolean;
}

/** What a wall calls: the reports and actions every experience has, and the failed-payment wall's billing. */
export type WallApiClient = FlowApiClient & BillingCalls;

/** A wall's non-reactive dependencies for one check: its options, the API client, clock, keys and storage. */
export interface WallRuntime<O extends WallIdentityOptions> {
  options: O;
  api: WallApiClient;
  now: () => Date;
  /** Makes an idempotency key, once per customer intent. */
  newKey: () => string;
  /** Where the skip-check results live (localStorage in the browser). */
  store: KeyValueStore;
}

/**
 * The API client a wall talks through. The subscription id is read at every call: the wall learns which
 * subscription it is about from the customer when the host did not name one.
 */
export function createWallApi(
  options: WallIdentityOptions,
  subscriptionId: () => string | null,
  transport: Pick<ApiClientConfig, 'fetch' | 'sleep'> = {},
): WallApiClient {
  // With only the billing calls: the managed flow's identity calls stay out of the walls' chunk.
  return createClientWith(
    {
      ...transport,
      apiBase: options.apiBase ?? null,
      appId: options.appId ?? '',
      debug: options.debug,
      getIdentity: () => ({
        authHash: options.customerToken ?? options.authHash ?? null,
        customerId: options.customerId ?? null,
        subscriptionId: options.subscriptionId ?? subscriptionId(),
        mode: options.mode,
        provider: options.provider,
      }),
    },
    billingCalls,
  );
}
