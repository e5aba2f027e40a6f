/**
 * A small HTTP client for the server's own tests: calls by the contract's name (method and path from the
 * call table), as a seeded customer of a mode, with the auth hash that mode's secret makes.
 */
import { randomUUID } from 'node:crypto';
import { API_CALLS, type CallName } from '../../contract/call-table.ts';
import { HEADERS } from '../../contract/headers.ts';
import { computeAuthHash } from '../services/auth-hash.ts';
import { APP_ID, LIVE_SECRET, TEST_SECRET } from './server-seed.ts';

export interface CallOptions {
  /** The customer name of server-seed.ts (cus_<name>); none for an anonymous call. */
  as?: string;
  mode?: 'LIVE' | 'TEST';
  /** Overrides the hash (null leaves it out). */
  hash?: string | null;
  body?: unknown;
  rawBody?: string;
  key?: string | null;
  params?: Record<string, string>;
  query?: string;
  headers?: Record<string, string>;
  appId?: string;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

export function hashFor(name: string, mode: 'LIVE' | 'TEST' = 'LIVE'): string {
  return computeAuthHash(mode === 'LIVE' ? LIVE_SECRET : TEST_SECRET, `cus_${name}`);
}

export function createTestClient(baseUrl: string) {
  return async function call(name: CallName, options: CallOptions = {}): Promise<Reply> {
    const definition = API_CALLS[name];
    const appId = options.appId ?? APP_ID;
    let path = definition.path.replace('{appId}', encodeURIComponent(appId));
    for (const [param, value] of Object.entries(options.params ?? {}))
      path = path.replace(`{${param}}`, value);
    const mode = options.mode ?? 'LIVE';
    const headers: Record<string, string> = {
      [HEADERS.appId]: appId,
      [HEADERS.mode]: mode,
      accept: 'application/json',
    };
    if (options.as) {
      headers[HEADERS.customerId] = `cus_${options.as}`;
      const hash = options.hash === undefined ? hashFor(options.as, mode) : options.hash;
      if (hash !== null) headers[HEADERS.authHash] = hash;
    }
    if (definition.idempotent && options.key !== null)
      headers[HEADERS.idempotencyKey] = options.key ?? randomUUID();
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}${options.query ?? ''}`, {
      method: definition.method,
      headers: { ...headers, ...options.headers },
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Left as text: the tests then fail on the shape, naming what came.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
}

export type TestCall = ReturnType<typeof createTestClient>;
