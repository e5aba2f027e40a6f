/**
 * Exactly once under a crash (issue 19 item 5): two server instances, each a process of its own, on one
 * PostgreSQL schema. One is killed with SIGKILL (`kill -9`) in the middle of a money action — after the
 * billing provider committed the change but before the answer was kept, or after the key was claimed but
 * before the provider acted — and the client retries with the same Idempotency-Key on the other instance,
 * as the widget does (503 "still running" is retried). The end state: exactly one change, one kept answer,
 * one `action.completed` event, and one stored session however often the widget posts it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { buildDeps } from '../create-server.ts';
import { customerKeyOf } from '../storage/customer-key.ts';
import { loadSeed } from '../storage/load-seed.ts';
import { START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID, DAY, FLOW_ID, OFFER, serverTestSeed } from '../testing/server-seed.ts';
import { seededSessionResults } from '../testing/session-results.ts';
import { createTestClient, type Reply } from '../testing/test-client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { ServiceDeps } from './deps.ts';
import { registerEndpoint } from './webhooks.ts';

const INSTANCE_SCRIPT = fileURLToPath(new URL('../testing/server-process.ts', import.meta.url));
/** Short, so the retry takes over the dead instance's key within the test (the default is 30 s). */
const LEASE_MS = 1_500;
/** The widget retries a 503 ("still running"); bounded, like the widget's own retries. */
const MAX_RETRIES = 10;
const CRASH_TIMEOUT_MS = 90_000;

interface Instance {
  url: string;
  child: ChildProcess;
  /** Resolves when the process printed `marker`. */
  printed(marker: string): Promise<void>;
}

async function spawnInstance(database: { url: string; schema: string }, stall = ''): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE_SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      HOLDFAST_TEST_PG_SCHEMA: database.schema,
      HOLDFAST_TEST_STALL: stall,
      IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const waiters: { marker: string; resolve: () => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    for (const waiter of waiters.filter((w) => output.includes(w.marker))) waiter.resolve();
  });
  const printed = (marker: string) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(marker)) return resolve();
      waiters.push({ marker, resolve });
      child.once('exit', (code, signal) =>
        reject(new Error(`instance exited (${code ?? signal}) before ${marker}`)),
      );
    });
  await printed('LISTENING ');
  const url = /LISTENING (\S+)/.exec(output)![1]!;
  return { url, child, printed };
}

function killHard(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGKILL');
  });
}

/** The widget's behaviour: the same key again while the first request is still running (503). */
async function retried(send: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const reply = await send();
    if (reply.status !== 503 || attempt >= MAX_RETRIES) return reply;
  }
}

function session(sessionKey: string) {
  return seededSessionResults(sessionKey);
}

