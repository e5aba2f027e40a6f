/**
 * The Stripe fake as an HTTP server on loopback (port 0 — a free one — by default): Stripe's /v1 API for
 * the official SDK (`new Stripe(key, { host, port, protocol: 'http' })`) and the /__fake/ control API.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ControlError, handleControl } from './control.ts';
import { createEngine, type Engine } from './engine.ts';
import { type ApiDeps, handleApiRequest, type RequestRecord } from './http/api-request.ts';
import { createFaults } from './http/faults.ts';
import { createIdempotencyStore } from './http/idempotency.ts';
import { createWebhooks, type Webhooks } from './webhooks.ts';

export interface StripeFakeOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** Loopback by default; the fake is never meant to face a network. */
  host?: string;
  /** The clock's start, unix seconds (default: now). */
  now?: number;
}

export interface StripeFake {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  host: string;
  port: number;
  /** In-process access for tests in this folder; other code uses the HTTP control API. */
  engine: Engine;
  webhooks: Webhooks;
  requests: readonly RequestRecord[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const host = options.host ?? '127.0.0.1';
  const engine = createEngine(options.now ?? Math.floor(Date.now() / 1000));
  const webhooks = createWebhooks();
  engine.onEvent((event) => webhooks.publish(event));
  const deps: ApiDeps & { webhooks: Webhooks } = {
    engine,
    webhooks,
    idempotency: createIdempotencyStore(),
    faults: createFaults(),
    log: [],
    held: new Set(),
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stripe-fake');
      const body = await readBody(req);
      if (url.pathname.startsWith('/__fake/')) {
        try {
          const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
          sendJson(res, 200, await handleControl(deps, req.method ?? 'GET', url.pathname, parsed));
        } catch (error) {
          const status = error instanceof ControlError ? error.status : 400;
          sendJson(res, status, {
            error: { message: error instanceof Error ? error.message : String(error) },
          });
        }
        return;
      }
      handleApiRequest(deps, req, res, url, body);
    })().catch((error: unknown) => {
      console.error('[stripe-fake] request failed', error);
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'api_error', message: 'The Stripe fake failed' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    host,
    port,
    engine,
    webhooks,
    requests: deps.log,
    async close() {
      for (const held of deps.held) held.destroy();
      await webhooks.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
