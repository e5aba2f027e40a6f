/**
 * The server's configuration, read once from environment variables. Every setting has a default that
 * works on a laptop (SQLite under ./data, port 8787, no e-mail: the managed flow needs SMTP_URL), so
 * `npm run server` needs none.
 */
import { resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { IDEMPOTENCY_LEASE_MS } from './services/idempotency.ts';
import { CONFIG_CACHE_MS } from './storage/config-cache.ts';
import { dialectOf } from './storage/database.ts';

export interface ServerConfig {
  /** TCP port (PORT); 0 picks a free one. */
  port: number;
  /** Interface to listen on (HOST); loopback by default so a laptop run is not exposed. */
  host: string;
  /** `sqlite:<file>` / a bare file path, or `postgres://…` (DATABASE_URL). */
  databaseUrl: string;
  /** Redis for the rate limiters when several instances share one budget (REDIS_URL); memory otherwise. */
  redisUrl: string | null;
  /**
   * SMTP for verification codes (SMTP_URL); without it the server has no mailer and check-identity answers
   * 503 (services/identity.ts): no code is logged, which would let anyone who reads the log pass the check.
   */
  smtpUrl: string | null;
  /** Sender of verification e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Where recordings are stored (BLOB_DIR). */
  blobDir: string;
  /**
   * How many days a session's recording is kept (RECORDING_RETENTION_DAYS): the hourly purge deletes older ones
   * (services/recording-retention.ts). Null, the default, keeps them until the business deletes them.
   */
  recordingRetentionDays: number | null;
  /** pino level (LOG_LEVEL). */
  logLevel: string;
  /** Seed the demo app at start when the database has no app yet (SEED_DEMO, default on). */
  seedDemo: boolean;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY): only behind a proxy that sets it. */
  /** How many proxies in front are trusted to write X-Forwarded-For (TRUST_PROXY); 0: none. */
  proxyHops: number;
  /** How long a graceful shutdown waits for requests in flight (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /**
   * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS). Longer than a load balancer's
   * idle timeout, so the balancer never sends a request on a connection the server is closing (a 502 for the
   * customer), nor a client reuse one it has just closed (a reset).
   */
  keepAliveTimeoutMs: number;
  /** How long a money action's pending key of a dead instance blocks its retries (IDEMPOTENCY_LEASE_MS). */
  idempotencyLeaseMs: number;
  /**
   * How long an instance keeps an app's configuration (CONFIG_CACHE_MS, 0 keeps nothing): a change made
   * elsewhere — another instance, a secret rotated from the command line — is seen within it.
   */
  configCacheMs: number;
  /** Run the webhook delivery worker in this instance (WEBHOOK_WORKER, default on; safe on several). */
  webhookWorker: boolean;
  /**
   * Deliver webhooks, and call the customer-data endpoint, at private, loopback, link-local and other
   * non-public addresses too (WEBHOOK_ALLOW_PRIVATE_ADDRESSES, default off): only where every dashboard owner
   * may reach the server's own network, such as the demo or a receiver on the same machine. Off, neither URL
   * is an SSRF probe any more (services/webhook-address.ts).
   */
  webhookAllowPrivateAddresses: boolean;
  /** The dashboard's settings: server/dashboard/create-dashboard.ts. */
  dashboard: {
    /** The public origin the team signs in on (DASHBOARD_URL); each request's own origin when unset. */
    url: string | null;
    /** Signs session cookies (DASHBOARD_SECRET); one is made and kept in the database when unset. */
    secret: string | null;
    /** The built page (DASHBOARD_DIR, default dist/dashboard). */
    dir: string;
    /** The built script tag the flow editor's preview loads (EMBED_DIR, default dist/embed). */
    embedDir: string;
  };
}

