/**
 * The auth hash of spec §6: hex HMAC-SHA256 of the customer id (or subscription id) with the app secret of
 * the request's mode. Compared in constant time against every active secret of that mode (at most two,
 * during a rotation), without stopping at the first match, so timing tells nothing about which key or
 * how much of a hash is right.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppSecret } from '../storage/apps-store.ts';

const HEX_HASH = /^[0-9a-f]{64}$/;

export function computeAuthHash(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('hex');
}

/** The key id of the secret the hash was made with, or null when none of them made it. */
export function matchingKeyId(secrets: readonly AppSecret[], id: string, given: string): number | null {
  const normalised = given.trim().toLowerCase();
  // A malformed hash is compared against zeros rather than refused early: same work either way.
  const givenBytes = Buffer.from(HEX_HASH.test(normalised) ? normalised : '0'.repeat(64), 'hex');
  let match: number | null = null;
  for (const { keyId, secret } of secrets) {
    const expected = Buffer.from(computeAuthHash(secret, id), 'hex');
    if (timingSafeEqual(expected, givenBytes) && HEX_HASH.test(normalised) && match === null) match = keyId;
  }
  return match;
}
