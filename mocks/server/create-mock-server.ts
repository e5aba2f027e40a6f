/**
 * The simulator as a plain Node HTTP server on 127.0.0.1, answering CORS like a real cross-origin backend:
 * for the built widget in real browsers (e2e) and for trying the API with curl.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AppSeed } from '../../contract/seed.ts';
import { createMockBackend, type MockBackend } from '../backend/backend.ts';
import { bodyLimitFor, bodyTooLarge } from '../backend/body-limits.ts';
import { corsHeaders, PREFLIGHT_STATUS } from '../backend/cors.ts';
import type { MockRequest, MockResponse } from '../backend/types.ts';

export const DEFAULT_MOCK_SERVER_PORT = 4010;
const HOST = '127.0.0.1';

export interface MockServerOptions {
  /** The apps to serve (ignored when `backend` is given). */
  apps?: AppSeed[] | (() => AppSeed[]);
  /** An existing simulator to serve. */
  backend?: MockBackend;
  /** 0 picks a free port (tests). Default 4010. */
  port?: number;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  backend: MockBackend;
  close(): Promise<void>;
}

class BodyTooLargeError extends Error {}

/**
 * The body as text, kept no further than `limit` bytes (a lying or absent Content-Length cannot pass it).
 * Past the limit the rest is discarded, not buffered, and the socket left open so the client reads the 413.
 */
function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      request.resume();
      return reject(new BodyTooLargeError());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', onData);
      request.resume();
      reject(new BodyTooLargeError());
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

async function toMockRequest(request: IncomingMessage): Promise<MockRequest> {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: await readBody(request, bodyLimitFor(method, url.pathname)),
  };
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  text: string | null,
) {
  response.writeHead(status, headers);
  response.end(text ?? undefined);
}

async function answer(
  backend: MockBackend,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = new URL(request.url ?? '/', `http://${HOST}`).pathname;
  const cors = corsHeaders(request.headers.origin, path);
  if (request.method === 'OPTIONS') return send(response, PREFLIGHT_STATUS, cors, null);
  let mockRequest: MockRequest;
  try {
    mockRequest = await toMockRequest(request);
  } catch (error) {
    const refusal: MockResponse =
      error instanceof BodyTooLargeError
        ? bodyTooLarge(bodyLimitFor(request.method ?? 'GET', path))
        : { status: 400, headers: {}, body: { message: 'Bad request.' } };
    return send(
      response,
      refusal.status,
      { ...cors, 'content-type': 'application/json' },
      JSON.stringify(refusal.body),
    );
  }
  const reply = await backend.handle(mockRequest);
  // A dropped response: the socket is destroyed, so the client sees a network error, not an HTTP status.
  if (reply.kind === 'network-error') {
    request.socket.destroy();
    return;
  }
  const { status, headers, body, rawBody } = reply.response;
  send(response, status, { ...headers, ...cors }, rawBody ?? JSON.stringify(body ?? null));
}

/** Starts a mock server; resolves once it listens. */
export async function createMockServer(options: MockServerOptions): Promise<MockServer> {
  const backend =
    options.backend ??
    createMockBackend({
      apps:
        options.apps ??
        (() => {
          throw new Error('createMockServer needs `apps` or `backend`');
        }),
    });
  const server = createServer((request, response) => {
    answer(backend, request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      send(
        response,
        500,
        { ...corsHeaders(request.headers.origin, request.url ?? '/'), 'content-type': 'application/json' },
        JSON.stringify({ message: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_SERVER_PORT, HOST, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The mock server has no TCP address');
  const { port } = address;
  return {
    url: `http://${HOST}:${port}`,
    port,
    backend,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
