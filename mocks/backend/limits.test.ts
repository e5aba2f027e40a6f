import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, MAX_RECORDING_BODY_BYTES } from '../../contract/request-limits.ts';
import { authHeaders, call, createTestBackend, org } from '../testing/call.ts';
import type { MockBackend } from './backend.ts';
import { bodyLimitFor } from './body-limits.ts';
import { MAX_CONTROL_BODY_BYTES, MAX_LOGGED_REQUESTS } from './constants.ts';
import type { MockRequest, MockResponse } from './types.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

async function handle(request: MockRequest): Promise<MockResponse> {
  const reply = await backend.handle(request);
  if (reply.kind !== 'response') throw new Error('expected an answer');
  return reply.response;
}

/** A JSON text of `depth` nested arrays. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request bodies: the contract’s caps (contract/request-limits.ts)', () => {
  it('refuses a product body over 64 KiB with 413, before acting or logging it', async () => {
    const text = JSON.stringify({
      event: 'x',
      timestamp: '2026-01-01T00:00:00.000Z',
      customerId: null,
      properties: { pad: 'a'.repeat(MAX_BODY_BYTES) },
    });
    const response = await handle({
      method: 'POST',
      path: '/api/events/new',
      headers: await authHeaders({}),
      body: text,
    });
    expect(response).toMatchObject({ status: 413, body: { message: expect.stringContaining('64 KiB') } });
    expect(backend.requests()).toEqual([]);
    expect(backend.app()?.events).toEqual([]);
  });

  it('counts bytes, not characters: 30,000 three-byte characters are over 64 KiB', async () => {
    const text = JSON.stringify({ email: `${'€'.repeat(30_000)}@example.com` });
    const response = await handle({
      method: 'POST',
      path: org('embed/check-identity'),
      headers: await authHeaders({}),
      body: text,
    });
    expect(response.status).toBe(413);
  });

  it('lets the recording upload carry more (its own cap), and the control API a whole seed', () => {
    expect(bodyLimitFor('PUT', '/api/sessions/sess_1')).toBe(MAX_RECORDING_BODY_BYTES);
    expect(bodyLimitFor('POST', '/api/sessions')).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor('POST', '/__mock/load')).toBe(MAX_CONTROL_BODY_BYTES);
  });

  it('a recording over 64 KiB is read (and judged by its content), not refused for its size', async () => {
    const body = {
      recording: 'A'.repeat(MAX_BODY_BYTES * 2),
      recordingStartTime: null,
      recordingEndTime: null,
    };
    const response = await call(backend, '/api/sessions/sess_nope', {
      method: 'PUT',
      as: 'cus_active',
      body,
    });
    expect(response.status).not.toBe(413);
  });

  it(`answers 400, not 500, to a body nested deeper than ${MAX_JSON_DEPTH} levels`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 20_000]) {
      const response = await handle({
        method: 'POST',
        path: '/api/a/l',
        headers: { 'x-holdfast-app-id': 'app_test' },
        body: nested(depth),
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('nests deeper') },
      });
    }
    const control = await handle({ method: 'POST', path: '/__mock/faults', body: nested(20_000) });
    expect(control.status).toBe(400);
  });

  it('reads a body as deep as the limit', async () => {
    const response = await handle({ method: 'POST', path: '/__mock/faults', body: nested(MAX_JSON_DEPTH) });
    expect(response.body).not.toEqual({ message: expect.stringContaining('nests deeper') });
  });
});

describe('the request log', () => {
  it(`keeps the newest ${MAX_LOGGED_REQUESTS} product requests`, async () => {
    for (let i = 0; i < MAX_LOGGED_REQUESTS + 5; i += 1)
      await backend.handle({ method: 'GET', path: org('branding'), query: { n: String(i) } });
    const log = backend.requests();
    expect(log).toHaveLength(MAX_LOGGED_REQUESTS);
    expect(log[0]?.query).toEqual({ n: '5' });
    expect(log.at(-1)?.query).toEqual({ n: String(MAX_LOGGED_REQUESTS + 4) });
  });
});
