/**
 * One webhook endpoint per URL and app: a URL registered twice got every event twice, under two secrets.
 * A second registration — the same URL as validEndpointUrl normalises it — is refused with a clear message,
 * also when it races past the check (the unique index of migration 019), and migration 019 keeps the oldest
 * of the endpoints registered twice before it.
 */
import { expect, it } from 'vitest';
import * as migration from '../storage/migrations/019-one-endpoint-per-url.ts';
import { DuplicateEndpointError } from '../storage/webhooks-store.ts';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { WEBHOOK_MESSAGES } from './messages.ts';
import { newEndpointSecret } from './webhook-signature.ts';
import { listEndpoints, registerEndpoint, removeEndpoint } from './webhooks.ts';

describeOnBothDialects(
  'one webhook endpoint per URL',
  (server) => {
    const deps = () => server.started.server.deps;
    const urls = async () => {
      const listed = await listEndpoints(deps(), APP_ID);
      return listed.ok ? listed.value.map((endpoint) => endpoint.url) : [];
    };

    it('refuses the same URL again, as normalised, and takes it once the first is removed', async () => {
      const first = await registerEndpoint(deps(), APP_ID, 'https://hooks.example/same');
      expect(first.ok).toBe(true);
      const again = await registerEndpoint(deps(), APP_ID, ' HTTPS://Hooks.Example:443/same ');
      expect(again).toEqual({
        ok: false,
        reason: 'invalid',
        message: WEBHOOK_MESSAGES.alreadyRegistered('https://hooks.example/same'),
      });
      expect(await urls()).toEqual(['https://hooks.example/same']);
      // Another path is another endpoint.
      expect((await registerEndpoint(deps(), APP_ID, 'https://hooks.example/other')).ok).toBe(true);
      if (first.ok) await removeEndpoint(deps(), APP_ID, first.value.id);
      expect((await registerEndpoint(deps(), APP_ID, 'https://hooks.example/same')).ok).toBe(true);
    });

    it('answers a registration racing past the check as already registered', async () => {
      const url = 'https://hooks.example/race';
      const raced = { ...deps(), webhooks: { ...deps().webhooks, endpoints: async () => [] } };
      expect((await registerEndpoint(raced, APP_ID, url)).ok).toBe(true);
      expect(await registerEndpoint(raced, APP_ID, url)).toMatchObject({
        ok: false,
        message: WEBHOOK_MESSAGES.alreadyRegistered(url),
      });
    });

    it('migration 019 keeps the oldest of a URL registered twice before it', async () => {
      const { db } = deps().database;
      const url = 'https://hooks.example/before-019';
      await migration.down(db);
      const store = deps().webhooks;
      const older = await store.addEndpoint(APP_ID, url, newEndpointSecret(), new Date(Date.now() - 60_000));
      await store.addEndpoint(APP_ID, url, newEndpointSecret(), new Date());
      expect((await urls()).filter((listed) => listed === url)).toHaveLength(2);
      await migration.up(db);
      const kept = await listEndpoints(deps(), APP_ID);
      expect(kept.ok && kept.value.filter((endpoint) => endpoint.url === url)).toEqual([older]);
      await expect(store.addEndpoint(APP_ID, url, newEndpointSecret(), new Date())).rejects.toThrow(
        DuplicateEndpointError,
      );
    });
  },
  { allowPrivateWebhookAddresses: true },
);
