/**
 * The authorization hash of spec §6: HMAC-SHA256 (hex) of the customer id (or, for providers that use
 * it, the subscription id) with the app's secret. Web Crypto, so the same code runs in Node 20 and in
 * the browser under msw.
 */

const encoder = new TextEncoder();

/** Computes the hash a host site would put in `authHash` for `id`. */
export async function computeAuthHash(secret: string, id: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(id));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares in time independent of where the strings differ, as a real backend must for secrets. */
export function hashesMatch(expected: string, given: string): boolean {
  const a = expected.toLowerCase();
  const b = given.trim().toLowerCase();
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) {
    difference |= a.charCodeAt(i) ^ (b.charCodeAt(i % Math.max(b.length, 1)) || 0);
  }
  return difference === 0;
}
