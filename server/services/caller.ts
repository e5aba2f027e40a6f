/**
 * Who is calling, established from the request's identity (the X-Holdfast-* headers) under a call's auth
 * policy. Everything a service stores for a customer is keyed by this identity, never by ids in a body.
 */
import * as v from 'valibot';
import type { AuthPolicy } from '../../contract/call-policies.ts';
import { isCustomerToken } from '../../contract/customer-token.ts';
import { checkCustomerToken } from '../../contract/customer-token-check.ts';
import { DEFAULT_PROVIDER, usesSubscriptionId } from '../../contract/providers.ts';
import { type Mode, ModeSchema, type Provider, ProviderSchema } from '../../contract/schemas/index.ts';
import type { SignedServing } from '../../contract/signed-serving.ts';
import type { BillingCustomer, BillingProvider } from '../providers/billing-provider.ts';
import type { AppRecord, AppsStore } from '../storage/apps-store.ts';
import { customerKeyOf } from '../storage/customer-key.ts';
import { matchingKeyId } from './auth-hash.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';

/** The identity a request claims, as the route read it from the headers (null when a header is absent). */
export interface ClaimedIdentity {
  appId: string | null;
  /** The app id a path names; when both are given they must agree. */
  pathAppId: string | null;
  customerId: string | null;
  authHash: string | null;
  mode: string | null;
  provider: string | null;
  subscriptionId: string | null;
}

export interface Caller {
  app: AppRecord;
  mode: Mode;
  provider: Provider;
  /** The verified id (customer id, or subscription id for providers that use it); null when anonymous. */
  claimedId: string | null;
  /** `provider:id` of the verified identity, '' when anonymous: the owner of what this caller stores. */
  customerKey: string;
  /** The subscription the request names (header, or the claimed id where it is one, or the token's). */
  subscriptionId: string | null;
  /** A customer token names the subscription: a body may not name another. */
  subscriptionBound: boolean;
  /** The flow and dynamic offers a customer token binds its embed loads to; {} for the auth hash. */
  serving: SignedServing;
  /** The secret's key id the hash was made with (logs and rotation), null when anonymous. */
  keyId: number | null;
  /** The customer, when the claimed id names one. */
  customer: BillingCustomer | null;
}

export type KnownCaller = Caller & { customer: BillingCustomer; claimedId: string };

/**
 * Verifies a claimed identity under a policy: 400 for bad headers, 401 for a bad hash or token, 404 for
 * nobody. The credential is an auth hash, or a customer token (docs/api.md "Customer tokens") checked at
 * `now`.
 */
export async function identify(
  policy: AuthPolicy,
  claim: ClaimedIdentity,
  apps: AppsStore,
  billing: BillingProvider,
  now: Date,
): Promise<Outcome<Caller>> {
  if (claim.pathAppId && claim.appId && claim.pathAppId !== claim.appId) {
    return failure('invalid', MESSAGES.appIdMismatch);
  }
  const appId = claim.pathAppId ?? claim.appId;
  if (!appId) return failure('invalid', MESSAGES.appIdMissing);
  const provider = v.safeParse(ProviderSchema, claim.provider ?? DEFAULT_PROVIDER);
  if (!provider.success) return failure('invalid', MESSAGES.unknownProvider);
  const mode = v.safeParse(ModeSchema, (claim.mode ?? 'LIVE').toUpperCase());
  if (!mode.success) return failure('invalid', MESSAGES.unknownMode);
  const found = await apps.findWithSecrets(appId, mode.output);
  if (!found) return failure('not-found', MESSAGES.appNotFound);
  const { app, secrets } = found;

  const claimedId = policy === 'app' ? null : claim.customerId;
  const subscriptionId = usesSubscriptionId(provider.output) ? claimedId : claim.subscriptionId;
  const anonymous: Caller = {
    app,
    mode: mode.output,
    provider: provider.output,
    claimedId: null,
    customerKey: '',
    subscriptionId,
    subscriptionBound: false,
    serving: {},
    keyId: null,
    customer: null,
  };
  if (claimedId === null) {
    return policy === 'customer'
      ? failure('unauthenticated', MESSAGES.customerIdMissing)
      : success(anonymous);
  }
  if (claim.authHash === null) return failure('unauthenticated', MESSAGES.authHashMissing);
  // The mode's own secrets only: a LIVE hash never opens TEST (test coupons and plans), nor the reverse.
  let keyId = matchingKeyId(secrets, claimedId, claim.authHash);
  let bound: string | null = null;
  let serving: SignedServing = {};
  if (isCustomerToken(claim.authHash)) {
    const request = { appId: app.appId, mode: mode.output, provider: provider.output, customerId: claimedId };
    const token = await checkCustomerToken(
      claim.authHash,
      { ...request, subscriptionId: claim.subscriptionId },
      (id) => secrets.find((secret) => secret.keyId === id)?.secret ?? null,
      now,
    );
    if (!token.ok) return failure('unauthenticated', token.message);
    keyId = token.keyId;
    bound = token.subscriptionId;
    serving = token.serving;
  }
  if (keyId === null) return failure('unauthenticated', MESSAGES.authHashInvalid);
  const customer = await billing.findCustomer(app.appId, provider.output, claimedId, mode.output);
  if (customer === null && policy === 'customer') return failure('not-found', MESSAGES.customerNotFound);
  return success({
    ...anonymous,
    claimedId,
    customerKey: customerKeyOf(provider.output, claimedId),
    ...(bound !== null && { subscriptionId: bound, subscriptionBound: true }),
    serving,
    keyId,
    customer,
  });
}
