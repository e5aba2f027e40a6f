/**
 * What the mock backend must have received for a customer's action: the identity headers of spec §7
 * (signed the way the playground's host signs them) and, for money actions, an Idempotency-Key.
 */
import { expect } from 'vitest';
import { readCustomerToken } from '../../contract/customer-token.ts';
import { computeAuthHash } from '../../mocks/backend/auth-hash.ts';
import type { LoggedRequest } from '../../mocks/backend/types.ts';

/** The playground's app (mocks/README.md: default app and its secret). */
export const APP_ID = 'app_test';
const APP_SECRET = 'holdfast_test_secret';

/** The path of an action call, e.g. `/api/orgs/app_test/stripe/pause`. */
export function actionPath(action: 'pause' | 'discount' | 'extend-trial' | 'update-plan' | 'cancel'): string {
  return `/api/orgs/${APP_ID}/stripe/${action}`;
}

export interface ExpectedIdentity {
  customerId: string;
  mode?: 'LIVE' | 'TEST';
  provider?: string;
  /**
   * What the widget signs with: the permanent auth hash the host rendered (default), or the short-lived
   * customer token verify-identity answered (the managed flow never holds the permanent hash).
   */
  credential?: 'hash' | 'token';
}

/** Asserts the identity headers of one request (lower-case names, as the mock logs them). */
export async function expectIdentityHeaders(
  request: LoggedRequest,
  identity: ExpectedIdentity,
): Promise<void> {
  const credential = request.headers['x-holdfast-auth-hash'] ?? '';
  if (identity.credential === 'token') {
    const token = readCustomerToken(credential);
    expect(token?.claims).toMatchObject({
      appId: APP_ID,
      customerId: identity.customerId,
      mode: identity.mode ?? 'LIVE',
      provider: identity.provider ?? 'STRIPE',
    });
    expect(await token?.signedWith(APP_SECRET)).toBe(true);
  } else expect(credential).toBe(await computeAuthHash(APP_SECRET, identity.customerId));
  expect(request.headers).toMatchObject({
    'x-holdfast-customer-id': identity.customerId,
    'x-holdfast-app-id': APP_ID,
    'x-holdfast-mode': identity.mode ?? 'LIVE',
    'x-holdfast-provider': identity.provider ?? 'STRIPE',
  });
}

/**
 * Asserts that exactly one call of a money action reached the backend, signed for `identity`, with a
 * non-empty Idempotency-Key, and returns it for body assertions.
 */
export async function expectOneActionCall(
  requests: LoggedRequest[],
  path: string,
  identity: ExpectedIdentity,
): Promise<LoggedRequest> {
  const calls = requests.filter((request) => request.path === path);
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${path}`]);
  const [call] = calls;
  if (!call) throw new Error(`no call to ${path}`);
  await expectIdentityHeaders(call, identity);
  expect(call.headers['idempotency-key']).toMatch(/\S{8,}/);
  return call;
}

/** Billing calls: the provider actions under `/stripe/` (spec §7). */
export function billingCalls(requests: LoggedRequest[]): LoggedRequest[] {
  return requests.filter((request) => request.path.includes('/stripe/'));
}
