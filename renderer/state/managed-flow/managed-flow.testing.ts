/**
 * Test helpers: the managed flow's runtime over the real API client with a fake fetch, so tests see the
 * client's own error mapping (spec §8). Not imported by the product.
 */
import { vi } from 'vitest';
import type { BrandingInput } from '../../../contract/schemas/index.ts';
import { errorResponse, jsonResponse, TEST_API_BASE, TEST_APP_ID } from '../../api/api.testing.ts';
import { createApiClient } from '../../api/client.ts';
import { type ManagedFlowOptions, parseManagedFlowOptions } from './options.ts';
import { type CancelFlowStart, setManagedFlowRuntime, type VerifiedIdentity } from './runtime.ts';

/** What the fake backend answers per call: a Response, or a thrown error (network failure). */
export type Answer = () => Response | Promise<Response>;

export interface FakeBackend {
  branding: Answer;
  check: Answer;
  verify: Answer;
}

export const ENABLED_BRANDING: BrandingInput = { name: 'Acme', emailFlow: { enabled: true } };

/** A backend where everything works: e-mail flow on, the code is sent, the code is right. */
export function happyBackend(): FakeBackend {
  return {
    branding: () => jsonResponse(ENABLED_BRANDING),
    check: () => jsonResponse({}),
    verify: () => jsonResponse({ hmac: 'hmac_ada', customerId: 'cus_ada' }),
  };
}

export { errorResponse, jsonResponse };

/** Installs a runtime over a fake fetch; returns the fetch spy and the cancel-flow starter spy. */
export function installRuntime(
  backend: FakeBackend,
  extra: Partial<ManagedFlowOptions> = {},
  start: (identity: VerifiedIdentity) => Promise<CancelFlowStart> = async () => ({ ok: true }),
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (path.endsWith('/branding')) return backend.branding();
    if (path.endsWith('/embed/check-identity')) return backend.check();
    if (path.endsWith('/embed/verify-identity')) return backend.verify();
    return jsonResponse({});
  });
  const parsed = parseManagedFlowOptions({ appId: TEST_APP_ID, apiBase: TEST_API_BASE, ...extra });
  if (!parsed.ok) throw new Error(parsed.message);
  const api = createApiClient({
    apiBase: TEST_API_BASE,
    appId: TEST_APP_ID,
    fetch,
    timeoutMs: 50,
    getIdentity: () => ({
      authHash: null,
      customerId: null,
      subscriptionId: null,
      mode: 'LIVE',
      provider: 'STRIPE',
    }),
  });
  const startCancelFlow = vi.fn(start);
  setManagedFlowRuntime({ options: parsed.options, api, startCancelFlow });
  return { fetch, startCancelFlow, options: parsed.options };
}
