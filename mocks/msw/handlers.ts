/**
 * msw 2 handlers over the simulator: any origin, paths under /api/ and /__mock/. Used by the playground's
 * service worker (mocks/browser.ts) and by tests through msw/node's setupServer.
 */
import { HttpResponse, http } from 'msw';
import type { MockBackend } from '../backend/backend.ts';
import { API_PREFIX, CONTROL_PREFIX } from '../backend/constants.ts';
import { corsHeaders, PREFLIGHT_STATUS } from '../backend/cors.ts';
import { responseText, toMockRequest } from './fetch-bridge.ts';

/**
 * Matches by path prefix rather than `*\/api/*`: a wildcard would also catch dev-server module URLs such
 * as /renderer/api/client.ts and break the playground.
 */
function isBackendPath(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(API_PREFIX) || pathname.startsWith(CONTROL_PREFIX);
}

/** The handlers answering every backend call from `backend`. */
export function createHandlers(backend: MockBackend) {
  return [
    http.all(
      ({ request }) => isBackendPath(request),
      async ({ request }) => {
        // The worker serves only its own page, so that page's origin is this machine's browser.
        const selfOrigin = globalThis.location?.origin;
        const cors = corsHeaders(request.headers.get('origin'), new URL(request.url).pathname, selfOrigin);
        if (request.method === 'OPTIONS')
          return new HttpResponse(null, { status: PREFLIGHT_STATUS, headers: cors });
        const reply = await backend.handle({ ...(await toMockRequest(request)), selfOrigin });
        if (reply.kind === 'network-error') return HttpResponse.error();
        return new HttpResponse(responseText(reply), {
          status: reply.response.status,
          headers: { ...reply.response.headers, ...cors },
        });
      },
    ),
  ];
}
