/**
 * The dashboard's sign-in is limited per e-mail from one client address, per e-mail from any address and per
 * address (RATE_LIMITS sign-in-email-ip, sign-in-email, sign-in-ip), so a password cannot be guessed at the
 * speed of the network, nor an owner locked out by one address that knows their e-mail. Every attempt is
 * counted before it runs (counting only failures afterwards would let parallel guesses pass the check before
 * any was counted), and a sign-in that succeeds gives its attempts back. better-auth's own limiter is off
 * (auth.ts): it is on only under NODE_ENV=production, and then reads the client from X-Forwarded-For whether
 * or not a proxy set it, or puts every client in one bucket. The e-mail is counted under its HMAC with the
 * dashboard's secret, so the limits' store (Redis) never holds a team member's address, nor a key that a list of
 * addresses would reveal.
 */
import type { MiddlewareHandler } from 'hono';
import { isRecord } from '../../contract/is-record.ts';
import { emailLimitKey, RATE_LIMITS, type RateBucket, type RateLimits } from '../providers/rate-limits.ts';

const SIGN_IN_BUCKETS = ['sign-in-ip', 'sign-in-email-ip', 'sign-in-email'] as const satisfies RateBucket[];

const WAIT_MINUTES = Math.ceil(
  Math.max(...SIGN_IN_BUCKETS.map((bucket) => RATE_LIMITS[bucket].durationSeconds)) / 60,
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

/** `secret` is the dashboard's (DASHBOARD_SECRET, or the one kept in the database): alike on every instance. */
export function signInLimits(
  limits: RateLimits,
  secret: string,
): MiddlewareHandler<{ Bindings: { clientIp: string } }> {
  return async (context, next) => {
    const emailKey = emailLimitKey(secret, 'sign-in', await signInEmail(context.req.raw));
    const ip = context.env.clientIp;
    const keys: Record<(typeof SIGN_IN_BUCKETS)[number], string> = {
      'sign-in-ip': ip,
      'sign-in-email-ip': `${emailKey} ${ip}`,
      'sign-in-email': emailKey,
    };
    const taken: (typeof SIGN_IN_BUCKETS)[number][] = [];
    for (const bucket of SIGN_IN_BUCKETS) {
      if (!(await limits.take(bucket, keys[bucket])))
        return context.json({ message: SIGN_IN_LIMITED_MESSAGE }, 429);
      taken.push(bucket);
    }
    await next();
    if (context.res.status === 200) for (const bucket of taken) await limits.giveBack(bucket, keys[bucket]);
  };
}
