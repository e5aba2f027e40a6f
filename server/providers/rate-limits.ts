/**
 * Rate limits by bucket (rate-limiter-flexible): in memory by default, in Redis when REDIS_URL is set so
 * several instances share one budget. While Redis cannot be reached (the client logs each failed
 * connection), each instance counts in its own memory at once (an insurance limiter, asked without waiting
 * for a reconnect): an outage neither locks every customer out nor lifts the limits, nor makes every limited
 * call wait for Redis. It used to let every request through, each after seconds of waiting.
 */
import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How a limit names a person it counts by e-mail: the e-mail's HMAC with `secret` under `purpose`, so the
 * limits' store (Redis, shared by the instances) never holds an address, nor a hash one could test addresses
 * against.
 */
export function emailLimitKey(secret: string, purpose: string, email: string): string {
  return createHmac('sha256', secret).update(`holdfast ${purpose} limit\0${email}`).digest('base64url');
}

const MIB = 1024 * 1024;

/**
 * Attempts per window of each bucket: the identity calls' (issue 19 §3: per e-mail, per IP and per app),
 * anonymous writes' (services/anonymous-write-limits.ts), the dashboard's sign-in and the card form's setup
 * intents; and the bytes of recordings stored (bytes as points: services/recording-budgets.ts).
 */
export const RATE_LIMITS = {
  /** check-identity and verify-identity each, per app and e-mail. */
  'identity-email': { points: 5, durationSeconds: 60 },
  /** Identity calls per client address, whatever the e-mail. */
  'identity-ip': { points: 30, durationSeconds: 60 },
  /** Checks of e-mails no customer has, per app: trying many addresses must not list the customers. */
  'identity-unknown': { points: 10, durationSeconds: 60 },
  /**
   * Wrong codes per app, whatever the e-mail and address (services/identity.ts): a code has six digits, so
   * each guess opens an account one time in a million, and the limits above bound guesses per customer and per
   * address but not their sum over many customers and addresses. Past thirty a day only codes confirmed
   * through the e-mail's link are compared: a year of guessing gets at most 10,950 guesses, 0.011 accounts
   * expected, while a customer who reads the e-mail still gets in (docs/server.md, "Guessing codes over many
   * customers").
   */
  'identity-wrong-code-app': { points: 30, durationSeconds: 86_400 },
  /**
   * Sessions stored without a customer (lite mode's reports), per app and client address: one person cancels
   * once or twice; twenty a minute leaves room for an office behind one address.
   */
  'anonymous-session-ip': { points: 20, durationSeconds: 60 },
  /**
   * The same, per app whatever the address: bounds what a caller with many addresses can write (about 860,000
   * rows a day at most), far above the cancels a real app's customers make.
   */
  'anonymous-session-app': { points: 600, durationSeconds: 60 },
  /**
   * Reports stored without a customer (events, customer updates, issues, error logs, logs), per app and client
   * address: a lite session sends a few (a step change per step, the odd log), so five per session of the
   * address's twenty.
   */
  'anonymous-report-ip': { points: 100, durationSeconds: 60 },
  /**
   * The same, per app whatever the address: five per session of the app's 600 (about 4.3 million rows a day
   * at most).
   */
  'anonymous-report-app': { points: 3000, durationSeconds: 60 },
  /**
   * Bytes of anonymous sessions and reports stored an hour, per app and client address: the counts alone let
   * one address write 100 reports a minute of up to 64 KiB each (the body cap), about 9 GiB a day into the
   * database. A lite session with its events is a few KiB, 40 KiB with both free texts at their limit: 4 MiB
   * is a hundred such sessions an hour from one address, or eight hundred ordinary ones.
   */
  'anonymous-bytes-ip': { points: 4 * MIB, durationSeconds: 3600 },
  /**
   * The same, per app whatever the address: at most 3 GiB a day of anonymous writes per app, some 13,000 lite
   * sessions an hour with their events.
   */
  'anonymous-bytes-app': { points: 128 * MIB, durationSeconds: 3600 },
  /**
   * Failed dashboard sign-ins per e-mail from one client address (server/dashboard/sign-in-limits.ts): a person
   * mistyping needs a few; guessing a password from one address at ten per ten minutes gets about 1,400 tries
   * a day, not millions. Spending it locks out only that address, not the account's owner elsewhere.
   */
  'sign-in-email-ip': { points: 10, durationSeconds: 600 },
  /**
   * Failed sign-ins per e-mail from any address: bounds guessing spread over many addresses (14,400 a day at
   * most); locking the owner out takes ten addresses spending their own budgets, not one.
   */
  'sign-in-email': { points: 100, durationSeconds: 600 },
  /** Failed sign-ins per client address, whatever the e-mail: room for a team behind one address. */
  'sign-in-ip': { points: 50, durationSeconds: 600 },
  /**
   * Setup intents per LIVE customer (services/billing.ts): the failed-payment wall asks for one per Update
   * billing, so a customer trying a few cards needs a few. Each one lets the browser try a card at Stripe: a
   * customer of one's own (a trial sign-up) with no limit could test stolen cards through the wall by the
   * thousand. TEST mode takes only test cards, so it is not counted.
   */
  'setup-intent-customer': { points: 10, durationSeconds: 3600 },
  /**
   * Bytes of recordings stored an hour (services/recording-budgets.ts; bytes as points), for sessions without
   * a customer per app and client address. The widget's recordings are about 11 KiB deflated for a short
   * session and under 2 MiB at its 8 MiB of events; a forged upload stores up to 6 MiB. So an address may
   * store about 1,500 short recordings an hour, or two forged ones, instead of 20 forged ones a minute.
   */
  'recording-bytes-anonymous-ip': { points: 16 * MIB, durationSeconds: 3600 },
  /** The same, per app whatever the address: at most 6 GiB a day of anonymous recordings per app. */
  'recording-bytes-anonymous-app': { points: 256 * MIB, durationSeconds: 3600 },
  /**
   * Bytes of recordings stored an hour per verified customer (per app): a customer opens the flow a few times;
   * its auth hash alone let one trial sign-up post sessions, each with a recording, without end.
   */
  'recording-bytes-customer': { points: 16 * MIB, durationSeconds: 3600 },
  /**
   * The same, per app whatever the customer (many sign-ups): at most 12 GiB a day, tens of thousands of
   * recordings an hour. Counted apart from the anonymous ones, so a flood of lite sessions costs the verified
   * customers' recordings nothing.
   */
  'recording-bytes-customers-app': { points: 512 * MIB, durationSeconds: 3600 },
} as const;

