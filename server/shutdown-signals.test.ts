/**
 * `npm run server` stopped as a process manager stops it: SIGTERM, then the same signal again (systemd signals
 * npm, its shell, tsx and the server at once, and tsx relays its own to the server). The request in flight is
 * still answered: the second signal used to find no listener and kill the server mid-request. Run as the
 * server runs, in a process of its own, on a new SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runServerCommand, waitForOutput } from './testing/server-command.ts';

const dir = mkdtempSync(join(tmpdir(), 'holdfast-shutdown-signals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('answers the request in flight when SIGTERM comes twice, then exits', async () => {
  // An app, so the server reads the session's body before it answers.
  expect(await runServerCommand(dir, ['create-app', 'app_stopping']).exited).toBe(0);
  const server = runServerCommand(dir, []);
  const { child, exited } = server;
  const [, port] = await waitForOutput(server, /Holdfast server on http:\/\/127\.0\.0\.1:(\d+)/);

  // A request whose body is still on its way: the server cannot answer before it has all of it.
  const body = JSON.stringify({ sessionKey: 'in-flight' });
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Holdfast-App-Id: app_stopping\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill('SIGTERM');
  await waitForOutput(server, /shutting down: finishing requests in flight/);
  child.kill('SIGTERM');
  await waitForOutput(server, /already shutting down/);
  socket.write(body.slice(5));
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(await exited).toBe(0);
}, 60_000);
