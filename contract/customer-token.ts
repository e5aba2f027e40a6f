/**
 * The signed customer token (docs/api.md "Customer tokens"): a short-lived stand-in for the permanent auth
 * hash, bound to one app, mode, provider, customer and subscription, signed with HMAC-SHA256 by one of the
 * mode's app secrets, named by its key id so a rotation works as it does for the hash. It travels where the
 * hash travels (`X-Holdfast-Auth-Hash`), so the managed flow's verify-identity can answer one in `hmac`.
 *
 *   token = "hft1." + base64url(JSON claims) + "." + base64url(HMAC-SHA256(secret, "\0hft1\0" + claims part))
 *
 * The signed message starts with a NUL byte, which no id in a header can hold: no auth hash a host computes
 * (the HMAC of an id) can ever be a token's signature. Web Crypto, so the server, the mock (in Node and under
 * msw) and the package's Node helper share this one implementation.
 */
import * as v from 'valibot';
import { PROVIDERS_USING_SUBSCRIPTION_ID } from './providers.ts';
import { ModeSchema, ProviderSchema } from './schemas/common.ts';
import { DynamicOffersSchema } from './schemas/offer.ts';
import type { SignedServing } from './signed-serving.ts';

export const CUSTOMER_TOKEN_PREFIX = 'hft1.';
/** A token lives at most an hour (issue 19 §3); a host may choose less. */
export const CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS = 3600;
const SIGNING_PREFIX = '\0hft1\0';

export const CustomerTokenClaimsSchema = v.strictObject({
  appId: v.pipe(v.string(), v.minLength(1)),
  mode: ModeSchema,
  provider: ProviderSchema,
  /** The id the auth hash would sign: the customer id, or the subscription id for providers that use it. */
  customerId: v.pipe(v.string(), v.minLength(1)),
  /** The subscription the token may act on; null: only requests that name none. */
  subscriptionId: v.nullable(v.pipe(v.string(), v.minLength(1))),
  /** The key id of the mode's secret that signed it. */
  keyId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Unix seconds after which the token is refused. */
  expiresAt: v.pipe(v.number(), v.integer()),
  /** The only flow its embed loads serve (contract/signed-serving.ts); absent: the request's choice. */
  flowId: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The dynamic offers its embed loads serve, null for none; absent: the request's. */
  dynamicOffers: v.optional(v.nullable(DynamicOffersSchema)),
});
export type CustomerTokenClaims = v.InferOutput<typeof CustomerTokenClaimsSchema>;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) =>
      char.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const algorithm = { name: 'HMAC', hash: 'SHA-256' };
  return globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), algorithm, false, [usage]);
}

/** Whether a credential is a token (rather than a hex auth hash); says nothing of its validity. */
export function isCustomerToken(credential: string): boolean {
  return credential.startsWith(CUSTOMER_TOKEN_PREFIX);
}

/** Signs claims as they are; the caller has checked them (mintCustomerToken does). */
export async function signCustomerToken(secret: string, claims: CustomerTokenClaims): Promise<string> {
  const body = CUSTOMER_TOKEN_PREFIX + toBase64Url(encoder.encode(JSON.stringify(claims)));
  const signature = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(SIGNING_PREFIX + body),
  );
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

export interface ReadToken {
  claims: CustomerTokenClaims;
  /** Checks the signature (in constant time, by Web Crypto) with the secret the key id names. */
  signedWith(secret: string): Promise<boolean>;
}

/** Reads a token's claims, unverified, so the key id can pick the secret; null when it is malformed. */
export function readCustomerToken(token: string): ReadToken | null {
  if (!isCustomerToken(token)) return null;
  const parts = token.slice(CUSTOMER_TOKEN_PREFIX.length).split('.');
  if (parts.length !== 2) return null;
  const [claimsPart = '', signaturePart = ''] = parts;
  const claimBytes = fromBase64Url(claimsPart);
  const signature = fromBase64Url(signaturePart);
  if (!claimBytes || !signature) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(claimBytes));
  } catch {
    return null;
  }
  const claims = v.safeParse(CustomerTokenClaimsSchema, json);
  if (!claims.success) return null;
  const message = encoder.encode(SIGNING_PREFIX + CUSTOMER_TOKEN_PREFIX + claimsPart);
  return {
    claims: claims.output,
    signedWith: async (secret) =>
      globalThis.crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, message),
  };
}

/** What a host's server passes to mint a token (docs/server.md "Customer tokens"). */
export interface MintCustomerTokenOptions {
  /** The app secret of `mode` (never in a browser). */
  secret: string;
  /** That secret's key id, as `npm run server` and `rotate-secret` print it. */
  keyId: number;
  appId: string;
  /** LIVE (default) or TEST: the token opens only calls of this mode. */
  mode?: CustomerTokenClaims['mode'];
  /** The billing provider (default STRIPE). */
  provider?: CustomerTokenClaims['provider'];
  /** The customer id, or the subscription id for providers that use it (as for the auth hash). */
  customerId: string;
  /**
   * The subscription the token may act on. Null (the default) lets it act on any of the customer's
   * subscriptions, as the hash does; for providers that use subscription ids it defaults to `customerId`.
   */
  subscriptionId?: string | null;
  /** Seconds until it expires: 1 to 3600 (default 3600). */
  lifetimeSeconds?: number;
  /** The clock (default: now). */
  now?: Date;
  /**
   * The flow (`flowId` of init) the token may load; any other is refused. Leave it out to let the page choose
   * any published flow.
   */
  flowId?: string;
  /**
   * The dynamic offers the token's loads serve, the same you give init (or give init none: the widget then
   * takes them from the answer); null serves none. A request with other offers is refused, so a customer
   * cannot be served a coupon or plan you did not offer them. Leave it out to let the page send any.
   */
  dynamicOffers?: SignedServing['dynamicOffers'];
}

/** Mints a customer token on the host's server; throws on options a backend would refuse. */
export async function mintCustomerToken(options: MintCustomerTokenOptions): Promise<string> {
  const lifetime = options.lifetimeSeconds ?? CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS;
  if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS) {
    throw new RangeError(
      `lifetimeSeconds must be a whole number from 1 to ${CUSTOMER_TOKEN_MAX_LIFETIME_SECONDS}`,
    );
  }
  if (!options.secret) throw new TypeError('secret is required');
  const provider = options.provider ?? 'STRIPE';
  const usesSubscription = PROVIDERS_USING_SUBSCRIPTION_ID.includes(provider);
  const claims = v.safeParse(CustomerTokenClaimsSchema, {
    appId: options.appId,
    mode: options.mode ?? 'LIVE',
    provider,
    customerId: options.customerId,
    subscriptionId: options.subscriptionId ?? (usesSubscription ? options.customerId : null),
    keyId: options.keyId,
    expiresAt: Math.floor((options.now ?? new Date()).getTime() / 1000) + lifetime,
    ...(options.flowId !== undefined && { flowId: options.flowId }),
    ...(options.dynamicOffers !== undefined && { dynamicOffers: options.dynamicOffers }),
  });
  if (!claims.success) {
    const issue = claims.issues[0];
    throw new TypeError(`${v.getDotPath(issue) ?? 'options'}: ${issue.message}`);
  }
  return signCustomerToken(options.secret, claims.output);
}
