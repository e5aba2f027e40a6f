/**
 * Calls of the contract over HTTP, built only from the contract: paths and methods from the call table,
 * header names from contract/headers.ts, the auth hash as docs/api.md "The auth hash" defines it. Nothing
 * here knows which backend answers.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { API_CALLS, type CallName } from '../../../../contract/call-table.ts';
import { HEADERS } from '../../../../contract/headers.ts';
import type { Mode, Provider } from '../../../../contract/schemas/index.ts';
import type { SeededCustomer } from '../seed/roster.ts';

/** Who a call speaks for: a seeded customer, or explicit headers for the auth tests. */
export interface Caller {
  /** The id the customer-id header carries (the subscription id for subscription-id providers). */
  authId: string;
  provider: Provider;
  subscriptionId?: string;
}

export interface CallOptions {
  /** The customer to sign for; none leaves out the customer headers (lite mode, managed flow). */
  as?: Caller | SeededCustomer;
  mode?: Mode | string;
  /** Overrides the provider header (a string: to send an unknown one). */
  provider?: Provider | string;
  /** Overrides the computed auth hash; null leaves the header out. */
  hash?: string | null;
  /** The app named in the path and the app-id header. */
  appId?: string;
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  rawBody?: string;
  query?: Record<string, string>;
  /** Path parameters other than appId, e.g. `{ id }`. */
  params?: Record<string, string>;
  /** Money actions get a fresh UUID unless one is given; null leaves the header out. */
  idempotencyKey?: string | null;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
  text: string;
}

export function authHash(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('hex');
}

/** `/api/orgs/{appId}/embed` → `/api/orgs/app_contract/embed`. */
export function callPath(name: CallName, appId: string, params: Record<string, string> = {}): string {
  const values: Record<string, string> = { appId, ...params };
  return API_CALLS[name].path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name}: no value for {${key}}`);
    return encodeURIComponent(value);
  });
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads an answer whole: status, headers and the body as text and (when it is) JSON. */
export async function readReply(response: Response): Promise<Reply> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: parseJson(text), text };
}

export interface ContractClient {
  call(name: CallName, options?: CallOptions): Promise<Reply>;
  /** The request headers the widget would send; for preflights and raw requests. */
  headersFor(options: CallOptions): Record<string, string>;
  url(path: string): string;
}

/** A client of one started target; `baseUrl` is read at call time (the target starts in beforeAll). */
export function contractClient(options: {
  baseUrl: () => string;
  appId: string;
  secret: string;
}): ContractClient {
  function headersFor(call: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADERS.appId]: call.appId ?? options.appId,
      [HEADERS.mode]: call.mode ?? 'LIVE',
    };
    const provider = call.provider ?? call.as?.provider ?? 'STRIPE';
    headers[HEADERS.provider] = provider;
    if (call.as) {
      headers[HEADERS.customerId] = call.as.authId;
      const hash = call.hash === undefined ? authHash(options.secret, call.as.authId) : call.hash;
      if (hash !== null) headers[HEADERS.authHash] = hash;
      if (call.as.subscriptionId) headers[HEADERS.subscriptionId] = call.as.subscriptionId;
    }
    return { ...headers, ...call.headers };
  }

  return {
    headersFor,
    url: (path) => `${options.baseUrl()}${path}`,
    async call(name, call = {}) {
      const definition = API_CALLS[name];
      const headers = headersFor(call);
      const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const key = call.idempotencyKey === undefined ? randomUUID() : call.idempotencyKey;
      if (definition.idempotent && key !== null) headers[HEADERS.idempotencyKey] = key;
      const query = new URLSearchParams(call.query).toString();
      const path = callPath(name, call.appId ?? options.appId, call.params);
      const response = await fetch(`${options.baseUrl()}${path}${query ? `?${query}` : ''}`, {
        method: definition.method,
        headers,
        body,
      });
      return readReply(response);
    },
  };
}
