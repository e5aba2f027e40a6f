/**
 * The HTTP surface: CORS for registered origins, request logs without secrets, every call of the contract
 * (http/serve-call.ts), /healthz, and a `{ message }` answer for anything that goes wrong — never a crash,
 * never a stack trace to the client.
 */
import { type Context, Hono } from 'hono';
import { API_CALLS, type CallName } from '../../contract/call-table.ts';
import { DASHBOARD_BASE } from '../../contract/dashboard-api.ts';
import { HEADERS } from '../../contract/headers.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { clientIp } from './client-ip.ts';
import { corsHeaders, originMatches } from './cors.ts';
import { answerError } from './error-answer.ts';
import { addIdentityConfirmRoute } from './identity-confirm-route.ts';
import { decodedText, isWellFormedUrl, URL_TEXT_MESSAGE } from './request-text.ts';
import { serveCall } from './serve-call.ts';
import { addStripeWebhookRoute } from './stripe-webhook-route.ts';

export type AppEnv = { Variables: { appId: string } };

/** `/api/orgs/{appId}/embed` → `/api/orgs/:appId/embed`. */
function toPattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

const ORG_PATH = /^\/api\/orgs\/([^/]+)\/./;

export function createHttpApp(
  deps: ServiceDeps,
  options: {
    ready?: () => Promise<boolean>;
    /** How many proxies stand in front whose X-Forwarded-For is trusted (TRUST_PROXY); 0 or none: none. */
    proxyHops?: number;
    /**
     * The server's public origin, where links in e-mails point: DASHBOARD_URL, else the address it listens on.
     * Never a request's own URL, which is built from the Host header its caller wrote.
     */
    publicOrigin: () => string;
    /**
     * The dashboard (server/dashboard/): everything under /dashboard is its own. It is given the client's
     * address as this app reads it (TRUST_PROXY), for its sign-in's limits.
     */
    dashboard?: { fetch(request: Request, bindings: { clientIp: string }): Response | Promise<Response> };
    /** The demo host page (server/demo/demo-page.ts): only `npm start` passes one; mounted under /demo. */
    demo?: { base: string; fetch(request: Request): Response | Promise<Response> };
  },
) {
  const app = new Hono<AppEnv>();

  app.use('*', async (context, next) => {
    const started = performance.now();
    await next();
    // Method, path and status only: headers (the auth hash) and bodies are never logged.
    deps.logger.info(
      {
        method: context.req.method,
        path: context.req.path,
        status: context.res.status,
        appId: context.get('appId'),
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  app.use('/api/*', async (context, next) => {
    const origin = context.req.header('origin') ?? null;
    const preflight = context.req.method === 'OPTIONS';
    let allowed = false;
    if (origin) {
      const pathApp = ORG_PATH.exec(context.req.path)?.[1];
      const appId = pathApp ? decodedText(pathApp) : (context.req.header(HEADERS.appId) ?? null);
      // A preflight carries no header values: for paths without an app id, any app's registration will do;
      // the real request is then checked against its own app.
      allowed = appId
        ? originMatches(origin, (await deps.apps.find(appId))?.settings.allowedOrigins ?? [])
        : preflight && (await deps.apps.anyAllowsOrigin(origin, originMatches));
    }
    const headers = corsHeaders(origin, allowed, preflight);
    if (preflight) return context.body(null, 204, headers);
    await next();
    for (const [name, value] of Object.entries(headers)) context.res.headers.set(name, value);
  });
  // Every route (the dashboard's too); after CORS, so a page of a registered origin reads the message.
  app.use('*', async (context, next) => {
    if (!isWellFormedUrl(context.req.url)) return context.json({ message: URL_TEXT_MESSAGE }, 400);
    await next();
  });

  for (const call of Object.values(API_CALLS)) {
    app.on(
      call.method,
      toPattern(call.path),
      serveCall(deps, call.name as CallName, {
        proxyHops: options.proxyHops ?? 0,
        publicOrigin: options.publicOrigin,
      }),
    );
  }

  const { dashboard } = options;
  if (dashboard) {
    const toDashboard = (context: Context<AppEnv>) =>
      dashboard.fetch(context.req.raw, { clientIp: clientIp(context, options.proxyHops ?? 0) });
    app.all(DASHBOARD_BASE, toDashboard);
    app.all(`${DASHBOARD_BASE}/*`, toDashboard);
  }
  const { demo } = options;
  if (demo) {
    app.all(demo.base, (context) => demo.fetch(context.req.raw));
    app.all(`${demo.base}/*`, (context) => demo.fetch(context.req.raw));
  }
  addStripeWebhookRoute(app, deps);
  addIdentityConfirmRoute(app, deps);

  app.get('/healthz', async (context) => {
    const ready = options.ready ? await options.ready() : true;
    return context.json({ ok: ready }, ready ? 200 : 503);
  });

  app.notFound((context) => context.json({ message: 'Not found.' }, 404));
  app.onError(answerError(deps.logger));
  return app;
}
