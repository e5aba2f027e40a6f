/**
 * The dashboard's sign-in is limited per e-mail and per client address (RATE_LIMITS sign-in-email,
 * sign-in-ip), so a password cannot be guessed at the speed of the network. Every attempt counts, right or
 * wrong: counting only failures would let parallel guesses pass the check before any was counted.
 * better-auth's own limiter is off (auth.ts): it is on only under NODE_ENV=production, and then reads the
 * client from X-Forwarded-For whether or not a proxy set it, or puts every client in one bucket.
 */
import type { MiddlewareHandler } from 'hono';
import { isRecord } from '../../contract/is-record.ts';
import { RATE_LIMITS, type RateLimits } from '../providers/rate-limits.ts';

const WAIT_MINUTES = Math.ceil(
  Math.max(RATE_LIMITS['sign-in-email'].durationSeconds, RATE_LIMITS['sign-in-ip'].durationSeconds) / 60,
);
export const SIGN_IN_LIMITED_MESSAGE = `Too many sign-in attempts. Wait ${WAIT_MINUTES} minutes, then try again.`;

/** The e-mail a sign-in names, as better-auth compares it (lower case); '' when the body names none. */
async function signInEmail(request: Request): Promise<string> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = isRecord(body) ? body.email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function signInLimits(limits: RateLimits): MiddlewareHandler<{ Bindings: { clientIp: string } }> {
  return async (context, next) => {
    const email = await signInEmail(context.req.raw);
    const allowed =
      (await limits.take('sign-in-ip', context.env.clientIp)) && (await limits.take('sign-in-email', email));
    if (!allowed) return context.json({ message: SIGN_IN_LIMITED_MESSAGE }, 429);
    await next();
  };
}
