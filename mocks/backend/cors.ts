/**
 * CORS as a real cross-origin backend answers it: the widget runs on the host's origin and calls the API's,
 * sending the X-Holdfast-* headers, so browsers preflight every call.
 */
import { HEADERS, IDEMPOTENT_REPLAYED_HEADER, PREFLIGHT_MAX_AGE_SECONDS } from '../../contract/headers.ts';
import { controlOriginAllowed, isControlPath } from './control-access.ts';

export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;
/** Every header of the contract, and the JSON body's content type. */
export const CORS_ALLOWED_HEADERS = [...Object.values(HEADERS), 'content-type'] as const;

/**
 * The CORS headers of every answer to a request to `path`: the request's Origin reflected for product calls
 * (any origin may embed the widget); for the control API only an origin on this machine (control-access.ts),
 * so a foreign page can neither read its answers nor pass the preflight of a JSON call.
 */
export function corsHeaders(
  origin: string | null | undefined,
  path: string,
  selfOrigin?: string,
): Record<string, string> {
  if (origin && isControlPath(path) && !controlOriginAllowed(origin, selfOrigin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin || '*',
    'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
    'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
    'access-control-expose-headers': IDEMPOTENT_REPLAYED_HEADER,
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    vary: 'Origin',
  };
}

/** The status of a preflight answer. */
export const PREFLIGHT_STATUS = 204;
