/**
 * Who is calling, checked like a real backend would: the auth hash must be the app secret's HMAC of the
 * claimed id (or a customer token signed with the app secret, bound to this request, unexpired), and the
 * claimed customer must exist in the named provider. The mock has one secret: a token of any key id is
 * checked with it.
 */
import * as v from 'valibot';
import type { AuthPolicy } from '../../contract/call-policies.ts';
import { isCustomerToken } from '../../contract/customer-token.ts';
import { checkCustomerToken } from '../../contract/customer-token-check.ts';
import { HEADERS } from '../../contract/headers.ts';
import { DEFAULT_PROVIDER, usesSubscriptionId } from '../../contract/providers.ts';
import { ModeSchema, ProviderSchema } from '../../contract/schemas/index.ts';
import type { SignedServing } from '../../contract/signed-serving.ts';
import type { AppState, CustomerRecord } from './app-state.ts';
import { computeAuthHash, hashesMatch } from './auth-hash.ts';
import type { Caller } from './context.ts';
import { MESSAGES } from './messages.ts';
import { fail, type Parsed } from './responses.ts';

function header(headers: Record<string, string>, name: string): string | null {
  const value = headers[name]?.trim();
  return value ? value : null;
}

/** Finds the customer an id names: by customer id, or by subscription id for providers that use it. */
export function findCustomer(app: AppState, provider: Caller['provider'], id: string): CustomerRecord | null {
  const bySubscription = usesSubscriptionId(provider);
  return (
    app.customers.find(
      (record) =>
        record.provider === provider &&
        (bySubscription
          ? record.customer.subscriptions.data.some((subscription) => subscription.id === id)
          : record.customer.id === id),
    ) ?? null
  );
}

/** Establishes the caller of a request under a route's policy, or answers 400/401/404. */
export async function authenticate(
  policy: AuthPolicy,
  app: AppState,
  headers: Record<string, string>,
  now: Date,
): Promise<Parsed<Caller>> {
  const provider = v.safeParse(ProviderSchema, header(headers, HEADERS.provider) ?? DEFAULT_PROVIDER);
  if (!provider.success) return { ok: false, response: fail(400, MESSAGES.unknownProvider) };
  const mode = v.safeParse(ModeSchema, (header(headers, HEADERS.mode) ?? 'LIVE').toUpperCase());
  if (!mode.success) return { ok: false, response: fail(400, MESSAGES.unknownMode) };

  const claimedId = policy === 'app' ? null : header(headers, HEADERS.customerId);
  const subscriptionId = usesSubscriptionId(provider.output)
    ? claimedId
    : header(headers, HEADERS.subscriptionId);
  const anonymous: Caller = {
    claimedId: null,
    record: null,
    provider: provider.output,
    mode: mode.output,
    subscriptionId,
    serving: {},
  };
  if (policy === 'app') return { ok: true, value: anonymous };
  if (claimedId === null) {
    return policy === 'customer'
      ? { ok: false, response: fail(401, MESSAGES.customerIdMissing) }
      : { ok: true, value: anonymous };
  }

  const hash = header(headers, HEADERS.authHash);
  if (hash === null) return { ok: false, response: fail(401, MESSAGES.authHashMissing) };
  let serving: SignedServing = {};
  if (isCustomerToken(hash)) {
    const request = { appId: app.appId, mode: mode.output, provider: provider.output, customerId: claimedId };
    const token = await checkCustomerToken(
      hash,
      { ...request, subscriptionId: header(headers, HEADERS.subscriptionId) },
      () => app.secret,
      now,
    );
    if (!token.ok) return { ok: false, response: fail(401, token.message) };
    serving = token.serving;
  } else if (!hashesMatch(await computeAuthHash(app.secret, claimedId), hash)) {
    return { ok: false, response: fail(401, MESSAGES.authHashInvalid) };
  }
  const record = findCustomer(app, provider.output, claimedId);
  if (record === null && policy === 'customer') {
    return { ok: false, response: fail(404, MESSAGES.customerNotFound) };
  }
  return { ok: true, value: { ...anonymous, claimedId, record, serving } };
}
