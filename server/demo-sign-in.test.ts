/**
 * `npm run server` may be a real deployment that left SEED_DEMO on: the demo owner it seeds into an empty
 * database gets a password of its own, printed once, never the demo product's known one (demo-sign-in.ts), so
 * no reachable server has an owner whose password is in the source. The server runs as `npm run server` does,
 * in a process of its own, on a new SQLite file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_SIGN_IN } from './dashboard/demo-sign-in.ts';

const dir = mkdtempSync(join(tmpdir(), 'holdfast-demo-owner-'));
let child: ChildProcess | null = null;
let output = '';

/** Starts `server/main.ts` and resolves with its base URL once it has printed the demo owner's line. */
function startServer(): Promise<string> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${join(dir, 'holdfast.sqlite')}`,
      BLOB_DIR: join(dir, 'blobs'),
      PORT: '0',
      SEED_DEMO: '1',
      WEBHOOK_WORKER: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    const look = () => {
      const url = /Holdfast server on (\S+)/.exec(output)?.[1];
      if (url && /dashboard: +\S+.*\n/.test(output)) resolve(url);
    };
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      look();
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

async function signIn(baseUrl: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/dashboard/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: DEMO_SIGN_IN.email, password }),
  });
  await response.body?.cancel();
  return response.status;
}

let baseUrl = '';
beforeAll(async () => {
  baseUrl = await startServer();
}, 60_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('seeds the demo owner with a password printed once, and refuses the demo product’s known password', async () => {
  const line = /dashboard: +(\S+) \/ (\S+) {2}\(shown once\)/.exec(output);
  expect(line?.[1]).toBe(DEMO_SIGN_IN.email);
  const printed = line?.[2] ?? '';
  expect(printed).not.toBe(DEMO_SIGN_IN.password);
  expect(printed.length).toBeGreaterThanOrEqual(16);
  expect(output).not.toContain(DEMO_SIGN_IN.password);
  expect(await signIn(baseUrl, DEMO_SIGN_IN.password)).toBe(401);
  expect(await signIn(baseUrl, printed)).toBe(200);
});
