/**
 * What `npm run server` prints at a start whose stdout is not a terminal (systemd's journal, Docker's log: the
 * same stream as the JSON log): the demo app's secrets once, at the start that seeded it, never again at a
 * restart on the same data folder. Each restart used to write them into the log again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SECRETS_NOT_REPRINTED } from './print-app.ts';
import { runServerCommand, waitForOutput } from './testing/server-command.ts';

const dir = mkdtempSync(join(tmpdir(), 'holdfast-start-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server on `dir`, waits for its app line, stops it; what it printed. */
async function start(): Promise<string> {
  const server = runServerCommand(dir, [], { SEED_DEMO: '1', LOG_LEVEL: 'silent' });
  await waitForOutput(server, /app id: .*\n(.*\n){2}|app id: .*\(secrets/);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.output();
}

it('prints the demo secrets at the start that seeds them, not at a restart', async () => {
  const seeded = await start();
  const [live] = /hf_live_\S+/.exec(seeded) ?? [''];
  expect(live).not.toBe('');
  expect(seeded).toMatch(/TEST secret: +hf_test_/);
  const restarted = await start();
  expect(restarted).toContain(`app id:       app_demo  ${SECRETS_NOT_REPRINTED}`);
  expect(restarted).not.toContain('hf_live_');
  expect(restarted).not.toContain('hf_test_');
}, 90_000);
