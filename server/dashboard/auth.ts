/**
 * Sign-in for the business's team: better-auth (e-mail and password) on the server's own database through its
 * Kysely adapter. Sessions live in `dashboard_sessions`; the cookie is HttpOnly and SameSite=Lax, and
 * better-auth refuses a state-changing request whose Origin is not the server's own (CSRF). Nobody signs up
 * from the page: the server's `create-user` command makes users (dashboard/users.ts).
 */
import { betterAuth } from 'better-auth';
import type { Logger } from 'pino';
import { DASHBOARD_AUTH_PATH, DASHBOARD_BASE } from '../../contract/dashboard-api.ts';
import type { OpenDatabase } from '../storage/database.ts';

/** How long a dashboard session lasts, and how often its expiry slides forward while in use. */
export const SESSION_LIFETIME_S = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_S = 24 * 60 * 60;
/** The shortest password `create-user` accepts (better-auth's own default minimum). */
export const MIN_PASSWORD_LENGTH = 8;

export interface DashboardAuthOptions {
  /**
   * The server's public origin (DASHBOARD_URL, e.g. `https://retention.example.com`); without it each request's
   * own origin is trusted, which the browser sets and a page of another origin cannot forge.
   */
  publicUrl: string | null;
  /**
   * The URL the server listens on (`http://127.0.0.1:8787`): better-auth's base URL when no public one is set,
   * so it knows one from the start (it warns "Base URL is not set" otherwise). Sign-in still works from any
   * name the server is reached by (localhost, a LAN address): that request's own origin is trusted.
   */
  listeningUrl: string;
  /** Signs the session cookies (DASHBOARD_SECRET); at least 32 characters. */
  secret: string;
  /** The server's log: better-auth's own lines go there too, as JSON, at LOG_LEVEL. */
  logger: Logger;
}

/**
 * better-auth's lines (a wrong password, an error) into the server's log, as `better-auth` lines: it printed
 * them to the console as coloured text, among the JSON lines a log shipper reads. Only its message, and an
 * error when it gives one: the rest of its arguments may hold what a request sent.
 */
function authLog(logger: Logger) {
  const log = logger.child({ component: 'better-auth' });
  return {
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      log[level](error ? { err: error } : {}, message);
    },
  };
}

/** better-auth's tables under our names, with snake_case columns like the rest of the schema. */
const TIMESTAMPS = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** The request's own origin, as the browser sent it (the Host it asked for). */
function ownOrigin(request?: Request): string[] {
  return request ? [new URL(request.url).origin] : [];
}

export function createDashboardAuth(database: OpenDatabase, options: DashboardAuthOptions) {
  return betterAuth({
    appName: 'Holdfast',
    baseURL: options.publicUrl ?? options.listeningUrl,
    ...(options.publicUrl ? {} : { trustedOrigins: ownOrigin }),
    basePath: DASHBOARD_AUTH_PATH,
    secret: options.secret,
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    logger: authLog(options.logger),
    // Sign-in is limited by our own buckets, per e-mail and per the address the server trusts (sign-in-limits.ts).
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH },
    session: {
      modelName: 'dashboard_sessions',
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_REFRESH_S,
      fields: {
        ...TIMESTAMPS,
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
      },
    },
    user: {
      modelName: 'dashboard_users',
      fields: { ...TIMESTAMPS, emailVerified: 'email_verified' },
    },
    account: {
      modelName: 'dashboard_accounts',
      fields: {
        ...TIMESTAMPS,
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
      },
    },
    verification: {
      modelName: 'dashboard_verifications',
      fields: { ...TIMESTAMPS, expiresAt: 'expires_at' },
    },
    advanced: {
      cookiePrefix: 'holdfast',
      useSecureCookies: options.publicUrl?.startsWith('https:') ?? false,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, path: DASHBOARD_BASE },
    },
  });
}

export type DashboardAuth = ReturnType<typeof createDashboardAuth>;
