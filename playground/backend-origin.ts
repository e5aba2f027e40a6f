/**
 * Where the playground's backend answers. By default msw's worker in this page (the page's own origin);
 * `?backend=<origin>` points the widget and the control calls (/__mock/) at a running backend instead —
 * the Node mock server, or the browser tests' stand-in that serves the real server behind the same control
 * API (e2e/support/backends/). Read once at load: changing a control rewrites the query without it.
 */

/** The query parameter naming an external backend's origin. */
export const BACKEND_PARAM = 'backend';

/** The external backend's origin (`http:` or `https:`, no path), or null to use msw's worker. */
export function externalBackendOrigin(search: string): string | null {
  const raw = new URLSearchParams(search).get(BACKEND_PARAM);
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}
