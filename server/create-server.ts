/**
 * Builds a server from its configuration: opens and migrates the database, wires stores, providers and
 * services, and serves the HTTP app with graceful shutdown (stop accepting, finish requests in flight,
 * then close the database).
 */
import { Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config.ts';
import { createDashboard, type Dashboard } from './dashboard/create-dashboard.ts';
import { answerClientErrors } from './http/client-errors.ts';
import { createHttpApp } from './http/create-app.ts';
import { createBillingRouter } from './providers/billing-router.ts';
import { checkBlobDirWritable, createFileBlobStore } from './providers/blob-store.ts';
import { createDatabaseBillingProvider } from './providers/database-billing-provider.ts';
import { createSmtpMailer, type Mailer } from './providers/mailer.ts';
import { createRateLimits } from './providers/rate-limits.ts';
import type { StripeClientOptions } from './providers/stripe/stripe-calls.ts';
import type { ServiceDeps } from './services/deps.ts';
import { startPurging } from './services/purge.ts';
import { startWebhookWorker } from './services/webhook-delivery.ts';
import { createAppsStore } from './storage/apps-store.ts';
import { createConfigCache } from './storage/config-cache.ts';
import { createCustomerDataStore } from './storage/customer-data-store.ts';
import { type OpenDatabase, type OpenOptions, openDatabase } from './storage/database.ts';
import { createFlowsStore } from './storage/flows-store.ts';
import { createIdempotencyStore } from './storage/idempotency-store.ts';
import { createIdentityCodesStore } from './storage/identity-codes-store.ts';
import { migrateToLatest } from './storage/migrate.ts';
import { createRecordsStore } from './storage/records-store.ts';
import { createServedHistory } from './storage/served-history.ts';
import { createServingsStore } from './storage/servings-store.ts';
import { createSessionsStore } from './storage/sessions-store.ts';
import { createStripeStore } from './storage/stripe-store.ts';
import { createWebhooksStore } from './storage/webhooks-store.ts';

export interface ServerOptions {
  logger?: Logger;
  database?: OpenOptions;
  /** The mailer for verification codes; default SMTP when SMTP_URL is set, else none (check-identity 503). */
  mailer?: Mailer;
  now?: () => Date;
  /** The SDK's timeout and retries for Stripe calls (the fault tests shorten them). */
  stripeClient?: StripeClientOptions;
}

export interface RunningServer {
  url: string;
  deps: ServiceDeps;
  /** The dashboard's sign-in (users are made through it) and routes. */
  dashboard: Dashboard;
  /** Stops accepting connections, waits for requests in flight (up to the grace period), closes the database. */
  close(): Promise<void>;
}

export function createLogger(level: string): Logger {
  // Redaction is a second line of defence: nothing logs headers or bodies, but if someone ever does, the
  // auth hash and secrets come out as [redacted].
  return pino({
    level,
    redact: {
      paths: [
        '*.headers["x-holdfast-auth-hash"]',
        '*.authHash',
        '*.secret',
        '*.secrets',
        'secret',
        'authHash',
      ],
      censor: '[redacted]',
    },
  });
}

export async function buildDeps(config: ServerConfig, options: ServerOptions = {}): Promise<ServiceDeps> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database: OpenDatabase = await openDatabase(config.databaseUrl, options.database);
  await migrateToLatest(database.db, database.pgSchema);
  const { db } = database;
  const configCache = createConfigCache(config.configCacheMs);
  const stripe = createStripeStore(db, configCache);
  if (!options.mailer && !config.smtpUrl)
    logger.warn('SMTP_URL is not set: check-identity answers 503, the managed flow cannot send codes');
  return {
    database,
    configCache,
    apps: createAppsStore(db, configCache),
    flows: createFlowsStore(db, configCache),
    servings: createServingsStore(db),
    sessions: createSessionsStore(db),
    servedHistory: createServedHistory(db),
    webhooks: createWebhooksStore(db, configCache),
    records: createRecordsStore(db),
    idempotency: createIdempotencyStore(db, config.idempotencyLeaseMs, database.dialect),
    identityCodes: createIdentityCodesStore(db),
    limits: createRateLimits(config.redisUrl, logger),
    stripe,
    customerData: createCustomerDataStore(db, configCache),
    billing: createBillingRouter({
      database: createDatabaseBillingProvider(db, database.dialect),
      stripeAccounts: stripe,
      ...(options.stripeClient ? { stripeClient: options.stripeClient } : {}),
    }),
    mailer: options.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null),
    blobs: createFileBlobStore(config.blobDir),
    logger,
    allowPrivateWebhookAddresses: config.webhookAllowPrivateAddresses,
    recordingRetentionDays: config.recordingRetentionDays,
    now: options.now ?? (() => new Date()),
  };
}