export const DEFAULT_PORT = 8787;
/** Above the common balancers' 60 s idle timeout (AWS ALB, Google's, nginx's upstream keep-alive). */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const DEFAULT_SQLITE_FILE = 'data/holdfast.sqlite';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** The highest TCP port. */
const MAX_PORT = 65_535;
/** pino's levels, and `silent`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** The shortest DASHBOARD_SECRET taken: it signs the team's session cookies. */
export const MIN_DASHBOARD_SECRET_LENGTH = 32;
/** A scheme before `:` (two letters or more, so `C:\data\holdfast.sqlite` stays a path). */
const URL_SCHEME = /^([a-z][a-z0-9+.-]+):/i;
const DATABASE_SCHEMES = ['sqlite', 'postgres', 'postgresql'];

function port(value: string | undefined): number {
  const parsed = integer(value, DEFAULT_PORT, 'PORT');
  if (parsed > MAX_PORT) throw new Error(`PORT must be from 0 to ${MAX_PORT}, got "${value}"`);
  return parsed;
}

/**
 * `sqlite:<file>`, a bare file path or `postgres://…`. Any other scheme is refused, and a `postgres:` one
 * without its `//` too: either would be read as a SQLite file's path, and the server would start on a new,
 * empty database (`mysql:/…` under the folder). `name` is the setting or argument the message names.
 */
export function checkDatabaseUrl(value: string, name = 'DATABASE_URL'): string {
  const scheme = URL_SCHEME.exec(value)?.[1]?.toLowerCase();
  const allowed = `${name} must be sqlite:<file> or postgres://…`;
  if (scheme !== undefined && !DATABASE_SCHEMES.includes(scheme))
    throw new Error(`${allowed}, got a ${scheme}: URL`);
  if (scheme?.startsWith('postgres') && dialectOf(value) !== 'postgres')
    throw new Error(`${allowed}, got "${scheme}:" without "//"`);
  return value;
}

function databaseUrl(value: string | undefined): string {
  return value ? checkDatabaseUrl(value) : `sqlite:${resolve(DEFAULT_SQLITE_FILE)}`;
}

function logLevel(value: string | undefined): string {
  if (!value) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return value;
}

/** Whether `value` is a URL of one of `schemes` (`'redis:'`…) naming a host. */
function isUrlOf(value: string, schemes: readonly string[]): boolean {
  const url = URL.canParse(value) ? new URL(value) : null;
  return url !== null && schemes.includes(url.protocol) && url.hostname !== '';
}

/**
 * The public origin, `http(s)://host[:port]` (a trailing `/` is dropped). A path, query or fragment is refused:
 * the server serves the dashboard at the origin's `/dashboard/` and the e-mails' links at `/identity/confirm`,
 * whatever the setting says, so `https://x.example/dash` was taken silently while the links dropped its path and
 * better-auth's base URL kept it. Behind a proxy that serves Holdfast under a path, give it a host of its own.
 */
function dashboardUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!isUrlOf(value, ['http:', 'https:']))
    throw new Error(`DASHBOARD_URL must be an http:// or https:// URL, got "${value}"`);
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password || /[?#]/.test(value))
    throw new Error(
      `DASHBOARD_URL must be an origin, http(s)://host[:port] with no path or query (the dashboard is served at its /dashboard/), got "${value}"`,
    );
  return url.origin;
}

/**
 * `redis://…` or `rediss://…` with a host. Anything else was handed to the Redis client as it was — `localhost:6379`
 * read as a host named `6379` — and the server started counting each instance's limits apart, saying so only in
 * a `redis error` per reconnect. The value may hold a password, so the message does not repeat it.
 */
function redisUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!isUrlOf(value, ['redis:', 'rediss:']))
    throw new Error('REDIS_URL must be redis://[user:password@]host[:port][/db] or rediss://…');
  return value;
}

/**
 * `smtp://…` or `smtps://…` with a host. Anything else made the mail library throw "Cannot create property
 * 'mailer' on string" as the server started. The value may hold a password, so the message does not repeat it.
 */
function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!isUrlOf(value, ['smtp:', 'smtps:']))
    throw new Error('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
  return value;
}

export const DEFAULT_MAIL_FROM = 'Holdfast <no-reply@localhost>';

/**
 * One sender, `name <address>` or a bare address. Anything else (`Holdfast`, two addresses) was taken as it was
 * and every verification e-mail then failed at its mail server, a customer's code with it.
 */
