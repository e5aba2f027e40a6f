/**
 * Issue 19: the customer-data endpoint an app registers. On an embed of a known customer the server POSTs the
 * verified identity there, signed with the endpoint's secret, and merges the attributes it answers into
 * externalData; a slow, failing, oversized or malformed answer leaves the embed as it would be without it.
 * The URL a client sends is never called. On SQLite and PostgreSQL.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnBothDialects, START_TIMEOUT_MS } from '../testing/on-both-dialects.ts';
import { APP_ID } from '../testing/server-seed.ts';
import {
  CUSTOMER_DATA_MAX_BYTES,
  CUSTOMER_DATA_MESSAGES,
  CUSTOMER_DATA_TIMEOUT_MS,
  registerCustomerDataEndpoint,
} from './customer-data.ts';
import { MAX_ENDPOINT_URL_LENGTH, SIGNATURE_HEADER } from './webhook-policy.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

interface Seen {
  path: string;
  signature: string | undefined;
  body: string;
}

/** What the business's endpoint does next: its status and body, never answer, or never end the body. */
let reply: { status: number; body: string } | 'hang' | 'hang-body' = { status: 200, body: '{}' };
const seen: Seen[] = [];
let receiver: Server;
let base = '';

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    const body = await read(request);
    seen.push({
      path: request.url ?? '',
      signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string,
      body,
    });
    if (reply === 'hang') return;
    if (reply === 'hang-body') {
      response.writeHead(200, { 'content-type': 'application/json' }).write('{"customerAttributes":');
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  reply = { status: 200, body: '{}' };
});

describe('registering an endpoint', () => {
  it('is refused for a URL that is not http(s) or carries credentials', async () => {
    const deps = { apps: { exists: async () => true } } as never;
    for (const url of ['ftp://example.com/x', 'https://user:pw@example.com/x', 'not a url'])
      expect(await registerCustomerDataEndpoint(deps, APP_ID, url)).toMatchObject({ ok: false });
  });

  it('is refused for a URL over the length limit, saying so', async () => {
    const deps = { apps: { exists: async () => true } } as never;
    const url = `https://example.com/${'a'.repeat(MAX_ENDPOINT_URL_LENGTH)}`;
    expect(await registerCustomerDataEndpoint(deps, APP_ID, url)).toMatchObject({
      ok: false,
      message: CUSTOMER_DATA_MESSAGES.urlTooLong(MAX_ENDPOINT_URL_LENGTH),
    });
  });
});

describeOnBothDialects(
  'customer data from the business’s endpoint',
  (server) => {
    let secret = '';
    const embed = async (body: Record<string, unknown> = {}) => {
      const answer = await server.call('embed', {
        as: 'ada',
        body: { customAttributes: { plan: 'page' }, ...body },
      });
      expect(answer.status).toBe(200);
      return (answer.body as { externalData: { customerAttributes: Record<string, unknown> } }).externalData
        .customerAttributes;
    };

    beforeAll(async () => {
      const registered = await registerCustomerDataEndpoint(
        server.started.server.deps,
        APP_ID,
        `${base}/data`,
      );
      if (!registered.ok) throw new Error(registered.message);
      secret = registered.value.secret;
    }, START_TIMEOUT_MS);

    it('posts the verified identity, signed, and merges what it answers (its values win over the page’s)', async () => {
      reply = {
        status: 200,
        body: JSON.stringify({ customerAttributes: { plan: 'enterprise', seats: 12 } }),
      };
      expect(await embed()).toEqual({ plan: 'enterprise', seats: 12 });
      expect(seen).toHaveLength(1);
      const [request] = seen;
      expect(request?.path).toBe('/data');
      expect(verifyWebhookSignature(secret, request?.signature, request?.body ?? '')).toBe(true);
      expect(JSON.parse(request?.body ?? '')).toEqual({
        appId: APP_ID,
        mode: 'LIVE',
        provider: 'STRIPE',
        customerId: 'cus_ada',
        subscriptionId: null,
      });
    });

    it('never calls the URL the client sends, only the registered one', async () => {
      await embed({ customerDataEndpoint: `${base}/client-chosen` });
      expect(seen.map((request) => request.path)).toEqual(['/data']);
    });

    it('loads the flow without the data when the endpoint fails, is slow, answers too much or nonsense', async () => {
      const failures: Array<typeof reply> = [
        { status: 500, body: '{}' },
        { status: 302, body: '' },
        { status: 200, body: 'not json' },
        { status: 200, body: JSON.stringify({ customerAttributes: { nested: { no: 1 } } }) },
        {
          status: 200,
          body: JSON.stringify({ customerAttributes: { big: 'x'.repeat(CUSTOMER_DATA_MAX_BYTES) } }),
        },
      ];
      for (const failure of failures) {
        reply = failure;
        expect(await embed(), JSON.stringify(failure).slice(0, 80)).toEqual({ plan: 'page' });
      }
      // The limit holds for the whole answer: its head, and a body that never ends.
      for (const slow of ['hang', 'hang-body'] as const) {
        reply = slow;
        const started = Date.now();
        expect(await embed(), slow).toEqual({ plan: 'page' });
        expect(Date.now() - started, slow).toBeGreaterThanOrEqual(CUSTOMER_DATA_TIMEOUT_MS - 50);
      }
    });

    it('is not called once cleared', async () => {
      expect(await server.started.server.deps.customerData.clear(APP_ID)).toBe(true);
      await embed();
      expect(seen).toEqual([]);
    });
  },
  // The endpoint listens on loopback, which only the operator's opt-in lets the server call
  // (customer-data-private-addresses.test.ts: refused without it).
  { allowPrivateWebhookAddresses: true },
);
