/**
 * Idempotency keys for money actions. A key is made once per customer intent (one click on "Pause"),
 * travels with every attempt of that request, and lets the backend apply the action once and replay its
 * first answer to the repeats.
 */

/** The parts of Web Crypto a key needs; injectable for tests. */
export interface KeyCrypto {
  randomUUID?: () => string;
  getRandomValues?: <T extends Uint8Array>(array: T) => T;
}

function uuidFromBytes(bytes: Uint8Array): string {
  // RFC 4122 version 4: set the version and variant bits.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new idempotency key (a v4 UUID). `crypto.randomUUID` exists only in secure contexts, and host pages are
 * sometimes served over plain http, so it falls back to `getRandomValues`, then to Math.random with the time
 * (unique enough for deduplication, which is all a key is for).
 */
export function createIdempotencyKey(crypto: KeyCrypto | undefined = globalThis.crypto): string {
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') {
    crypto.getRandomValues(bytes);
  } else {
    const now = Date.now();
    for (let i = 0; i < bytes.length; i++) {
      bytes[i] = i < 6 ? Math.floor(now / 256 ** i) % 256 : Math.floor(Math.random() * 256);
    }
  }
  return uuidFromBytes(bytes);
}
