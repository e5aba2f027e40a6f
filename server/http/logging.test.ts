import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { buildDeps, type RunningServer, startServer } from '../create-server.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { LIVE_SECRET, serverTestSeed, TEST_SECRET } from '../testing/server-seed.ts';
import { createTestClient, hashFor } from '../testing/test-client.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const database = createTestDatabase('sqlite');
let server: RunningServer;

beforeAll(async () => {
  const config = { ...readConfig({}), port: 0, databaseUrl: database.url, blobDir: database.blobDir };
  const deps = await buildDeps(config, { logger: pino({ level: 'debug' }, sink) });
  await loadSeed(deps.database, serverTestSeed(), deps.now());
  server = await startServer(config, deps);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  await database.drop();
}, START_TIMEOUT_MS);

it('logs every request without the auth hash or a secret, even on errors', async () => {
  const call = createTestClient(server.url);
  await call('embed', { as: 'ada', body: {} });
  await call('embed', { as: 'ada', mode: 'TEST', hash: hashFor('ada', 'LIVE'), body: {} });
  await call('log', { as: 'ada', body: { authHash: hashFor('ada'), secret: LIVE_SECRET } });
  const log = lines.join('');
  expect(lines.length).toBeGreaterThanOrEqual(3);
  expect(log).toContain('"path":"/api/orgs/app_server_test/embed"');
  for (const secret of [hashFor('ada'), hashFor('ada', 'TEST'), LIVE_SECRET, TEST_SECRET]) {
    expect(log).not.toContain(secret);
  }
});
