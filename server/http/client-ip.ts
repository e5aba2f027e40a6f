/** The client's address, for the limits counted per address (the identity calls, anonymous writes, sign-in). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Behind a proxy the operator trusts (TRUST_PROXY), the client is X-Forwarded-For's first address. */
export function clientIp(context: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? context.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
