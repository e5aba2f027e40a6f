/**
 * The widget's real API client (renderer/api) against the mock server over HTTP: the two sides of the
 * wire contract agree on paths, headers, payloads and answers, and a money action retried after a lost
 * answer is applied once.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionCreatedSchema } from '../contract/schemas/index.ts';
import { computeAuthHash } from '../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../mocks/backend/constants.ts';
import { createMockServer, type MockServer } from '../mocks/server/create-mock-server.ts';
import { createTestBackend } from '../mocks/testing/call.ts';
import { encodeRecording, sessionResults } from '../mocks/testing/sample-calls.ts';
import { createApiClient } from '../renderer/api/client.ts';
import type { ClientIdentity } from '../renderer/api/http.ts';

let server: MockServer;
beforeEach(async () => {
  server = await createMockServer({ backend: createTestBackend(), port: 0 });
});
afterEach(async () => {
  await server.close();
});

async function clientFor(customerId: string, overrides: Partial<ClientIdentity> = {}) {
  const identity: ClientIdentity = {
    authHash: await computeAuthHash(DEFAULT_APP_SECRET, customerId),
    customerId,
    subscriptionId: null,
    mode: 'LIVE',
    provider: 'STRIPE',
    ...overrides,
  };
  return createApiClient({
    apiBase: server.url,
    appId: DEFAULT_APP_ID,
    getIdentity: () => identity,
    sleep: () => Promise.resolve(),
  });
}

describe('the API client against the mock server', () => {
  it('loads the embed data and the customer', async () => {
    const client = await clientFor('cus_active');
    const embed = await client.loadEmbed({ customAttributes: { tier: 'gold' } });
    expect(embed.blueprint?._id).toBe('bp_main');
    expect(embed.externalData?.customerAttributes).toEqual({ tier: 'gold' });
    expect((await client.getCustomer()).id).toBe('cus_active');
  });

  it('a pause through the client shows on the refreshed customer', async () => {
    const client = await clientFor('cus_active');
    const { subscription } = await client.pause(
      { duration: 1, interval: 'MONTH', date: null },
      { idempotencyKey: 'p-1' },
    );
    expect(subscription?.pause_collection?.behavior).toBe('void');
    const customer = await client.getCustomer();
    expect(customer.subscriptions.data[0]?.pause_collection?.resumes_at).toBe(
      subscription?.pause_collection?.resumes_at,
    );
  });

  it('a lost answer (commit then 504) is retried by the client with the same key and applied once', async () => {
    server.backend.faults.add({
      kind: 'commit-then-fail',
      path: '/api/orgs/app_test/stripe/extend-trial',
      times: 1,
    });
    const client = await clientFor('cus_trial', { mode: 'TEST' });
    const { subscription } = await client.extendTrial(
      { days: 7, blueprintId: null },
      { idempotencyKey: 'x-1' },
    );
    expect(subscription?.trial_end).toBe(Date.parse('2025-03-24T12:00:00Z') / 1000);
    const attempts = server.backend.requests().filter((request) => request.path.endsWith('/extend-trial'));
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((request) => request.headers['idempotency-key']))).toEqual(new Set(['x-1']));
  });

  it('a dropped answer to a session is redelivered and stored once (sessionKey)', async () => {
    server.backend.faults.add({
      kind: 'commit-then-fail',
      failWith: 'drop',
      path: '/api/sessions',
      times: 1,
    });
    const client = await clientFor('cus_active');
    const created = await client.sendSessionResults(sessionResults());
    expect(created._id).toMatch(/^sess_/);
    expect(server.backend.app()?.sessions).toHaveLength(1);
  });

  it('uploads a recording to the created session, with the upload token its POST answered', async () => {
    const client = await clientFor('cus_active');
    const answer = await client.sendSessionResults(sessionResults());
    const { _id, uploadToken } = v.parse(SessionCreatedSchema, answer);
    const time = '2025-03-10T12:00:00.000Z';
    await client.uploadRecording(_id, {
      uploadToken,
      recording: encodeRecording([{ type: 4 }]),
      recordingStartTime: time,
      recordingEndTime: time,
    });
    expect(server.backend.app()?.sessions[0]?.recording?.events).toBe(1);
  });

  it('the managed flow: check, read the e-mailed code, verify, then load as the verified customer', async () => {
    const anonymous = await clientFor('nobody', { authHash: null, customerId: null });
    await anonymous.checkIdentity({ email: 'ada@example.com' });
    const code = server.backend.emails()[0]?.code ?? '';
    const verified = await anonymous.verifyIdentity({ email: 'ada@example.com', code });
    const client = await clientFor(verified.customerId, { authHash: verified.hmac });
    expect((await client.loadEmbed({})).customer?.id).toBe('cus_active');
  });

  it('a wrong hash surfaces as an HTTP error with status 401', async () => {
    const client = await clientFor('cus_active', { authHash: 'bad' });
    await expect(client.getCustomer()).rejects.toMatchObject({ status: 401 });
  });

  it('an unknown e-mail surfaces with the spec’s message', async () => {
    const client = await clientFor('nobody', { authHash: null, customerId: null });
    await expect(client.checkIdentity({ email: 'ADA@example.com' })).rejects.toMatchObject({ status: 400 });
  });
});
