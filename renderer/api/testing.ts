/**
 * Helpers for tests that inject a fake fetch into the client (this folder's tests, the state layer's).
 * Not imported by the product.
 */
import type { ClientIdentity } from './http.ts';

/** A JSON answer as a backend would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer in the documented shape `{"message": "..."}`. */
export function errorResponse(status: number, message: string): Response {
  return jsonResponse({ message }, status);
}

/** One request as the fake fetch received it. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** The raw body text, undefined when none was sent. */
  rawBody: string | undefined;
  /** The body parsed as JSON, undefined when none was sent. */
  body: unknown;
}

/** Decodes the arguments of one fetch call (`mock.calls[i]`). */
export function sentRequest(args: Parameters<typeof fetch>): SentRequest {
  const [input, init = {}] = args;
  const url = new URL(input instanceof Request ? input.url : String(input));
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const rawBody = typeof init.body === 'string' ? init.body : undefined;
  return {
    url,
    method: init.method ?? 'GET',
    headers,
    rawBody,
    body: rawBody === undefined ? undefined : JSON.parse(rawBody),
  };
}

/** The app id of the mock backend's default app (its secret is documented in docs/api.md). */
export const TEST_APP_ID = 'app_test';
export const TEST_API_BASE = 'https://api.test';

/** A known identity for tests; override what a test is about. */
export function testIdentity(overrides: Partial<ClientIdentity> = {}): ClientIdentity {
  return {
    authHash: 'hash_abc',
    customerId: 'cus_123',
    subscriptionId: null,
    mode: 'TEST',
    provider: 'STRIPE',
    ...overrides,
  };
}