describe('two instances on one PostgreSQL, one killed (kill -9) in the middle of a money action', () => {
  const database = createTestDatabase('postgres');
  const schema = database.options.pgSchema!;
  const instances: Instance[] = [];
  let deps: ServiceDeps;
  /** The instance that lives through every test; each test starts one that dies. */
  let survivor: Instance;

  beforeAll(async () => {
    const config = {
      ...readConfig({}),
      databaseUrl: database.url,
      blobDir: database.blobDir,
      // The endpoint below is on loopback (nothing listens there: no worker sends to it).
      webhookAllowPrivateAddresses: true,
    };
    deps = await buildDeps(config, { logger: pino({ level: 'silent' }), database: database.options });
    await loadSeed(deps.database, serverTestSeed(), deps.now());
    // An endpoint, so every kept answer writes an event to the outbox (no worker runs: it is only counted).
    const endpoint = await registerEndpoint(deps, APP_ID, 'http://127.0.0.1:9/holdfast');
    expect(endpoint.ok).toBe(true);
    survivor = await spawnInstance({ url: database.url, schema });
  }, START_TIMEOUT_MS);
  afterEach(async () => {
    for (const instance of instances.splice(0))
      if (instance.child.exitCode === null && instance.child.signalCode === null) await killHard(instance);
  });
  afterAll(async () => {
    if (survivor) await killHard(survivor);
    await deps?.database.db.destroy();
    await database.drop();
  }, START_TIMEOUT_MS);

  async function twoInstances(stall: string) {
    const dying = await spawnInstance({ url: database.url, schema }, stall);
    instances.push(dying);
    return { dying, onDying: createTestClient(dying.url), onSurvivor: createTestClient(survivor.url) };
  }

  async function endState(customer: string, key: string, sessionKey: string) {
    const customerKey = customerKeyOf('STRIPE', `cus_${customer}`);
    const { db } = deps.database;
    const applied = await db.selectFrom('billing_applied').select('idempotency_key').execute();
    const kept = await db
      .selectFrom('idempotency_keys')
      .select(['state'])
      .where('customer_key', '=', customerKey)
      .where('idempotency_key', '=', key)
      .execute();
    const events = await db
      .selectFrom('webhook_events')
      .select('body')
      .where('type', '=', 'action.completed')
      .execute();
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('customer_key', '=', customerKey)
      .where('session_key', '=', sessionKey)
      .execute();
    return {
      providerChanges: applied.filter((row) => row.idempotency_key.endsWith(`:${key}`)).length,
      keptAnswers: kept.map((row) => row.state),
      events: events.filter((row) => row.body.includes(`"cus_${customer}"`)).length,
      sessions: sessions.length,
    };
  }

  it(
    'killed after the provider acted: the retry on the other instance replays the change, acts no more',
    async () => {
      const { dying, onDying, onSurvivor } = await twoInstances('after-provider');
      // TEST mode allows a second trial extension, so only the key can keep this to one.
      const as = { as: 'trial', mode: 'TEST' as const };
      await onSurvivor('embed', { ...as, body: {} });
      const trialEnd = async () =>
        ((await onSurvivor('customer', as)).body as { subscriptions: { data: { trial_end: number }[] } })
          .subscriptions.data[0]!.trial_end;
      const before = await trialEnd();
      const key = randomUUID();
      const body = { days: OFFER.trialDays, blueprintId: FLOW_ID };

      const inFlight = onDying('extendTrial', { ...as, body, key }).catch((error: Error) => error);
      await dying.printed('ACTED');
      await killHard(dying);
      expect(await inFlight).toBeInstanceOf(Error); // the connection died with the process
      expect(await trialEnd()).toBe(before + OFFER.trialDays * DAY); // the provider's change was committed

      const retry = await retried(() => onSurvivor('extendTrial', { ...as, body, key }));
      expect(retry.status).toBe(200);
      expect((retry.body as { subscription: { trial_end: number } }).subscription.trial_end).toBe(
        before + OFFER.trialDays * DAY,
      );
      const again = await onSurvivor('extendTrial', { ...as, body, key });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(retry.body);
      const sessionKey = `crash-${randomUUID()}`;
      for (let post = 0; post < 2; post += 1)
        expect(
          (await onSurvivor('createSession', { ...as, body: { ...session(sessionKey), mode: 'TEST' } }))
            .status,
        ).toBe(200);

      expect(await trialEnd()).toBe(before + OFFER.trialDays * DAY);
      expect(await endState('trial', key, sessionKey)).toEqual({
        providerChanges: 1,
        keptAnswers: ['done'],
        events: 1,
        sessions: 1,
      });
    },
    CRASH_TIMEOUT_MS,
  );

  it(
    'killed after the provider paused a LIVE subscription: the retry answers the pause, not "already paused"',
    async () => {
      const { dying, onDying, onSurvivor } = await twoInstances('after-provider');
      await onSurvivor('embed', { as: 'gus', body: {} });
      const key = randomUUID();
      const body = { duration: OFFER.pauseMonths, interval: 'MONTH', date: null };

      const inFlight = onDying('pause', { as: 'gus', body, key }).catch((error: Error) => error);
      await dying.printed('ACTED');
      await killHard(dying);
      await inFlight;

      const retry = await retried(() => onSurvivor('pause', { as: 'gus', body, key }));
      expect({ status: retry.status, body: retry.body }).toMatchObject({
        status: 200,
        body: { subscription: { pause_collection: { behavior: expect.any(String) } } },
      });
      const sessionKey = `crash-${randomUUID()}`;
      await onSurvivor('createSession', { as: 'gus', body: session(sessionKey) });
      await onSurvivor('createSession', { as: 'gus', body: session(sessionKey) });
      expect(await endState('gus', key, sessionKey)).toEqual({
        providerChanges: 1,
        keptAnswers: ['done'],
        events: 1,
        sessions: 1,
      });
    },
    CRASH_TIMEOUT_MS,
  );

  it(
    'killed before the provider acted: the retry acts, once',
    async () => {
      const { dying, onDying, onSurvivor } = await twoInstances('before-provider');
      await onSurvivor('embed', { as: 'hal', body: {} });
      const key = randomUUID();
      const body = { duration: OFFER.pauseMonths, interval: 'MONTH', date: null };
      const inFlight = onDying('pause', { as: 'hal', body, key }).catch((error: Error) => error);
      await dying.printed('STALLED');
      await killHard(dying);
      await inFlight;
      expect((await endState('hal', key, '-')).providerChanges).toBe(0);

      const retry = await retried(() => onSurvivor('pause', { as: 'hal', body, key }));
      expect(retry.status).toBe(200);
      expect(await endState('hal', key, '-')).toEqual({
        providerChanges: 1,
        keptAnswers: ['done'],
        events: 1,
        sessions: 0,
      });
    },
    CRASH_TIMEOUT_MS,
  );
});
