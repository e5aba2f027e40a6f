/**
 * CORS for the app's registered origins only (issue 19 §3): an origin the app did not register gets no
 * Access-Control-Allow-Origin, so the browser keeps the answer from the page. No credentials are ever
 * allowed: the widget sends none, and the auth hash travels in a header.
 */
import { HEADERS, IDEMPOTENT_REPLAYED_HEADER, PREFLIGHT_MAX_AGE_SECONDS } from '../../contract/headers.ts';

export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS';
export const CORS_ALLOWED_HEADERS = [...Object.values(HEADERS), 'content-type'].join(', ');

/**
 * Whether `origin` matches a registered entry: exactly, or `http://localhost:*` style for any port of a
 * loopback host (development). Compared as parsed URL origins, never as prefixes.
 */
/** A registered entry that stands for any port of a loopback host. */
const LOOPBACK_ANY_PORT = /^(https?):\/\/(localhost|127\.0\.0\.1|\[::1\]):\*$/;

/**
 * Whether `entry` can ever match (`originMatches`): an origin exactly as a browser sends it (scheme, host and
 * port, lowercase, no path or trailing slash), or the loopback wildcard. Else null, or the origin meant.
 */
export function checkRegisteredOrigin(entry: string): { ok: true } | { ok: false; meant: string | null } {
  if (LOOPBACK_ANY_PORT.test(entry)) return { ok: true };
  const url = URL.canParse(entry) ? new URL(entry) : null;
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry)
    return { ok: true };
  return { ok: false, meant: url && url.origin !== 'null' ? url.origin : null };
}

export function originMatches(origin: string, registered: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin) return false;
  return registered.some((entry) => {
    if (entry === origin) return true;
    const wildcard = LOOPBACK_ANY_PORT.exec(entry);
    return wildcard !== null && parsed.protocol === `${wildcard[1]}:` && parsed.hostname === wildcard[2];
  });
}

/** The CORS headers for an allowed origin (errors included); none for any other origin. */
export function corsHeaders(
  origin: string | null,
  allowed: boolean,
  preflight: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (!origin || !allowed) return headers;
  headers['access-control-allow-origin'] = origin;
  headers['access-control-expose-headers'] = IDEMPOTENT_REPLAYED_HEADER;
  if (preflight) {
    headers['access-control-allow-methods'] = CORS_ALLOWED_METHODS;
    headers['access-control-allow-headers'] = CORS_ALLOWED_HEADERS;
    headers['access-control-max-age'] = String(PREFLIGHT_MAX_AGE_SECONDS);
  }
  return headers;
}
