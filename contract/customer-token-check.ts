/**
 * What a backend checks before it accepts a customer token (docs/api.md "Customer tokens"), shared by the
 * server and the mock so both refuse the same tokens with the same words: well-formed, bound to this very
 * app, mode, provider, customer and subscription, signed by the active secret its key id names, not
 * expired, and living at most an hour.
 */
import { CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS, readCustomerToken } from './customer-token.ts';
import { usesSubscriptionId } from './providers.ts';
import type { Mode, Provider } from './schemas/common.ts';
import type { SignedServing } from './signed-serving.ts';

/** How far a host's clock may run ahead of the backend's before a full-hour token reads as too long. */
export const TOKEN_CLOCK_SKEW_SECONDS = 60;

/** The 401 texts of a refused token: each names what to fix, none tells what would pass. */
export const CUSTOMER_TOKEN_TEXTS = {
  malformed: 'Malformed customer token in X-Holdfast-Auth-Hash: expected hft1.<claims>.<signature>.',
  foreign: (what: string) => `This customer token was issued for ${what}, not for this request.`,
  signature: 'Invalid customer token: it is not signed by the active secret of this mode its key id names.',
  expired: 'This customer token has expired: mint a new one (a token lives at most an hour).',
  tooLong: `This customer token lives longer than ${CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS / 60} minutes, the most a token may.`,
} as const;

/** What the request claims (its headers), to which the token must be bound. */
export interface TokenRequest {
  appId: string;
  mode: Mode;
  provider: Provider;
  /** X-Holdfast-Customer-Id. */
  customerId: string;
  /** X-Holdfast-Subscription-Id, null when the request names none. */
  subscriptionId: string | null;
}

export type TokenCheck =
  | {
      ok: true;
      keyId: number;
      /** The subscription the token binds the request to; null when it leaves that to the request. */
      subscriptionId: string | null;
      /** The flow and dynamic offers it binds its embed loads to (contract/signed-serving.ts). */
      serving: SignedServing;
    }
  | { ok: false; message: string };

function foreignBinding(
  claims: NonNullable<ReturnType<typeof readCustomerToken>>['claims'],
  request: TokenRequest,
): string | null {
  if (claims.appId !== request.appId) return 'another app';
  if (claims.mode !== request.mode) return `${claims.mode} mode`;
  if (claims.provider !== request.provider) return `the provider ${claims.provider}`;
  if (claims.customerId !== request.customerId) return 'another customer';
  const named = usesSubscriptionId(request.provider) ? request.customerId : request.subscriptionId;
  if (claims.subscriptionId !== null && named !== null && claims.subscriptionId !== named)
    return 'another subscription';
  return null;
}

/**
 * Checks a token for a request. `secretOf` gives the active secret of the request's mode with a key id
 * (null when none is active). The claims are compared before the signature: they are the caller's own
 * words, so naming a mismatch tells nothing, and a token for another mode gets a clearer answer.
 */
export async function checkCustomerToken(
  token: string,
  request: TokenRequest,
  secretOf: (keyId: number) => string | null,
  now: Date,
): Promise<TokenCheck> {
  const read = readCustomerToken(token);
  if (!read) return { ok: false, message: CUSTOMER_TOKEN_TEXTS.malformed };
  const { claims } = read;
  const foreign = foreignBinding(claims, request);
  if (foreign) return { ok: false, message: CUSTOMER_TOKEN_TEXTS.foreign(foreign) };
  const secret = secretOf(claims.keyId);
  if (secret === null || !(await read.signedWith(secret)))
    return { ok: false, message: CUSTOMER_TOKEN_TEXTS.signature };
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.expiresAt <= seconds) return { ok: false, message: CUSTOMER_TOKEN_TEXTS.expired };
  if (claims.expiresAt > seconds + CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS + TOKEN_CLOCK_SKEW_SECONDS)
    return { ok: false, message: CUSTOMER_TOKEN_TEXTS.tooLong };
  const serving: SignedServing = {
    ...(claims.flowId !== undefined && { flowId: claims.flowId }),
    ...(claims.dynamicOffers !== undefined && { dynamicOffers: claims.dynamicOffers }),
  };
  return { ok: true, keyId: claims.keyId, subscriptionId: claims.subscriptionId, serving };
}
