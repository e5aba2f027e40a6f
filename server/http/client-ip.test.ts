import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/** The address a request with `forwarded` as its X-Forwarded-For is counted under. */
async function countedAs(forwarded: string, trustProxy = true): Promise<string> {
  const app = new Hono().get('/', (context) => context.text(clientIp(context, trustProxy)));
  return (await app.request('/', { headers: { 'x-forwarded-for': forwarded } })).text();
}

it('takes the address the trusted proxy wrote, X-Forwarded-For’s last, not one the client sent before it', async () => {
  expect(await countedAs('203.0.113.9')).toBe('203.0.113.9');
  // A proxy that appends: the client sent "198.51.100.1", the proxy added the address it saw.
  expect(await countedAs('198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  expect(await countedAs('198.51.100.1,203.0.113.9 ')).toBe('203.0.113.9');
});

it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
  expect(await countedAs('203.0.113.9', false)).not.toBe('203.0.113.9');
});
