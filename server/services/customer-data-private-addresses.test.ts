/**
 * The customer-data endpoint on a server as deployed (no WEBHOOK_ALLOW_PRIVATE_ADDRESSES): its answer lands in
 * the embed answer, so an endpoint into the server's own network would be a read channel there. Registering a
 * private, loopback or link-local address, or a name resolving to one, is refused saying why, and nothing is
 * stored; an endpoint stored while its name resolved elsewhere is not called once it resolves to loopback —
 * the listener counts no request, the embed answers as without the data, the server logs why. On SQLite and
 * PostgreSQL. With the opt-in, the local listeners of customer-data.test.ts are called as before.
 */
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnBothDialects } from '../testing/on-both-dialects.ts';
import { REFUSED_ADDRESSES } from '../testing/refused-addresses.ts';
import { APP_ID } from '../testing/server-seed.ts';
import { registerCustomerDataEndpoint } from './customer-data.ts';
import { newEndpointSecret } from './webhook-signature.ts';

/** A URL's host for `address`: an IPv6 one in brackets. */
const hostOf = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** What the server logged, one parsed line each. */
const logged: Array<{ msg?: string; appId?: string; reason?: string }> = [];
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

/** The business's endpoint, counting the requests that reach it; it would answer attributes. */
let hits = 0;
let listener: Server;
/** `localhost:<port>` and `<the address it listens on>:<port>`. */
let named = '';
let literal = '';

beforeAll(async () => {
  listener = createServer((_request, response) => {
    hits += 1;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ customerAttributes: { plan: 'from-the-network' } }));
  });
  // On whatever `localhost` resolves to first: the address a lookup of the name connects to.
  await new Promise<void>((resolve) => listener.listen(0, 'localhost', resolve));
  const address = listener.address();
  if (!address || typeof address !== 'object') throw new Error('no listener address');
  named = `http://localhost:${address.port}/data`;
  literal = `http://${hostOf(address.address)}:${address.port}/data`;
});

afterAll(async () => {
  listener.closeAllConnections();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

beforeEach(() => {
  hits = 0;
  logged.length = 0;
});

describeOnBothDialects(
  'customer-data endpoints into private networks',
  (server) => {
    const deps = () => server.started.server.deps;
    const embed = async () => {
      const answer = await server.call('embed', { as: 'ada', body: { customAttributes: { plan: 'page' } } });
      expect(answer.status).toBe(200);
      return (answer.body as { externalData: { customerAttributes: Record<string, unknown> } }).externalData
        .customerAttributes;
    };
    const refusals = () =>
      logged.filter((line) => line.msg === 'customer data endpoint not used' && line.appId === APP_ID);

    it('refuses a loopback endpoint and every other kind of non-public address, saying why, and stores none', async () => {
      const urls = [literal, ...Object.values(REFUSED_ADDRESSES).map((a) => `http://${hostOf(a)}:8080/data`)];
      for (const url of urls) {
        const refused = await registerCustomerDataEndpoint(deps(), APP_ID, url);
        expect(refused, url).toMatchObject({ ok: false, reason: 'invalid' });
        const message = refused.ok ? '' : refused.message;
        expect(message, url).toMatch(/^The endpoint must reach a public address: .* is private, loopback/);
        expect(message, url).toContain('WEBHOOK_ALLOW_PRIVATE_ADDRESSES');
      }
      expect(await deps().customerData.endpoint(APP_ID)).toBeNull();
      expect(hits).toBe(0);
    });

    it('refuses a name that resolves to loopback, naming the address', async () => {
      const refused = await registerCustomerDataEndpoint(deps(), APP_ID, named);
      expect(refused.ok ? '' : refused.message).toMatch(
        /^The endpoint must reach a public address: localhost resolves to (127\.0\.0\.1|::1), which is private/,
      );
      expect(await deps().customerData.endpoint(APP_ID)).toBeNull();
    });

    it.each([
      [
        'a name that now resolves to loopback',
        () => named,
        /^refused: localhost resolves to \S+, not a public/,
      ],
      ['a loopback address stored before the check', () => literal, /^refused: \S+ is not a public address/],
    ])(
      'does not call %s: no request, the embed answers without the data, the reason logged',
      async (_what, url, reason) => {
        // The listener answers at this URL (the test's own request reaches it): only the server's check stops it.
        await (await fetch(url(), { method: 'POST', body: '{}' })).text();
        expect(hits).toBe(1);
        hits = 0;
        // Stored as if registered while the name resolved to a public address (DNS rebinding).
        await deps().customerData.set(APP_ID, url(), newEndpointSecret(), deps().now());
        try {
          expect(await embed()).toEqual({ plan: 'page' });
          expect(hits).toBe(0);
          expect(refusals().map((line) => line.reason)).toEqual([expect.stringMatching(reason)]);
        } finally {
          await deps().customerData.clear(APP_ID);
        }
      },
    );

    it('takes a public address', async () => {
      const registered = await registerCustomerDataEndpoint(deps(), APP_ID, 'https://93.184.215.14/data');
      expect(registered).toMatchObject({ ok: true, value: { url: 'https://93.184.215.14/data' } });
      // Cleared at once: no embed here should wait on an address outside the test machine.
      expect(await deps().customerData.clear(APP_ID)).toBe(true);
    });
  },
  { logger },
);
