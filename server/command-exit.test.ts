/**
 * The commands (`npm run server -- create-app …`, `rotate-secret`, `webhook add`, …) exit once done, also
 * with REDIS_URL set as it is on a deployment with several instances: they used to leave the rate limits'
 * Redis client open and never return to the shell. Run as `npm run server` runs them, in a process of its
 * own, on a new SQLite file. Also what they refuse: a secret for an app that is not there, an origin no browser
 * sends, an app id that does not fit in a URL.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const REDIS_URL = process.env.HOLDFAST_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** Far above a command's few hundred milliseconds, far below the test's timeout. */
const EXIT_WITHIN_MS = 20_000;
const dir = mkdtempSync(join(tmpdir(), 'holdfast-command-exit-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `server/main.ts <args>`; resolves with its exit code and output, or 'still running' past the wait. */
function runCommand(
  args: string[],
  directory = dir,
): Promise<{ code: number | 'still running'; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${join(directory, 'holdfast.sqlite')}`,
      BLOB_DIR: join(directory, 'blobs'),
      REDIS_URL,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'still running', output });
    }, EXIT_WITHIN_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

it('create-app and rotate-secret exit when done, with REDIS_URL set', async () => {
  const created = await runCommand(['create-app', 'app_command_exit', 'http://localhost:3000']);
  expect(created).toEqual({ code: 0, output: expect.stringContaining('app id:       app_command_exit') });
  const rotated = await runCommand(['rotate-secret', 'app_command_exit', 'live']);
  expect(rotated).toEqual({ code: 0, output: expect.stringContaining('(key id 2)') });
}, 60_000);

it('refuses an unknown command before it opens the database', async () => {
  const empty = join(dir, 'unknown-command');
  const refused = await runCommand(['--help'], empty);
  expect(refused).toEqual({
    code: 1,
    output: expect.stringContaining('Unknown command "--help": start, migrate'),
  });
  expect(existsSync(join(empty, 'holdfast.sqlite'))).toBe(false);
}, 60_000);

it('rotate-secret refuses an app id that has no app, and create-app one that has', async () => {
  // A typo's secret used to be kept and printed, and worked for the app once one of that id was created.
  const typo = await runCommand(['rotate-secret', 'app_typo', 'TEST']);
  expect(typo).toEqual({
    code: 1,
    output: expect.stringContaining("No app 'app_typo': create-app makes one."),
  });
  expect(typo.output).not.toContain('hf_test_');
  const created = await runCommand(['create-app', 'app_typo']);
  expect(created.output).toContain('TEST secret:');
  expect(created.output).toMatch(/TEST secret: +hf_test_\S+ +\(key id 1\)/);
  const again = await runCommand(['create-app', 'app_typo']);
  expect(again).toEqual({
    code: 1,
    output: expect.stringContaining("App 'app_typo' exists already: rotate-secret adds a secret to it."),
  });
}, 60_000);

it('create-app refuses an allowed origin no browser sends, naming the one meant, and makes no app', async () => {
  const refused = await runCommand(['create-app', 'app_origins', 'https://acme.example/', 'acme.example']);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    '"https://acme.example/" is not an origin a browser sends: write https://acme.example',
  );
  expect(refused.output).toContain('"acme.example" is not an origin a browser sends (');
  expect((await runCommand(['rotate-secret', 'app_origins', 'LIVE'])).code).toBe(1);
  const made = await runCommand(['create-app', 'app_origins', 'https://acme.example', 'http://localhost:*']);
  expect(made).toEqual({ code: 0, output: expect.stringContaining('app id:       app_origins') });
}, 60_000);

it('create-app refuses an app id a URL or a file name would change, before it opens the database', async () => {
  const empty = join(dir, 'bad-app-id');
  const refused = await runCommand(['create-app', 'a b/c', 'https://acme.example'], empty);
  expect(refused).toEqual({
    code: 1,
    output: expect.stringContaining('"a b/c" is not an app id: 1 to 64 letters, digits, _ and - ('),
  });
  expect(existsSync(join(empty, 'holdfast.sqlite'))).toBe(false);
}, 60_000);
