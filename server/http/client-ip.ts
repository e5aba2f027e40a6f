/** The client's address, for the limits counted per address (the identity calls, anonymous writes, sign-in). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Behind the proxies the operator trusts (TRUST_PROXY: how many stand in front, `proxyHops`), the client is the
 * address the outermost of them wrote: X-Forwarded-For's `proxyHops`-th from the end, since each proxy appends
 * the address it saw. A proxy that sets the header writes only that one; one that appends (AWS's load balancer,
 * nginx's `$proxy_add_x_forwarded_for`) puts it after whatever the client sent, so the first address was the
 * client's own choice and each request could be counted as a new address. A header shorter than the hops (a
 * request that reached an inner proxy directly) holds only addresses the trusted proxies wrote: its first.
 */
export function clientIp(context: Context, proxyHops: number): string {
  const addresses = proxyHops > 0 ? context.req.header('x-forwarded-for')?.split(',') : undefined;
  const forwarded = addresses?.[Math.max(0, addresses.length - proxyHops)]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
