/**
 * Signing of webhook deliveries, Stripe's scheme: HMAC-SHA256 with the endpoint's secret over
 * `<timestamp>.<raw body>`, sent as `Holdfast-Signature: t=<timestamp>,v1=<hex>`. The timestamp inside the
 * signed text lets a receiver refuse an old delivery replayed at it. `verifyWebhookSignature` is what a
 * receiver in Node would write (docs/server.md shows it without this module).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_S } from './webhook-policy.ts';

export function newEndpointSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** True when `header` signs `body` with `secret` and its timestamp is within the tolerance of `nowS`. */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = SIGNATURE_TOLERANCE_S,
): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2);
    if (!name || value === undefined) continue;
    parts.set(name.trim(), [...(parts.get(name.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
