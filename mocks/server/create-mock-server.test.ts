import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../contract/request-limits.ts';
import { EmbedAnswerSchema } from '../../contract/schemas/index.ts';
import { authHeaders, createTestBackend } from '../testing/call.ts';
import { createMockServer, type MockServer } from './create-mock-server.ts';

const ORIGIN = 'https://shop.example.com';
let server: MockServer;

beforeEach(async () => {
  server = await createMockServer({ backend: createTestBackend(), port: 0 });
});
afterEach(async () => {
  await server.close();
});

async function signed(as: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  return { ...(await authHeaders({ as })), 'content-type': 'application/json', origin: ORIGIN, ...extra };
}

describe('the mock server over real HTTP (127.0.0.1, port 0 for tests)', () => {
  it('listens on 127.0.0.1 at the port it was given', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it('answers a signed embed call with the data and the Origin reflected', async () => {
    const response = await fetch(`${server.url}/api/orgs/app_test/embed?blueprint=bp_alt`, {
      method: 'POST',
      headers: await signed('cus_active'),
      body: JSON.stringify({ customAttributes: { via: 'http' } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('content-type')).toBe('application/json');
    const answer = v.parse(EmbedAnswerSchema, await response.json());
    expect(answer.blueprint?._id).toBe('bp_alt');
    expect(answer.externalData?.customerAttributes).toEqual({ via: 'http' });
  });

  it('answers a CORS preflight with 204, the Origin, the methods and every header the widget sends', async () => {
    const response = await fetch(`${server.url}/api/orgs/app_test/stripe/cancel`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-holdfast-auth-hash, idempotency-key, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    const sent = ['x-holdfast-auth-hash', 'x-holdfast-customer-id', 'x-holdfast-app-id', 'x-holdfast-mode'];
    for (const name of [...sent, 'x-holdfast-provider', 'x-holdfast-subscription-id', 'idempotency-key'])
      expect(allowed).toContain(name);
    expect(allowed).toContain('content-type');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(server.backend.requests()).toEqual([]);
  });

  it('errors carry CORS headers too, so the widget can read the message', async () => {
    const response = await fetch(`${server.url}/api/orgs/app_test/embed/customer`, {
      headers: await signed('cus_active', { 'x-holdfast-auth-hash': 'bad' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ message: expect.stringContaining('Invalid authorization hash') });
  });

  it('a replayed idempotent answer is marked with an exposed Idempotent-Replayed header', async () => {
    const init = async () => ({
      method: 'POST',
      headers: await signed('cus_active', { 'idempotency-key': 'http-1' }),
      body: '{}',
    });
    await fetch(`${server.url}/api/orgs/app_test/stripe/cancel`, await init());
    const again = await fetch(`${server.url}/api/orgs/app_test/stripe/cancel`, await init());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('access-control-expose-headers')).toContain('idempotent-replayed');
  });

  it('a drop fault destroys the socket: fetch fails with a network error', async () => {
    await fetch(`${server.url}/__mock/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'drop', times: 1 }),
    });
    await expect(fetch(`${server.url}/api/orgs/app_test/branding`)).rejects.toThrow(TypeError);
    expect((await fetch(`${server.url}/api/orgs/app_test/branding`)).status).toBe(200);
  });

  it('a malformed fault sends a body that is not JSON', async () => {
    await fetch(`${server.url}/__mock/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'malformed' }),
    });
    const response = await fetch(`${server.url}/api/orgs/app_test/branding`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('serves the control API: the request log shows what the widget sent', async () => {
    await fetch(`${server.url}/api/a/l?x=1`, {
      method: 'POST',
      headers: { 'x-holdfast-app-id': 'app_test' },
      body: JSON.stringify({ hello: 'log' }),
    });
    const log = await (await fetch(`${server.url}/__mock/requests`)).json();
    expect(log).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/a/l',
        query: { x: '1' },
        body: { hello: 'log' },
      }),
    ]);
  });

  it('an unknown path answers 404 JSON', async () => {
    const response = await fetch(`${server.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the control API answers this machine only', () => {
  const FOREIGN = 'https://evil.example';

  it('a foreign page’s text/plain POST (no preflight) is refused with 403 and changes nothing', async () => {
    await fetch(`${server.url}/api/orgs/app_test/branding`);
    const response = await fetch(`${server.url}/__mock/reset`, {
      method: 'POST',
      headers: { origin: FOREIGN, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(server.backend.requests()).toHaveLength(1);
  });

  it('a foreign Origin is never reflected: its preflight and its reads get no Access-Control-Allow-Origin', async () => {
    const preflight = await fetch(`${server.url}/__mock/load`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${server.url}/__mock/requests`, { headers: { origin: FOREIGN } });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('pages on this machine (any port) and callers without an Origin (curl, Node) are answered', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const response = await fetch(`${server.url}/__mock/requests`, { headers: { origin } });
      expect(response.status, origin).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    expect((await fetch(`${server.url}/__mock/requests`)).status).toBe(200);
  });

  it('a request addressed by a foreign name (DNS rebinding) is refused, even without an Origin', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${server.url}/__mock/requests`, {
        headers: { host: 'evil.example:4010' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(403);
  });

  it('product calls still answer any origin (any host page may embed the widget)', async () => {
    const response = await fetch(`${server.url}/api/orgs/app_test/branding`, {
      headers: { origin: FOREIGN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(FOREIGN);
  });
});

describe('limits over HTTP', () => {
  it('a product body over 64 KiB answers 413 JSON, and the server goes on answering', async () => {
    const response = await fetch(`${server.url}/api/a/l`, {
      method: 'POST',
      headers: { 'x-holdfast-app-id': 'app_test', 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES + 1) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ message: expect.stringContaining('64 KiB') });
    expect((await fetch(`${server.url}/api/orgs/app_test/branding`)).status).toBe(200);
  });

  it('a deeply nested body answers 400, not 500', async () => {
    const depth = 20_000; // 40 KB: under the size cap, far over the depth one
    const response = await fetch(`${server.url}/api/a/l`, {
      method: 'POST',
      headers: { 'x-holdfast-app-id': 'app_test', 'content-type': 'application/json' },
      body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.stringContaining(String(MAX_JSON_DEPTH)) });
  });
});

describe('mocks/server/main.ts', () => {
  it('starts on PORT with the default fixtures app and prints its URL, app and secret', async () => {
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(tsx, [main], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const [chunk] = await once(child.stdout, 'data');
      const line = String(chunk);
      expect(line).toMatch(
        /^Holdfast mock server on http:\/\/127\.0\.0\.1:\d+ — app app_test, secret holdfast_test_secret/,
      );
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
      const response = await fetch(`${url}/api/orgs/app_test/branding`);
      expect(response.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 20_000);

  it('a port in use gives one line naming PORT and exits 1, not a stack trace', async () => {
    const blocker = createTcpServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    try {
      const child = spawn(tsx, [main], {
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk);
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${port} is already in use`);
      expect(lines[0]).toContain('PORT=');
    } finally {
      blocker.close();
    }
  }, 20_000);
});
