/**
 * `connect-stripe` keeps a mode's Stripe key only when it is one Stripe gives that mode (docs/server.md
 * "Stripe": LIVE `sk_live_…`, TEST `sk_test_…`, or a restricted `rk_…`): anything else was kept, and every
 * call of the mode failed at Stripe. With `--api-base` (the Stripe fake) any key is taken.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectStripe, STRIPE_KEY_REFUSED } from './stripe-command.ts';
import { START_TIMEOUT_MS } from './testing/on-both-dialects.ts';
import { APP_ID, serverTestSeed } from './testing/server-seed.ts';
import { type StartedTestServer, startTestServer } from './testing/start-test-server.ts';

let started: StartedTestServer;
beforeAll(async () => {
  started = await startTestServer({ dialect: 'sqlite', seed: serverTestSeed() });
}, START_TIMEOUT_MS);
afterAll(() => started.close());

const connect = (...args: string[]) => connectStripe(started.server.deps, args);

it('refuses a key of the other mode, a publishable key and a webhook secret, keeping nothing', async () => {
  await expect(connect(APP_ID, 'LIVE', 'sk_test_abc')).rejects.toThrow(STRIPE_KEY_REFUSED('LIVE'));
  await expect(connect(APP_ID, 'TEST', 'sk_live_abc')).rejects.toThrow(STRIPE_KEY_REFUSED('TEST'));
  await expect(connect(APP_ID, 'LIVE', 'pk_live_abc')).rejects.toThrow(STRIPE_KEY_REFUSED('LIVE'));
  await expect(connect(APP_ID, 'TEST', 'whsec_abc')).rejects.toThrow(STRIPE_KEY_REFUSED('TEST'));
  const kept = await started.server.deps.database.db.selectFrom('stripe_accounts').selectAll().execute();
  expect(kept).toEqual([]);
});

it('keeps a secret or restricted key of its mode, and any key for --api-base', async () => {
  await expect(connect(APP_ID, 'LIVE', 'rk_live_abc')).resolves.toContain(`${APP_ID} LIVE: Stripe`);
  await expect(connect(APP_ID, 'test', 'sk_test_abc')).resolves.toContain(`${APP_ID} TEST: Stripe`);
  await expect(connect(APP_ID, 'TEST', 'fake', '--api-base', 'http://127.0.0.1:12111')).resolves.toContain(
    'at http://127.0.0.1:12111',
  );
});
