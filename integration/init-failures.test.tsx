/**
 * The real widget against the mock server over HTTP, in jsdom: a flow that fails to load tells the host's
 * onError and onInit its real cause, with the HTTP status and a code (docs/options.md "Errors").
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMockApp } from '../fixtures/mock-app.ts';
import { computeAuthHash } from '../mocks/backend/auth-hash.ts';
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../mocks/backend/constants.ts';
import { createMockServer, type MockServer } from '../mocks/server/create-mock-server.ts';
import { holdfast } from '../renderer/index.ts';

let server: MockServer;
const CUSTOMER = 'cus_active_monthly';

beforeEach(async () => {
  server = await createMockServer({ apps: [defaultMockApp(new Date())], port: 0 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await holdfast.clearState();
  await server.close();
  vi.restoreAllMocks();
});

async function failedLoad(extra: Record<string, unknown>) {
  const onError = vi.fn();
  const onInit = vi.fn();
  expect(
    await holdfast.init({
      appId: DEFAULT_APP_ID,
      customerId: CUSTOMER,
      authHash: await computeAuthHash(DEFAULT_APP_SECRET, CUSTOMER),
      apiBase: server.url,
      record: false,
      report: false,
      onError,
      onInit,
      ...extra,
    }),
  ).toEqual({ ok: true });
  await holdfast.show();
  await waitFor(() => expect(onError).toHaveBeenCalled());
  const [error] = onError.mock.calls[0]!;
  expect(onInit).toHaveBeenCalledWith({ ok: false, message: error.message });
  return error;
}

describe('a failed load names its real cause to the host', { timeout: 30_000 }, () => {
  it('an unknown customer', async () => {
    const customerId = 'cus_nobody';
    const error = await failedLoad({
      customerId,
      authHash: await computeAuthHash(DEFAULT_APP_SECRET, customerId),
    });
    expect(error).toMatchObject({ code: 'UNKNOWN_CUSTOMER', status: 404 });
    expect(error.message).toContain("no customer 'cus_nobody'");
    expect(error.message).not.toContain('HMAC');
  });

  it('an unknown app', async () => {
    const error = await failedLoad({ appId: 'app_nope' });
    expect(error).toMatchObject({ code: 'UNKNOWN_APP', status: 404 });
    expect(error.message).toContain("no app 'app_nope'");
  });

  it('an unknown flowId', async () => {
    const error = await failedLoad({ flowId: 'bp_nope' });
    expect(error).toMatchObject({ code: 'UNKNOWN_FLOW', status: 404 });
  });

  it('a wrong hash, the one cause that blames the hash', async () => {
    const error = await failedLoad({ authHash: 'f'.repeat(64) });
    expect(error).toMatchObject({ code: 'AUTH_HASH_MISMATCH', status: 401 });
    expect(error.message).toContain('mismatched HMAC hash');
  });

  it('an unreachable API', async () => {
    server.backend.faults.add({ kind: 'drop' });
    const error = await failedLoad({});
    expect(error).toMatchObject({ code: 'API_UNREACHABLE', status: null });
  });

  it('a malformed answer', async () => {
    server.backend.faults.add({ kind: 'malformed' });
    const error = await failedLoad({});
    expect(error).toMatchObject({ code: 'MALFORMED_ANSWER', status: 200 });
  });
});
