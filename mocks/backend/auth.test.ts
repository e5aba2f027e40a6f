import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/schemas/index.ts';
import { authHeaders, call, createTestBackend, org } from '../testing/call.ts';
import { SAMPLE_CALLS } from '../testing/sample-calls.ts';
import { computeAuthHash } from './auth-hash.ts';
import type { MockBackend } from './backend.ts';
import { DEFAULT_APP_SECRET } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { ROUTES } from './routes.ts';

let backend: MockBackend;
beforeEach(() => {
  backend = createTestBackend();
});

async function send(sample: (typeof SAMPLE_CALLS)[number], hash?: string | null) {
  const { path, body } = await sample.prepare(backend);
  return call(backend, path, { method: sample.method, as: sample.as, hash, body });
}

describe('computeAuthHash: HMAC-SHA256 (hex) of the id with the app secret', () => {
  it('equals Node’s HMAC-SHA256 hex digest', async () => {
    const expected = createHmac('sha256', DEFAULT_APP_SECRET).update('cus_active').digest('hex');
    expect(await computeAuthHash(DEFAULT_APP_SECRET, 'cus_active')).toBe(expected);
  });

  it('differs for another id or another secret', async () => {
    const hash = await computeAuthHash('s1', 'cus_1');
    expect(await computeAuthHash('s1', 'cus_2')).not.toBe(hash);
    expect(await computeAuthHash('s2', 'cus_1')).not.toBe(hash);
  });
});

describe('every call of the spec §7 table', () => {
  it('has a sample call (the table and the samples agree)', () => {
    const sampled = SAMPLE_CALLS.map((sample) => `${sample.method} ${sample.pattern}`).sort();
    expect(sampled).toEqual(ROUTES.map((route) => `${route.method} ${route.pattern}`).sort());
  });

  for (const sample of SAMPLE_CALLS) {
    it(`${sample.method} ${sample.pattern}: a good hash answers 2xx with a body its answer schema accepts`, async () => {
      const response = await send(sample);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      const parsed = v.safeParse(sample.answer, response.body);
      expect(parsed.issues).toBeUndefined();
    });
  }

  const signed = SAMPLE_CALLS.filter(
    (sample) =>
      ROUTES.find((route) => route.pattern === sample.pattern && route.method === sample.method)?.auth !==
      'app',
  );
  for (const sample of signed) {
    it(`${sample.method} ${sample.pattern}: a wrong hash answers 401 with a message`, async () => {
      const response = await send(sample, await computeAuthHash('another_secret', sample.as));
      expect(response.status).toBe(401);
      expect(v.is(ErrorBodySchema, response.body)).toBe(true);
    });
    it(`${sample.method} ${sample.pattern}: a missing hash answers 401`, async () => {
      const response = await send(sample, null);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: MESSAGES.authHashMissing });
    });
  }
});

describe('calls without a customer (lite mode, managed flow before identity)', () => {
  it('embed-lite answers without any customer headers or hash', async () => {
    const response = await call(backend, org('embed-lite'));
    expect(response.status).toBe(200);
  });

  it('branding answers without a customer (the managed flow loads it first)', async () => {
    const response = await call(backend, org('branding'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Acme', emailFlow: { enabled: true } });
  });

  it('logs and lite sessions are accepted without a customer id', async () => {
    expect((await call(backend, '/api/a/l', { method: 'POST', body: { a: 1 } })).status).toBe(200);
  });

  it('a customer call without a customer id answers 401', async () => {
    const response = await call(backend, org('embed/customer'));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: MESSAGES.customerIdMissing });
  });
});

describe('who is asking', () => {
  it('an unknown app answers 404', async () => {
    const response = await call(backend, org('embed/customer', 'app_nope'), { as: 'cus_active' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MESSAGES.appNotFound });
  });

  it('a call naming no app at all answers 400', async () => {
    const response = await call(backend, '/api/a/l', {
      method: 'POST',
      body: {},
      headers: { 'X-Holdfast-App-Id': '' },
    });
    expect(response.status).toBe(400);
  });

  it('an unknown customer with a valid hash answers the spec’s 404 message', async () => {
    const response = await call(backend, org('embed/customer'), { as: 'cus_ghost' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Sorry, could not find a customer with matching ID.' });
  });

  it('a customer looked up in another provider is not found', async () => {
    const response = await call(backend, org('embed/customer'), { as: 'cus_active', provider: 'CHARGEBEE' });
    expect(response.status).toBe(404);
  });

  it('the hash is checked before the customer is looked up (no probing of ids)', async () => {
    const response = await call(backend, org('embed/customer'), { as: 'cus_ghost', hash: 'deadbeef' });
    expect(response.status).toBe(401);
  });

  it('header names are case-insensitive', async () => {
    const headers = await authHeaders({ as: 'cus_active' });
    const lower = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const reply = await backend.handle({ method: 'GET', path: org('embed/customer'), headers: lower });
    expect(reply.kind === 'response' && reply.response.status).toBe(200);
  });

  it('an unknown provider or mode header answers 400', async () => {
    const headers = { 'X-Holdfast-Provider': 'ACME_PAY' };
    expect((await call(backend, org('embed/customer'), { as: 'cus_active', headers })).status).toBe(400);
    expect(
      (
        await call(backend, org('embed/customer'), {
          as: 'cus_active',
          headers: { 'X-Holdfast-Mode': 'DEMO' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('providers that use the subscription id as the customer id', () => {
  it('PADDLE: the customer id header carries the subscription id and the hash is over it', async () => {
    const response = await call(backend, org('embed/customer'), { as: 'sub_paddle_1', provider: 'PADDLE' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'ctm_paddle' });
  });

  it('PADDLE: a hash over the customer id (not the subscription id) is refused', async () => {
    const hash = await computeAuthHash(DEFAULT_APP_SECRET, 'ctm_paddle');
    const response = await call(backend, org('embed/customer'), {
      as: 'sub_paddle_1',
      provider: 'PADDLE',
      hash,
    });
    expect(response.status).toBe(401);
  });

  it('PADDLE: the embed answer names the subscription in externalData', async () => {
    const response = await call(backend, org('embed'), {
      method: 'POST',
      as: 'sub_paddle_1',
      provider: 'PADDLE',
      body: {},
    });
    expect(response.body).toMatchObject({ externalData: { subscriptionId: 'sub_paddle_1' } });
  });
});
