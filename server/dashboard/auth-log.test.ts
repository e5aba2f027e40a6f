/**
 * better-auth's own lines go to the server's log as JSON (docs/server.md "Logs are JSON lines"): a wrong
 * password used to print `WARN [Better Auth]: Invalid password` in colour on stdout, among the JSON lines a
 * log shipper parses. The line names neither the password nor the e-mail.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from '../testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from '../testing/start-test-server.ts';
import { makeTeam, signIn, TEAM } from './testing/dashboard-seed.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it(
  'logs a wrong password as a JSON line of the server log, not on the console',
  async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const consoleLines = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method),
    );
    let started: StartedTestServer | null = null;
    try {
      started = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed(), logger });
      await makeTeam(started, APP_ID);
      const wrongPassword = 'not-the-password-7Qx';
      expect((await signIn(started.baseUrl, TEAM.owner.email, wrongPassword)).status).toBe(401);
      const logged = lines.map(
        (line) => JSON.parse(line) as { level: number; component?: string; msg: string },
      );
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 40, component: 'better-auth', msg: 'Invalid password' }),
      );
      const printed = consoleLines.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
      expect(printed.join('\n')).not.toMatch(/Invalid password/);
      expect(lines.join('')).not.toContain(wrongPassword);
    } finally {
      await started?.close();
    }
  },
  START_TIMEOUT_MS,
);
