/**
 * The simulator as a plain Node HTTP server on 127.0.0.1, answering CORS like a real cross-origin backend:
 * for the built widget in real browsers (e2e) and for trying the API with curl.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AppSeed } from '../../contract/seed.ts';
import { createMockBackend, type MockBackend } from '../backend/backend.ts';
import { corsHeaders, PREFLIGHT_STATUS } from '../backend/cors.ts';
import type { MockRequest } from '../backend/types.ts';

/** Recordings are the largest bodies; anything bigger is refused rather than buffered. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;
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

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function toMockRequest(request: IncomingMessage): Promise<MockRequest> {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: await readBody(request),
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
  const cors = corsHeaders(request.headers.origin);
  if (request.method === 'OPTIONS') return send(response, PREFLIGHT_STATUS, cors, null);
  let mockRequest: MockRequest;
  try {
    mockRequest = await toMockRequest(request);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError;
    const json = { ...cors, 'content-type': 'application/json' };
    return send(
      response,
      tooLarge ? 413 : 400,
      json,
      JSON.stringify({ message: tooLarge ? 'Body too large.' : 'Bad request.' }),
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
        { ...corsHeaders(request.headers.origin), 'content-type': 'application/json' },
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