export type RateBucket = keyof typeof RATE_LIMITS;

export interface RateLimits {
  /** Counts one attempt; false when the bucket's budget for `key` is spent. */
  take(bucket: RateBucket, key: string): Promise<boolean>;
  /** Whether the bucket's budget for `key` is spent, without counting an attempt. */
  spent(bucket: RateBucket, key: string): Promise<boolean>;
  /**
   * Spends `points` of the bucket's budget for `key` (bytes of a recording); false, and nothing spent, when
   * they do not fit in what is left: a large refusal does not shut out a smaller write that still fits.
   */
  spend(bucket: RateBucket, key: string, points: number): Promise<boolean>;
  /**
   * Gives back `points` (one attempt by default) that {@link take} or {@link spend} counted for something
   * that turned out not to count: a right password, a recording another budget refused.
   */
  giveBack(bucket: RateBucket, key: string, points?: number): Promise<void>;
  close(): void;
}

/**
 * Spends `points` of a source's budget (an address, a customer), then of its app's: a source past its own spends
 * none of the app's, so it cannot shut out the app's others, and one the app's refuses gets its points back. True
 * when both had room.
 */
export async function spendSourceThenApp(
  limits: RateLimits,
  source: { bucket: RateBucket; key: string },
  app: { bucket: RateBucket; key: string },
  points: number,
): Promise<boolean> {
  if (!(await limits.spend(source.bucket, source.key, points))) return false;
  if (await limits.spend(app.bucket, app.key, points)) return true;
  await limits.giveBack(source.bucket, source.key, points);
  return false;
}

export function createRateLimits(redisUrl: string | null, logger: Logger): RateLimits {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', (error: Error) => logger.warn({ err: { message: error.message } }, 'redis error'));
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([bucket, { points, durationSeconds }]) => {
      const options = { points, duration: durationSeconds, keyPrefix: `holdfast:${bucket}` };
      return [
        bucket,
        redis
          ? new RateLimiterRedis({
              storeClient: redis,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new RateLimiterMemory(options),
              ...options,
            })
          : new RateLimiterMemory(options),
      ];
    }),
  ) as Record<RateBucket, RateLimiterMemory | RateLimiterRedis>;
  // The first connection is waited for (it is made at start), so a new instance's first calls count in the
  // shared budget; only a connection lost or refused after that sends them to the insurance limiter.
  const firstConnection = redis
    ? new Promise<void>((settle) => {
        redis.once('ready', () => settle());
        redis.once('error', () => settle());
      })
    : Promise.resolve();
  return {
    async take(bucket, key) {
      await firstConnection;
      try {
        await limiters[bucket].consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        logger.warn({ err: { message: (error as Error).message }, bucket }, 'rate limiter unavailable');
        return true;
      }
    },
    async spent(bucket, key) {
      await firstConnection;
      try {
        const state = await limiters[bucket].get(key);
        return state !== null && state.consumedPoints >= RATE_LIMITS[bucket].points;
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message }, bucket }, 'rate limiter unavailable');
        return false;
      }
    },
    async spend(bucket, key, points) {
      await firstConnection;
      try {
        await limiters[bucket].consume(key, points);
        return true;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          logger.warn({ err: { message: (error as Error).message }, bucket }, 'rate limiter unavailable');
          return true;
        }
        // rate-limiter-flexible counts a refused consume too; the bytes were not stored, so they are not spent.
        await limiters[bucket].reward(key, points).catch(() => undefined);
        return false;
      }
    },
    async giveBack(bucket, key, points = 1) {
      await firstConnection;
      try {
        await limiters[bucket].reward(key, points);
      } catch (error) {
        logger.warn({ err: { message: (error as Error).message }, bucket }, 'rate limiter unavailable');
      }
    },
    close: () => redis?.disconnect(),
  };
}
