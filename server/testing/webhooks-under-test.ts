/**
 * What the webhook tests drive (webhooks-delivery.test.ts, webhooks-instances.test.ts): a real server on one
 * dialect with the server tests' seed and no worker of its own (each test runs one by hand), receivers on
 * loopback ports, short retry waits, and a clock the test moves.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { buildDeps, type RunningServer, startServer } from '../create-server.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { DeliveryPolicy } from '../services/webhook-policy.ts';
import { listDeliveries, listEndpoints, registerEndpoint, removeEndpoint } from '../services/webhooks.ts';
import type { Dialect } from '../storage/database.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { START_TIMEOUT_MS } from './on-both-dialects.ts';
import { APP_ID, serverTestSeed } from './server-seed.ts';
import { seededSessionResults } from './session-results.ts';
import { createTestClient, type TestCall } from './test-client.ts';
import { createTestDatabase } from './test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/** Short waits so retries happen within the test; the defaults are minutes (webhook-policy.ts). */
export const FAST: Partial<DeliveryPolicy> = {
  backoffBaseMs: 30,
  pollMs: 20,
  leaseMs: 5_000,
  timeoutMs: 3_000,
};
/** The longest any test waits for deliveries it expects. */
export const WAIT_MS = 15_000;
/**
 * A test's own budget: its setup (endpoint, sessions, a second instance) and then up to WAIT_MS of waiting.
 * Vitest's 5 s default was shorter than the wait alone, so on a loaded machine a test that was still making
 * progress timed out, kept running, and its late sessions landed on the next test's endpoint.
 */
export const TEST_TIMEOUT_MS = 2 * WAIT_MS;

export function session(sessionKey: string) {
  return seededSessionResults(sessionKey, { canceled: true, feedback: 'too expensive' });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker's clock, moved by the test: whether a backoff or a lease has run out is decided by it, not by
 * how long a loaded machine takes between two statements (a 30 ms backoff had often passed before the test
 * could see it pending). Started after the test's sessions are stored, so they are due at once.
 */
export function manualClock() {
  let ms = Date.now();
  return {
    now: () => new Date(ms),
    advance(by: number) {
      ms += by;
    },
  };
}

/** Waits until `condition` holds (vitest's polling), naming `what` if it never does. */
export const until = (condition: () => boolean | Promise<boolean>, what: string) =>
  vi.waitFor(async () => expect(await condition(), `waiting for ${what}`).toBe(true), {
    timeout: WAIT_MS,
    interval: 20,
  });

export function deliveriesOf(deps: ServiceDeps, state?: string) {
  return listDeliveries(deps, APP_ID, { state }).then((outcome) => {
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  });
}

/** This test's deliveries only: an earlier test's, failed when its endpoint was removed, are not counted. */
export async function deliveriesTo(deps: ServiceDeps, receiver: WebhookReceiver, state?: string) {
  return (await deliveriesOf(deps, state)).filter((delivery) => delivery.url === receiver.url);
}

/** The server under test; `deps`, `server` and `call` are set once beforeAll ran. */
export interface WebhookServer {
  config: ReturnType<typeof readConfig>;
  /** What a further instance on the same database is built with. */
  quiet: Parameters<typeof buildDeps>[1];
  deps: ServiceDeps;
  server: RunningServer;
  call: TestCall;
  /** Registers an endpoint for a new receiver (removed, with the receiver, after the test). */
  endpointTo(): Promise<{ receiver: WebhookReceiver; secret: string }>;
}

export function useWebhookServer(dialect: Dialect): WebhookServer {
  const database = createTestDatabase(dialect);
  const receivers: WebhookReceiver[] = [];
  const web = {
    config: {
      ...readConfig({}),
      port: 0,
      databaseUrl: database.url,
      blobDir: database.blobDir,
      seedDemo: false,
      shutdownGraceMs: 2_000,
      webhookWorker: false,
      // The receivers listen on loopback: the operator's opt-in (the refusal tests turn it off per call).
      webhookAllowPrivateAddresses: true,
    },
    quiet: { logger: pino({ level: 'silent' }), database: database.options },
    async endpointTo() {
      const receiver = await startWebhookReceiver();
      receivers.push(receiver);
      const registered = await registerEndpoint(web.deps, APP_ID, receiver.url);
      if (!registered.ok) throw new Error(registered.message);
      return { receiver, secret: registered.value.secret };
    },
  } as WebhookServer;

  beforeAll(async () => {
    web.deps = await buildDeps(web.config, web.quiet);
    await loadSeed(web.deps.database, serverTestSeed(), web.deps.now());
    web.server = await startServer(web.config, web.deps);
    web.call = createTestClient(web.server.url);
  }, START_TIMEOUT_MS);
  afterEach(async () => {
    const endpoints = await listEndpoints(web.deps, APP_ID);
    for (const endpoint of endpoints.ok ? endpoints.value : [])
      await removeEndpoint(web.deps, APP_ID, endpoint.id);
    for (const receiver of receivers.splice(0)) await receiver.close();
  });
  afterAll(async () => {
    await web.server?.close();
    await database.drop();
  }, START_TIMEOUT_MS);
  return web;
}
