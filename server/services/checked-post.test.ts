/**
 * The one POST to a business's URL keeps its connections alive: a second call reuses the first's socket (no
 * new TCP or TLS handshake on an embed's customer-data call), and a socket opened without the address check
 * never serves a request that must be checked.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedPost } from './checked-post.ts';
import { RefusedAddressError } from './webhook-address.ts';

let receiver: Server;
let port = 0;
let connections = 0;
let requests = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    requests += 1;
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  });
  receiver.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const post = (url: string, allowPrivate: boolean) =>
  checkedPost(new URL(url), { headers: {}, body: '{}', timeoutMs: 2_000, allowPrivate });

async function answered(url: string, allowPrivate: boolean): Promise<string> {
  const response = await post(url, allowPrivate);
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return text;
}

describe('checkedPost connections', () => {
  it('reuses a kept-alive connection for the next POST to the same origin', async () => {
    const before = connections;
    expect(await answered(`http://127.0.0.1:${port}/a`, true)).toBe('ok');
    expect(await answered(`http://127.0.0.1:${port}/b`, true)).toBe('ok');
    expect(await answered(`http://127.0.0.1:${port}/c`, true)).toBe('ok');
    expect(connections - before).toBe(1);
  });

  it('never hands a socket opened without the check to a checked request', async () => {
    // A name that resolves to loopback: allowed with the operator's opt-in, and its socket is pooled.
    const url = `http://localhost:${port}/data`;
    expect(await answered(url, true)).toBe('ok');
    const seen = requests;
    await expect(post(url, false)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(requests).toBe(seen);
  });
});
