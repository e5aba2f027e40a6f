/**
 * docs/api.md embed payload: "a backend MUST NOT fetch a URL the client sends" as customerDataEndpoint — only
 * one registered for the org — or any page could make the backend call any address (SSRF).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EmbedAnswerSchema } from '../../../contract/schemas/index.ts';
import { seeded } from './seed/roster.ts';
import { describeContract } from './support/describe-contract.ts';
import { expectAnswer } from './support/expect-reply.ts';

/** Long enough for a backend that fetches in the background to have tried. */
const SETTLE_MS = 300;

let listener: Server;
let hits = 0;
let endpoint = '';

beforeAll(async () => {
  listener = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"plan":"stolen"}');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/customer-data`;
});

afterAll(async () => {
  listener.closeAllConnections();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

describeContract('customerDataEndpoint', ({ api }) => {
  it('never fetches the customerDataEndpoint a client sends', async () => {
    const before = hits;
    const body = { customAttributes: {}, customerDataEndpoint: endpoint };
    const reply = await api.call('embed', { as: seeded('reader'), body });
    expectAnswer(reply, EmbedAnswerSchema);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(hits).toBe(before);
  });
});
