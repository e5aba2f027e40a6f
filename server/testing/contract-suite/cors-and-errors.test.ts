/**
 * CORS (docs/api.md "CORS": the widget calls the API from the host's origin with custom headers, so every
 * call is preflighted) and the error shape (docs/api.md "Errors": every non-2xx is JSON `{ message }`).
 */
import { expect, it } from 'vitest';
import { API_CALLS } from '../../../contract/call-table.ts';
import { HEADERS, PREFLIGHT_MAX_AGE_SECONDS } from '../../../contract/headers.ts';
import { seeded } from './seed/roster.ts';
import { HOST_ORIGIN } from './seed/suite-seed.ts';
import { callPath, readReply } from './support/contract-client.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectError } from './support/expect-reply.ts';
import { DIVERGENCES } from './targets/divergences.ts';

const reader = seeded('reader');
const FOREIGN_ORIGIN = 'https://elsewhere.example';
/** The headers docs/api.md requires in Access-Control-Allow-Headers. */
const REQUIRED_ALLOWED_HEADERS = [...Object.values(HEADERS), 'content-type'];
const REQUIRED_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'OPTIONS'];
const CALLS = Object.values(API_CALLS);

function listed(value: string | null): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim().toLowerCase());
}

function expectCorsAnswer(headers: Headers): void {
  expect(headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
  expect(listed(headers.get('vary'))).toContain('origin');
}

describeContract('CORS and errors', ({ api, seed, contractTest }) => {
  it.each(CALLS)(
    'answers the preflight of $name ($method $path) with 204 and what the widget sends',
    async (call) => {
      const path = callPath(call.name, seed.appId, { id: 'sess_preflight' });
      const response = await fetch(api.url(path), {
        method: 'OPTIONS',
        headers: {
          origin: HOST_ORIGIN,
          'access-control-request-method': call.method,
          'access-control-request-headers': REQUIRED_ALLOWED_HEADERS.join(', '),
        },
      });
      expect(response.status).toBe(204);
      expectCorsAnswer(response.headers);
      const methods = listed(response.headers.get('access-control-allow-methods'));
      for (const method of REQUIRED_ALLOWED_METHODS) expect(methods).toContain(method.toLowerCase());
      const allowed = listed(response.headers.get('access-control-allow-headers'));
      for (const header of REQUIRED_ALLOWED_HEADERS) expect(allowed).toContain(header);
      // Kept as long as browsers keep one: a customer back within it skips the preflight's round trip.
      expect(response.headers.get('access-control-max-age')).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    },
  );

  // docs/api.md "CORS": a production backend answers only the app's registered origins, and no credentials.
  contractTest(DIVERGENCES.corsRegisteredOrigins)(
    'gives an origin the app did not register no Access-Control-Allow-Origin, errors included',
    async () => {
      const headers = { origin: FOREIGN_ORIGIN };
      const preflight = await fetch(api.url(callPath('embed', seed.appId)), {
        method: 'OPTIONS',
        headers: { ...headers, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const answer = await api.call('embed', { as: reader, body: {}, headers });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const error = await api.call('embed', { as: reader, hash: null, body: {}, headers });
      expect(error.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('never sends Access-Control-Allow-Credentials (the widget sends no cookies)', async () => {
    const preflight = await fetch(api.url(callPath('embed', seed.appId)), {
      method: 'OPTIONS',
      headers: { origin: HOST_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await api.call('embed', { as: reader, body: {}, headers: { origin: HOST_ORIGIN } });
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends the CORS headers on a successful answer', async () => {
    const reply = await api.call('embed', { as: reader, body: {}, headers: { origin: HOST_ORIGIN } });
    expect(reply.status).toBe(200);
    expectCorsAnswer(reply.headers);
  });

  it('sends the CORS headers on an error answer, or the widget would see a network error', async () => {
    const reply = await api.call('embed', {
      as: reader,
      hash: null,
      body: {},
      headers: { origin: HOST_ORIGIN },
    });
    expectError(reply, 401);
    expectCorsAnswer(reply.headers);
  });

  it('refuses a body that is not JSON with a 4xx { message }, CORS headers included', async () => {
    const headers = { origin: HOST_ORIGIN };
    const reply = await api.call('embed', { as: reader, rawBody: '{"customAttributes":', headers });
    expectError(reply, '4xx');
    expectCorsAnswer(reply.headers);
  });

  it('refuses a payload that fails the call schema with a 4xx { message }', async () => {
    const body = { duration: 'two', interval: 'FORTNIGHT', date: null };
    expectError(await api.call('pause', { as: seeded('refusals'), body }), '4xx');
  });

  it('answers a path no call has with a 4xx { message }, CORS headers included', async () => {
    const response = await fetch(api.url(`/api/orgs/${seed.appId}/no-such-call`), {
      method: 'POST',
      headers: { ...api.headersFor({ as: reader }), 'content-type': 'application/json', origin: HOST_ORIGIN },
      body: '{}',
    });
    const reply = await readReply(response);
    expectError(reply, '4xx');
    expectCorsAnswer(reply.headers);
  });
});
