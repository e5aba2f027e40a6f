/**
 * The playground's side of the mock backend's control API (/__mock/, never part of the product): reset,
 * load a scenario, read what the widget sent and which e-mails went out. Over HTTP, so the same code drives
 * msw's worker in the page or the Node mock server.
 */
import type { LoggedRequest, SentEmail } from '../mocks/backend/index.ts';
import type { JsonObject } from './custom-state.ts';

/** A control call's outcome; failures carry the backend's message (or the network's). */
export type ControlResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface MockControl {
  /** Back to the seeded default app; clears the request log. */
  reset(): Promise<ControlResult<unknown>>;
  /** Loads a partial app (blueprint, customer, provider, …) into the default app. */
  load(body: JsonObject): Promise<ControlResult<unknown>>;
  requests(): Promise<ControlResult<LoggedRequest[]>>;
  clearRequests(): Promise<ControlResult<unknown>>;
  emails(): Promise<ControlResult<SentEmail[]>>;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageOf(body: unknown, status: number): string {
  if (isObject(body) && typeof body.message === 'string') return body.message;
  return `HTTP ${status}`;
}

/**
 * Control calls against `origin` (the mock answers paths under /__mock/ at the origin's root, whatever
 * subpath the page is served from).
 */
export function createMockControl(origin: string, fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  async function call(method: string, path: string, body?: JsonObject): Promise<ControlResult<unknown>> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, origin).toString(), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      return {
        ok: false,
        message: `${method} ${path} failed: ${error instanceof Error ? error.message : error}`,
      };
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      return { ok: false, message: `${method} ${path}: HTTP ${response.status} without a JSON body` };
    }
    return response.ok
      ? { ok: true, value: parsed }
      : { ok: false, message: `${method} ${path}: ${messageOf(parsed, response.status)}` };
  }

  const list = async <T>(path: string): Promise<ControlResult<T[]>> => {
    const result = await call('GET', path);
    if (!result.ok) return result;
    // The backend answers arrays of its own records; anything else means another server answered.
    return Array.isArray(result.value)
      ? { ok: true, value: result.value }
      : { ok: false, message: `GET ${path}: expected a list` };
  };

  const control: MockControl = {
    reset: () => call('POST', '/__mock/reset'),
    load: (body) => call('POST', '/__mock/load', body),
    requests: () => list<LoggedRequest>('/__mock/requests'),
    clearRequests: () => call('DELETE', '/__mock/requests'),
    emails: () => list<SentEmail>('/__mock/emails'),
  };
  return control;
}
