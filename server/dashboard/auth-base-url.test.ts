import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { makeTeam, signIn, TEAM } from './testing/dashboard-seed.ts';

/** What better-auth prints (console.warn) when it starts without a base URL. */
const NO_BASE_URL = /Base URL is not set/;

function printed(spy: { mock: { calls: unknown[][] } }): string {
  return spy.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
});

it(
  'a server started without DASHBOARD_URL gives better-auth its listening URL: no "Base URL is not set"',
  async () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    let started: StartedTestServer | null = null;
    try {
      started = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed() });
      const context = await started.server.dashboard.auth.$context;
      expect(context.baseURL).toBe(`${started.server.url}/dashboard/api/auth`);
      expect(printed(warn)).not.toMatch(NO_BASE_URL);
      expect(printed(log)).not.toMatch(NO_BASE_URL);
    } finally {
      await started?.close();
    }
  },
  START_TIMEOUT_MS,
);

describeOnBothDialects('sign-in with the listening URL as base URL', (server) => {
  beforeAll(() => makeTeam(server.started, APP_ID), START_TIMEOUT_MS);

  it(
    'still signs in from whatever name the server was reached by, and only from its own origin',
    async () => {
      const { baseUrl } = server.started;
      const byAddress = await signIn(baseUrl, TEAM.owner.email, TEAM.owner.password);
      expect(byAddress.status).toBe(200);
      // Reached as localhost rather than 127.0.0.1: a different origin from the base URL, but the page's own.
      const byName = baseUrl.replace('127.0.0.1', 'localhost');
      expect(byName).not.toBe(baseUrl);
      expect((await signIn(byName, TEAM.owner.email, TEAM.owner.password)).status).toBe(200);
      const foreign = await signIn(baseUrl, TEAM.owner.email, TEAM.owner.password, 'https://evil.example');
      expect(foreign.status).toBe(403);
    },
    START_TIMEOUT_MS,
  );
});