/**
 * Closes what buildDeps opened: the mailer, the Redis client of the rate limits and the database. A command
 * (create-app, webhook add, …) that left the Redis client open never exited while REDIS_URL was set.
 */
export async function closeDeps(deps: ServiceDeps): Promise<void> {
  deps.mailer?.close();
  deps.limits.close();
  await deps.database.db.destroy();
}

/**
 * Once called, every answer says `Connection: close` and its connection closes after it, those in flight
 * included: a keep-alive client (a balancer, a browser) used to keep its connection through the shutdown, which
 * then waited all of SHUTDOWN_GRACE_MS after the last answer, and could send its next request to the stopping
 * instance.
 */
function closingAfterAnswers(server: HttpServer): () => void {
  const answering = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_request, response: ServerResponse) => {
    if (closing) response.setHeader('connection', 'close');
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return () => {
    closing = true;
    for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
  };
}

export interface StartOptions {
  /** The demo host page, mounted only by the demo start (server/demo/start-product.ts). */
  demo?: { base: string; fetch(request: Request): Response | Promise<Response> };
}

export async function startServer(
  config: ServerConfig,
  deps: ServiceDeps,
  options: StartOptions = {},
): Promise<RunningServer> {
  await checkBlobDirWritable(config.blobDir);
  let shuttingDown = false;
  // The dashboard is made once the server listens, so its sign-in knows the URL it is served on (a PORT of 0
  // is known only then); in the moment between, its paths answer 503 like a server not yet ready.
  let dashboard: Dashboard | null = null;
  // The address it listens on, once it does: the public origin when DASHBOARD_URL does not name one.
  let listeningUrl = `http://${config.host}:${config.port}`;
  const app = createHttpApp(deps, {
    proxyHops: config.proxyHops,
    publicOrigin: () => new URL(config.dashboard.url ?? listeningUrl).origin,
    dashboard: {
      fetch: (request, bindings) =>
        dashboard?.routes.fetch(request, bindings) ?? new Response(null, { status: 503 }),
    },
    ...(options.demo ? { demo: options.demo } : {}),
    ready: async () => {
      if (shuttingDown || !dashboard) return false;
      try {
        await deps.apps.count();
        return true;
      } catch {
        return false;
      }
    },
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = config.keepAliveTimeoutMs;
    answerClientErrors(server);
  }
  const closeAfterAnswers = server instanceof HttpServer ? closingAfterAnswers(server) : () => {};
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  listeningUrl = url;
  try {
    dashboard = await createDashboard(deps, config.dashboard, url);
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  const made = dashboard;
  const stopPurging = startPurging(deps);
  const webhookWorker = config.webhookWorker ? startWebhookWorker(deps) : null;

  let closing: Promise<void> | null = null;
  return {
    url,
    deps,
    dashboard: made,
    close() {
      closing ??= (async () => {
        shuttingDown = true;
        closeAfterAnswers();
        stopPurging();
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            // Past the grace period, idle and slow connections are cut so the process can exit.
            if ('closeAllConnections' in server) server.closeAllConnections();
            resolve();
          }, config.shutdownGraceMs);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            resolve();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        // Attempts in flight are recorded before the database closes; the rest wait in the outbox.
        await webhookWorker?.stop();
        await closeDeps(deps);
      })();
      return closing;
    },
  };
}
