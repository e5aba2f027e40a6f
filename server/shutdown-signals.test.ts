/**
 * `npm run server` stopped as a process manager stops it: SIGTERM, then the same signal again (systemd signals
 * npm, its shell, tsx and the server at once, and tsx relays its own to the server). The request in flight is
 * still answered: the second signal used to find no listener and kill the server mid-request. Run as the
 * server runs, in a process of its own, on a new SQLite file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'holdfast-shutdown-signals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first match of `pattern` in what `server` prints, once it appears; refused once the server has exited. */
async function waitFor(server: { output: () => string; exitCode: () => number | null }, pattern: RegExp) {
  for (;;) {
    const found = pattern.exec(server.output());
    if (found) return found;
    if (server.exitCode() !== null) throw new Error(`exited ${server.exitCode()} before printing ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `server/main.ts <args>` in a process of its own; `output()` is what it has printed so far. */
function runServer(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dir, 'holdfast.sqlite')}`,
      BLOB_DIR: join(dir, 'blobs'),
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
  };
}

it('answers the request in flight when SIGTERM comes twice, then exits', async () => {
  // An app, so the server reads the session's body before it answers.
  expect(await runServer(['create-app', 'app_stopping']).exited).toBe(0);
  const server = runServer([]);
  const { child, exited } = server;
  const [, port] = await waitFor(server, /Holdfast server on http:\/\/127\.0\.0\.1:(\d+)/);

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
  await waitFor(server, /shutting down: finishing requests in flight/);
  child.kill('SIGTERM');
  await waitFor(server, /already shutting down/);
  socket.write(body.slice(5));
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(await exited).toBe(0);
}, 60_000);
