/**
 * The simulator's plain request and response: no framework types, so the same backend answers msw in the
 * browser, a Node HTTP server and direct calls in tests.
 */

/** A request as the adapters hand it over. Header names are matched case-insensitively. */
export interface MockRequest {
  method: string;
  /** The URL path without origin and query, e.g. `/api/orgs/app_test/embed`. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string | undefined>;
  /** Raw JSON text (as adapters read it) or an already parsed value (direct calls); empty means none. */
  body?: unknown;
  /**
   * The origin the adapter serves the backend at, when it knows it from outside the request (msw: the
   * page's own); a control call from it is from this machine's browser whatever its host name.
   */
  selfOrigin?: string;
}

/** A response of the simulator. Successful bodies are the data itself; errors are `{ message }`. */
export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** When set, sent verbatim instead of the JSON of `body` (the malformed-body fault). */
  rawBody?: string;
}

/** What the backend answers: a response, or nothing at all (a dropped connection). */
export type MockReply =
  | { kind: 'response'; response: MockResponse }
  | { kind: 'network-error'; reason: string };

/** A request as the backend keeps it in its request log (GET /__mock/requests). */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** ISO date-time of receipt, by the backend's clock. */
  time: string;
}
