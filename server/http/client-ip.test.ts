import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/** The address a request with `forwarded` as its X-Forwarded-For is counted under. */
async function countedAs(forwarded: string, proxyHops = 1): Promise<string> {
  const app = new Hono().get('/', (context) => context.text(clientIp(context, proxyHops)));
  return (await app.request('/', { headers: { 'x-forwarded-for': forwarded } })).text();
}

it('takes the address the trusted proxy wrote, X-Forwarded-For’s last, not one the client sent before it', async () => {
  expect(await countedAs('203.0.113.9')).toBe('203.0.113.9');
  // A proxy that appends: the client sent "198.51.100.1", the proxy added the address it saw.
  expect(await countedAs('198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  expect(await countedAs('198.51.100.1,203.0.113.9 ')).toBe('203.0.113.9');
});

it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
  expect(await countedAs('203.0.113.9', 0)).not.toBe('203.0.113.9');
});

it('behind two trusted proxies (a CDN before a load balancer) takes the address the outer one wrote', async () => {
  // The client sent "198.51.100.1"; the CDN appended the client's address, the balancer the CDN's.
  expect(await countedAs('198.51.100.1, 203.0.113.9, 192.0.2.50', 2)).toBe('203.0.113.9');
  // One proxy trusted behind the same two: every client would be counted as the CDN.
  expect(await countedAs('198.51.100.1, 203.0.113.9, 192.0.2.50', 1)).toBe('192.0.2.50');
  // A request that reached the balancer directly carries only the address the balancer wrote.
  expect(await countedAs('203.0.113.7', 2)).toBe('203.0.113.7');
});
