import type { Mode, Provider, Subscription } from '../../contract/schemas/index.ts';
import type { SignedServing } from '../../contract/signed-serving.ts';
import type { AppState, CustomerRecord } from './app-state.ts';
import type { MockResponse } from './types.ts';

/** Who made a request, as the auth headers establish it. */
export interface Caller {
  /** The id the request claimed: the customer id, or the subscription id for providers that use it. */
  claimedId: string | null;
  /** The customer found for the claimed id, when there is one. */
  record: CustomerRecord | null;
  provider: Provider;
  mode: Mode;
  /** The subscription the request names (X-Holdfast-Subscription-Id, or the claimed id where it is one). */
  subscriptionId: string | null;
  /** The flow and dynamic offers a customer token binds its embed loads to; {} for the auth hash. */
  serving: SignedServing;
}

/** Everything a call's function needs; it never sees the adapters or the raw request. */
export interface CallContext {
  app: AppState;
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The parsed JSON body (undefined when none). */
  body: unknown;
  now: Date;
  /** A fresh id with a provider-like prefix (`sess`, `di`, `seti`...). */
  newId(prefix: string): string;
  /** A fresh verification code. */
  newCode(): string;
}

/** One call of the spec §7 table. */
export type CallHandler = (context: CallContext) => MockResponse | Promise<MockResponse>;

/** A caller whose customer was found (routes with the `customer` auth policy get one). */
export type KnownCaller = Caller & { record: CustomerRecord };

export function isKnownCaller(caller: Caller): caller is KnownCaller {
  return caller.record !== null;
}

/**
 * The subscription an action applies to: the one named by id (payload or header), else the customer's
 * first — as the widget picks it (renderer/domain/subscription.ts pickSubscription).
 */
export function targetSubscription(record: CustomerRecord, id: string | null): Subscription | null {
  const all = record.customer.subscriptions.data;
  if (id) return all.find((subscription) => subscription.id === id) ?? null;
  return all[0] ?? null;
}
