/**
 * The dashboard's webhook registration on a server as deployed (no WEBHOOK_ALLOW_PRIVATE_ADDRESSES): an owner
 * cannot register a URL into the server's own network — each kind of private, loopback, link-local,
 * unique-local, CGNAT, multicast or unspecified address, IPv4 or IPv6, nor a name resolving to loopback — and
 * is told why with a 400; nothing is stored. A public address is taken as before.
 */
import { beforeAll, expect, it } from 'vitest';
import { WEBHOOK_PATHS } from '../../contract/dashboard-webhooks-api.ts';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { REFUSED_ADDRESSES } from '../testing/refused-addresses.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { dashboardSeed, makeTeam, signIn, TEAM } from './testing/dashboard-seed.ts';

/** A URL's host for `address`: an IPv6 one in brackets. */
const hostOf = (address: string) => (address.includes(':') ? `[${address}]` : address);

describeOnBothDialects(
  'dashboard webhooks into private networks',
  (server) => {
    let owner = '';
    const register = (url: string) =>
      fetch(`${server.started.baseUrl}${WEBHOOK_PATHS.endpoints(APP_ID)}`, {
        method: 'POST',
        headers: { cookie: owner, origin: server.started.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });

    beforeAll(async () => {
      await makeTeam(server.started, APP_ID);
      owner = (await signIn(server.started.baseUrl, TEAM.owner.email, TEAM.owner.password)).cookie;
    }, START_TIMEOUT_MS);

    it('refuses every kind of non-public address with a 400 that says why, and stores none', async () => {
      for (const [kind, address] of Object.entries(REFUSED_ADDRESSES)) {
        const answer = await register(`http://${hostOf(address)}:8080/hooks`);
        expect(answer.status, kind).toBe(400);
        const { message } = (await answer.json()) as { message: string };
        expect(message, kind).toContain('is private, loopback or otherwise not public');
        expect(message, kind).toContain('WEBHOOK_ALLOW_PRIVATE_ADDRESSES');
      }
      const listed = await fetch(`${server.started.baseUrl}${WEBHOOK_PATHS.endpoints(APP_ID)}`, {
        headers: { cookie: owner },
      });
      expect(await listed.json()).toEqual([]);
    });

    it('refuses a name that resolves to loopback, naming the address', async () => {
      const answer = await register('http://localhost:8080/hooks');
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /localhost resolves to (127\.0\.0\.1|::1), which is private/,
      );
    });

    it('takes a public address', async () => {
      expect((await register('https://93.184.215.14/hooks')).status).toBe(201);
    });
  },
  { seed: dashboardSeed },
);
