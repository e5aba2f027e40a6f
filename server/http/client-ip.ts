/** The client's address, for the limits counted per address (the identity calls, anonymous writes, sign-in). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Behind a proxy the operator trusts (TRUST_PROXY), the client is the address that proxy wrote: X-Forwarded-For's
 * last. A proxy that sets the header writes only that one; one that appends (AWS's load balancer, nginx's
 * `$proxy_add_x_forwarded_for`) puts it after whatever the client sent, so the first address, read before, was
 * the client's own choice and each request could be counted as a new address.
 */
export function clientIp(context: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? context.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