function mailFrom(value: string | undefined): string {
  if (!value) return DEFAULT_MAIL_FROM;
  const [sender, ...more] = addressparser(value);
  if (more.length > 0 || !sender || !('address' in sender) || !/^[^@\s]+@[^@\s]+$/.test(sender.address ?? ''))
    throw new Error(
      `MAIL_FROM must be one sender, "Name <address@example.com>" or an address, got "${value}"`,
    );
  return value;
}

function dashboardSecret(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < MIN_DASHBOARD_SECRET_LENGTH)
    throw new Error(`DASHBOARD_SECRET must be at least ${MIN_DASHBOARD_SECRET_LENGTH} characters`);
  return value;
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/**
 * An on/off setting: unset or empty is its default, and a word that is neither yes nor no is refused rather
 * than read as one. A typo must not open the operator's network to webhooks, trust a client's
 * X-Forwarded-For (`TRUST_PROXY=flase` read as yes let anyone choose the address the rate limits count),
 * or seed the demo owner into a production database.
 */
/**
 * A whole number of days from 1, or unset (keep recordings until deleted). 0 is refused rather than read as
 * "keep none" or "keep forever": either reading of a slip would be wrong for someone's customers' data.
 */
function retentionDays(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(
      `${name} must be a whole number of days from 1 (unset keeps recordings until deleted), got "${value}"`,
    );
  return parsed;
}

function flag(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** The most proxies TRUST_PROXY may name: more is a typo, not a network. */
export const MAX_PROXY_HOPS = 5;

/**
 * TRUST_PROXY: no (the default) trusts no X-Forwarded-For; yes (or 1) trusts one proxy in front, a number from 2
 * to MAX_PROXY_HOPS that many (a CDN before a load balancer: 2), each appending the address it saw.
 */
function proxyHops(value: string | undefined): number {
  const hops = value?.trim() ?? '';
  if (/^\d+$/.test(hops) && Number(hops) >= 2) {
    if (Number(hops) > MAX_PROXY_HOPS)
      throw new Error(
        `TRUST_PROXY must be true or false, or how many proxies stand in front (at most ${MAX_PROXY_HOPS}), got "${value}"`,
      );
    return Number(hops);
  }
  return flag(value, 'TRUST_PROXY', false) ? 1 : 0;
}

/** Reads the configuration from `env` (process.env by default); throws on a malformed value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    redisUrl: redisUrl(env.REDIS_URL),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM),
    blobDir: resolve(env.BLOB_DIR || 'data/blobs'),
    recordingRetentionDays: retentionDays(env.RECORDING_RETENTION_DAYS, 'RECORDING_RETENTION_DAYS'),
    logLevel: logLevel(env.LOG_LEVEL),
    seedDemo: flag(env.SEED_DEMO, 'SEED_DEMO', true),
    proxyHops: proxyHops(env.TRUST_PROXY),
    shutdownGraceMs: integer(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    keepAliveTimeoutMs: integer(
      env.KEEP_ALIVE_TIMEOUT_MS,
      DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
      'KEEP_ALIVE_TIMEOUT_MS',
    ),
    idempotencyLeaseMs: integer(env.IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_LEASE_MS, 'IDEMPOTENCY_LEASE_MS'),
    configCacheMs: integer(env.CONFIG_CACHE_MS, CONFIG_CACHE_MS, 'CONFIG_CACHE_MS'),
    webhookWorker: flag(env.WEBHOOK_WORKER, 'WEBHOOK_WORKER', true),
    webhookAllowPrivateAddresses: flag(
      env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
      'WEBHOOK_ALLOW_PRIVATE_ADDRESSES',
      false,
    ),
    dashboard: {
      url: dashboardUrl(env.DASHBOARD_URL),
      secret: dashboardSecret(env.DASHBOARD_SECRET),
      dir: resolve(env.DASHBOARD_DIR || 'dist/dashboard'),
      embedDir: resolve(env.EMBED_DIR || 'dist/embed'),
    },
  };
}
