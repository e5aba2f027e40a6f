/**
 * How a call's request is put together (spec §7): its URL and its headers. Without valibot, so the
 * script-tag loader builds the embed request with these very rules (embed/early-embed.ts) and the core's
 * transport (http.ts) can adopt what the loader sent: the same parts make the same request.
 */
import { HEADERS } from '../../contract/headers.ts';
import type { Mode, Provider } from '../../contract/schemas/common.ts';

/** Who a request is made for, as its headers say it. */
export interface HeaderIdentity {
  /** HMAC-SHA256 of the customer id (or subscription id) with the app's secret, hex; null when unknown. */
  authHash: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  mode: string;
  provider: string;
}

/** Who the widget is acting for. Read at every call: the managed flow swaps it after verification. */
export interface ClientIdentity extends HeaderIdentity {
  mode: Mode;
  provider: Provider;
}

/** What goes into a call's URL besides its path. */
export interface UrlParts {
  /** Values of `{param}`s in the path other than `{appId}`. */
  pathParams?: Readonly<Record<string, string>> | undefined;
  /** Query parameters; null and undefined ones are left out. */
  query?: Readonly<Record<string, string | null | undefined>> | undefined;
}

function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** The URL of a call: the (normalised) API base, the path with its parameters filled in, the query. */
export function callUrl(apiBase: string, appId: string, path: string, parts: UrlParts = {}): string {
  const filled = fillPath(path, { ...parts.pathParams, appId });
  const query = Object.entries(parts.query ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${apiBase}${filled}${query === '' ? '' : `?${query}`}`;
}

/** The headers of spec §7; identity values that are not known (yet) are left out rather than sent empty. */
export function buildHeaders(
  appId: string,
  identity: HeaderIdentity,
  extra: { json: boolean; idempotencyKey?: string | undefined },
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const values: [header: string, value: string | null | undefined][] = [
    [HEADERS.appId, appId],
    [HEADERS.mode, identity.mode],
    [HEADERS.provider, identity.provider],
    [HEADERS.authHash, identity.authHash],
    [HEADERS.customerId, identity.customerId],
    [HEADERS.subscriptionId, identity.subscriptionId],
    [HEADERS.idempotencyKey, extra.idempotencyKey],
  ];
  for (const [header, value] of values) if (value) headers[header] = value;
  if (extra.json) headers['Content-Type'] = 'application/json';
  return headers;
}
