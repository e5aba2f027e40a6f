/**
 * Who may use the control API (/__mock/): this machine only. The mock server listens on 127.0.0.1, but a
 * page on any site the developer visits could still reach it through their browser: a cross-site
 * `text/plain` POST needs no preflight and would reset or reseed the backend, and a reflected Origin would let
 * that page read the request log (auth hashes, e-mails). DNS rebinding (a foreign name resolving to
 * 127.0.0.1) is caught by the Host header. Product calls stay open to every origin: any host page may embed
 * the widget.
 */
import { CONTROL_PREFIX } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { fail } from './responses.ts';
import type { MockResponse } from './types.ts';

/** Whether `hostname` (as URL parses it) names this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Whether an Origin header names a page on this machine (any port); `null` and malformed ones do not. */
export function isSameMachineOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.origin === origin && isLoopbackHostname(url.hostname);
  } catch {
    return false;
  }
}

function isLoopbackHost(host: string): boolean {
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

export function isControlPath(path: string): boolean {
  return path.startsWith(CONTROL_PREFIX);
}

/**
 * Whether a browser on `origin` may read a control answer. `selfOrigin` is the origin the adapter serves at
 * when it knows it for sure (msw: the page's own, which only that page can call through its worker).
 */
export function controlOriginAllowed(origin: string, selfOrigin?: string): boolean {
  return isSameMachineOrigin(origin) || (selfOrigin !== undefined && origin === selfOrigin);
}

/**
 * The 403 for a control request from elsewhere, or null when it comes from this machine: no Origin (curl,
 * Node, tests) or a same-machine one, addressed to a loopback Host. Browsers send Origin on every
 * cross-origin request that could change something (fetch, XHR, form posts), `text/plain` ones included.
 * Headers are lower case.
 */
export function controlAccessRefusal(
  headers: Record<string, string>,
  selfOrigin?: string,
): MockResponse | null {
  const origin = headers.origin;
  if (origin !== undefined && !controlOriginAllowed(origin, selfOrigin))
    return fail(403, MESSAGES.controlForeignOrigin(origin));
  const host = headers.host;
  if (host !== undefined && !isLoopbackHost(host)) return fail(403, MESSAGES.controlForeignHost(host));
  return null;
}
