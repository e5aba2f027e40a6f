import pino from 'pino';
import { expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { buildDeps, startServer } from './create-server.ts';
import { loadSeed } from './storage/load-seed.ts';
import { serverTestSeed } from './testing/server-seed.ts';
import { createTestClient } from './testing/test-client.ts';
import { createTestDatabase } from './testing/test-database.ts';

/** Far above what the shutdown takes once its last answer is sent. */
const GRACE_MS = 30_000;

it('finishes a request in flight when shut down, closes its connection after, and refuses new ones', async () => {
  const database = createTestDatabase('sqlite');
  const config = {
    ...readConfig({}),
    port: 0,
    databaseUrl: database.url,
    blobDir: database.blobDir,
    shutdownGraceMs: GRACE_MS,
  };
  const deps = await buildDeps(config, { logger: pino({ level: 'silent' }) });
  await loadSeed(deps.database, serverTestSeed(), deps.now());
  // Slow the provider down so the request is surely in flight when the shutdown starts.
  const findCustomer = deps.billing.findCustomer.bind(deps.billing);
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  deps.billing.findCustomer = async (...args) => {
    entered();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return findCustomer(...args);
  };
  const server = await startServer(config, deps);
  const call = createTestClient(server.url);
  const pending = call('customer', { as: 'ada' });
  await inFlight;
  const closed = server.close();
  const answer = await pending;
  expect(answer.status).toBe(200);
  // fetch keeps its connection alive: the answer closes it, so the shutdown does not wait out the grace.
  const answered = Date.now();
  await closed;
  expect(Date.now() - answered).toBeLessThan(GRACE_MS / 3);
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  await database.drop();
}, 60_000);

it('keeps an idle connection open for KEEP_ALIVE_TIMEOUT_MS, and says so in its Keep-Alive header', async () => {
  const database = createTestDatabase('sqlite');
  const config = {
    ...readConfig({ KEEP_ALIVE_TIMEOUT_MS: '7000' }),
    port: 0,
    databaseUrl: database.url,
    blobDir: database.blobDir,
  };
  const deps = await buildDeps(config, { logger: pino({ level: 'silent' }) });
  const server = await startServer(config, deps);
  const answer = await fetch(`${server.url}/healthz`);
  expect(answer.headers.get('keep-alive')).toBe('timeout=7');
  await server.close();
  await database.drop();
  expect(readConfig({}).keepAliveTimeoutMs).toBeGreaterThan(60_000);
}, 60_000);
