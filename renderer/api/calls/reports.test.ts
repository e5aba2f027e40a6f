import { describe, expect, it } from 'vitest';
import { errorResponse, fakeApiClient, jsonResponse, sentRequest } from '../api.testing.ts';

function setup(debug: boolean) {
  return fakeApiClient({ answer: () => jsonResponse({}), debug, timeoutMs: 20 });
}

const errorLog = {
  name: 'PAUSE_WALL_RESUME_ERROR',
  email: null,
  error: 'Error resuming subscription. Please contact support.',
  appId: 'app_test',
  mode: 'TEST' as const,
  customerId: 'cus_123',
};

/** Every way a call can fail. */
const FAILURES: Array<[string, () => Promise<Response>]> = [
  ['the fetch rejects', () => Promise.reject(new TypeError('Failed to fetch'))],
  [
    'the fetch throws synchronously',
    () => {
      throw new Error('broken wrapper');
    },
  ],
  ['the backend answers 500', async () => errorResponse(500, 'boom')],
  ['the fetch never answers (timeout)', () => new Promise<Response>(() => {})],
];

describe('error logs and logs (/api/a/e, /api/a/l): not read, skipped in debug mode, failures ignored', () => {
  it('sends the error log with name, e-mail or null, error, appId, mode and customerId', async () => {
    const { client, fetch } = setup(false);
    await client.logError(errorLog);
    expect(sentRequest(fetch.mock.calls[0]!).body).toEqual(errorLog);
  });

  it('sends a log object as given', async () => {
    const { client, fetch } = setup(false);
    await client.log({ event: 'flow-start', steps: 3 });
    expect(sentRequest(fetch.mock.calls[0]!).body).toEqual({ event: 'flow-start', steps: 3 });
  });

  it('skips both entirely in debug mode', async () => {
    const { client, fetch } = setup(true);
    await client.logError(errorLog);
    await client.log({ event: 'flow-start' });
    expect(fetch).not.toHaveBeenCalled();
  });

  for (const [how, fail] of FAILURES) {
    it(`never throws when ${how}`, async () => {
      const { client, fetch } = setup(false);
      fetch.mockImplementation(fail);
      await expect(client.logError(errorLog)).resolves.toBeUndefined();
      await expect(client.log({ a: 1 })).resolves.toBeUndefined();
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  }

  it('never throws even for a log that cannot be serialised', async () => {
    const { client, fetch } = setup(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(client.log(cyclic)).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('create-issue: errors swallowed', () => {
  it('files the issue with its name and data', async () => {
    const { client, fetch } = setup(false);
    await client.createIssue({
      name: 'missing-coupon',
      issueData: { couponId: 'GONE', blueprintId: 'bp_1' },
    });
    const sent = sentRequest(fetch.mock.calls[0]!);
    expect(sent.url.pathname).toBe('/api/orgs/create-issue');
    expect(sent.body).toEqual({
      name: 'missing-coupon',
      issueData: { couponId: 'GONE', blueprintId: 'bp_1' },
    });
  });

  for (const [how, fail] of FAILURES) {
    it(`resolves when ${how}`, async () => {
      const { client, fetch } = setup(false);
      fetch.mockImplementation(fail);
      await expect(
        client.createIssue({ name: 'invalid-dynamic-offers', issueData: {} }),
      ).resolves.toBeUndefined();
    });
  }

  it('is still filed in debug mode (only logs are skipped)', async () => {
    const { client, fetch } = setup(true);
    await client.createIssue({ name: 'latest-pause-expiration', issueData: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
