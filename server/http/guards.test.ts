import { request } from 'node:http';
import { expect, it } from 'vitest';
import { API_CALLS } from '../../contract/call-table.ts';
import { HEADERS } from '../../contract/headers.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID, ORIGIN } from '../testing/server-seed.ts';

/** Sends `body` in 8 KiB chunks without a Content-Length (chunked), as a client that does not say its size. */
function streamed(
  baseUrl: string,
  body: string,
): Promise<{ status: number; text: string; connection: string }> {
  const url = new URL(API_CALLS.logError.path.replace('{appId}', APP_ID), baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: API_CALLS.logError.method,
      headers: {
        [HEADERS.appId]: APP_ID,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text, connection: String(res.headers.connection) }),
      );
    });
    // The server may answer and close before every chunk is written: what it answered is the result.
    req.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)));
    for (let at = 0; at < body.length; at += 8 * 1024) req.write(body.slice(at, at + 8 * 1024));
    req.end();
  });
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { next: value };
  return value;
}

describeOnBothDialects('request guards', (server) => {
  it('refuses a body over 64 KiB with 413 { message }', async () => {
    const big = { name: 'x', email: null, error: 'e'.repeat(70 * 1024) };
    const reply = await server.call('logError', { body: big });
    expect(reply).toMatchObject({ status: 413, body: { message: expect.any(String) } });
  });

  it('caps a body that does not declare its size: 413 once past 64 KiB, and the connection closes', async () => {
    const over = JSON.stringify({ name: 'x', email: null, error: 'e'.repeat(70 * 1024) });
    const reply = await streamed(server.started.baseUrl, over);
    expect(reply).toMatchObject({ status: 413, connection: 'close' });
    expect(JSON.parse(reply.text)).toEqual({ message: expect.any(String) });
    const under = JSON.stringify({ name: 'x', email: null, error: 'e'.repeat(60 * 1024) });
    expect((await streamed(server.started.baseUrl, under)).status).toBe(200);
  });

  it('accepts a report just under the cap', async () => {
    const reply = await server.call('logError', {
      body: { name: 'x', email: null, error: 'e'.repeat(60 * 1024) },
    });
    expect(reply.status).toBe(200);
  });

  it('requires application/json for a body', async () => {
    const reply = await server.call('log', { rawBody: '{"a":1}', headers: { 'content-type': 'text/plain' } });
    expect(reply).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('application/json') },
    });
  });

  it('refuses malformed JSON and a body nested too deeply with 400 { message }', async () => {
    expect((await server.call('log', { rawBody: '{"a":' })).status).toBe(400);
    const deep = await server.call('log', { body: nested(100) });
    expect(deep).toMatchObject({ status: 400, body: { message: expect.stringContaining('nests deeper') } });
    expect((await server.call('log', { body: nested(10) })).status).toBe(200);
  });

  it('refuses a payload that fails the call’s schema with 400 naming the field', async () => {
    const reply = await server.call('embed', { as: 'ada', body: { customAttributes: 'not an object' } });
    expect(reply).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('customAttributes') },
    });
  });

  it('refuses a JSON body that is not an object (null, an array) with 400, before anything is cancelled', async () => {
    for (const rawBody of ['null', '[]', '"cancel"']) {
      const reply = await server.call('cancel', { as: 'fay', rawBody });
      expect(reply).toMatchObject({ status: 400, body: { message: expect.stringContaining('JSON object') } });
    }
    // An absent body is still {}: every field has its default.
    expect((await server.call('cancel', { as: 'fay', rawBody: '' })).status).toBe(200);
  });

  it('checks a money action’s Idempotency-Key before its body, for every money action', async () => {
    for (const name of ['pause', 'cancel', 'discount', 'extendTrial', 'updatePlan', 'resume'] as const) {
      const reply = await server.call(name, { as: 'gus', key: null, rawBody: '[]' });
      expect(reply, name).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('Idempotency-Key') },
      });
    }
  });

  it('answers CORS for the registered origin only, never with credentials', async () => {
    const allowed = await server.call('branding', { headers: { origin: ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const stranger = await server.call('branding', { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('vary')).toContain('Origin');
  });

  it('answers preflights: 204 with the contract’s headers for the registered origin, none for others', async () => {
    const preflight = (origin: string, path: string) =>
      fetch(`${server.started.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight(ORIGIN, '/api/sessions');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-holdfast-auth-hash');
    const evil = await preflight('https://evil.example', '/api/orgs/app_server_test/embed');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const lookalike = await preflight(`${ORIGIN}.evil.example`, '/api/sessions');
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an unknown path with 404 { message } and /healthz with ok', async () => {
    expect((await fetch(`${server.started.baseUrl}/api/nothing`)).status).toBe(404);
    const health = await fetch(`${server.started.baseUrl}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
  });
});
