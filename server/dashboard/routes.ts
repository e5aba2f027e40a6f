/**
 * The dashboard's HTTP surface under /dashboard: better-auth's sign-in routes, the team's read API (signed in;
 * an app's data only for its members, its team only for owners) and the built page. Every API answer is
 * `no-store`: it holds the business's customers' data.
 */
import { type Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import * as v from 'valibot';
import {
  DASHBOARD_API,
  DASHBOARD_AUTH_PATH,
  DASHBOARD_BASE,
  type Role,
} from '../../contract/dashboard-api.ts';
import { ResultsFilterSchema, SessionsQuerySchema } from '../../contract/dashboard-filters.ts';
import { PREVIEW_PAGE_PATH } from '../../contract/dashboard-flows-api.ts';
import { isRecord } from '../../contract/is-record.ts';
import { embedFileAnswer } from '../embed-files.ts';
import { answerError } from '../http/error-answer.ts';
import { MAX_AUTH_BODY_BYTES, readTextBody } from '../http/read-body.ts';
import { createWebhookRoutes } from '../http/webhook-routes.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { registerAppearanceRoutes } from './appearance-routes.ts';
import type { DashboardAuth } from './auth.ts';
import { registerFlowRoutes } from './flows-routes.ts';
import { queryResults } from './results-query.ts';
import { sessionsCsv } from './sessions-csv.ts';
import { listSessions, sessionDetail, sessionRecording } from './sessions-query.ts';
import { signInLimits } from './sign-in-limits.ts';
import { previewPageAnswer, staticAnswer } from './static-files.ts';
import { appsOf, membersOf, roleIn } from './team.ts';
import { mayUseWebhooks } from './webhook-access.ts';

export const DASHBOARD_MESSAGES = {
  signedOut: 'Sign in to use the dashboard.',
  notMember: 'Not found.',
  ownersOnly: 'Only the app’s owners may see its team.',
  sessionNotFound: 'There is no such session.',
  noRecording: 'This session has no recording.',
  foreignOrigin: 'Sign-in and changes must come from the dashboard’s own page.',
} as const;

export type DashboardEnv = {
  /** Given by the server's HTTP app (http/create-app.ts), which knows whether to trust a proxy. */
  Bindings: { clientIp: string };
  Variables: { user: { id: string; name: string; email: string }; appId: string; role: Role };
};

/** `request` with `body` instead of its own (read already, or rewritten); its length is the new body's. */
function withBody(request: Request, body: string): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

function badQuery(context: Context, issues: readonly v.BaseIssue<unknown>[]) {
  const detail = issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  return context.json({ message: `Bad filter: ${detail}` }, 400);
}

export function createDashboardRoutes(
  deps: ServiceDeps,
  auth: DashboardAuth,
  options: { pageDir: string; embedDir: string; publicUrl: string | null; secret: string },
) {
  const { pageDir, embedDir, publicUrl } = options;
  const app = new Hono<DashboardEnv>();
  const db = deps.database.db;

  // CSRF: a browser names the page's origin on every POST and DELETE. better-auth checks it only against a
  // configured base URL, so the check is ours, for sign-in and every change the API makes: the request's own
  // origin (the Host the browser sent), or DASHBOARD_URL's.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], `${DASHBOARD_API}/*`, async (context, next) => {
    const origin = context.req.header('origin');
    const own = publicUrl ? new URL(publicUrl).origin : new URL(context.req.url).origin;
    if (origin !== undefined && origin !== own)
      return context.json({ message: DASHBOARD_MESSAGES.foreignOrigin }, 403);
    await next();
  });
  // better-auth and the sign-in limits read the body whole: it is read here first, under its cap (413 past it).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], `${DASHBOARD_AUTH_PATH}/*`, async (context, next) => {
    context.req.raw = withBody(context.req.raw, await readTextBody(context, MAX_AUTH_BODY_BYTES));
    await next();
  });
  // A new password ends every other session of the user, whatever the request asks: one changes a password
  // because someone else may know it, and their session must not outlive it (better-auth keeps them unless
  // told). The session that changed it gets a new one.
  app.post(`${DASHBOARD_AUTH_PATH}/change-password`, async (context, next) => {
    const body: unknown = await context.req.raw
      .clone()
      .json()
      .catch(() => null);
    if (isRecord(body) && !Array.isArray(body))
      context.req.raw = withBody(context.req.raw, JSON.stringify({ ...body, revokeOtherSessions: true }));
    await next();
  });
  app.post(`${DASHBOARD_AUTH_PATH}/sign-in/*`, signInLimits(deps.limits, options.secret));
  app.on(['GET', 'POST'], `${DASHBOARD_AUTH_PATH}/*`, (context) => auth.handler(context.req.raw));

  app.use(`${DASHBOARD_API}/*`, async (context, next) => {
    context.header('cache-control', 'no-store');
    const session = await auth.api.getSession({ headers: context.req.raw.headers });
    if (!session) return context.json({ message: DASHBOARD_MESSAGES.signedOut }, 401);
    context.set('user', { id: session.user.id, name: session.user.name, email: session.user.email });
    await next();
  });

  app.get(`${DASHBOARD_API}/me`, async (context) => {
    const user = context.get('user');
    return context.json({ user, apps: await appsOf(db, user.id) });
  });

  // An app the user does not belong to answers as if it did not exist.
  app.use(`${DASHBOARD_API}/apps/:appId/*`, async (context, next) => {
    const appId = context.req.param('appId');
    const role = await roleIn(db, context.get('user').id, appId);
    if (!role) return context.json({ message: DASHBOARD_MESSAGES.notMember }, 404);
    context.set('appId', appId);
    context.set('role', role);
    await next();
  });

  app.get(`${DASHBOARD_API}/apps/:appId/results`, async (context) => {
    const filter = v.safeParse(ResultsFilterSchema, context.req.query());
    if (!filter.success) return badQuery(context, filter.issues);
    return context.json(await queryResults(db, context.get('appId'), filter.output));
  });

  app.get(`${DASHBOARD_API}/apps/:appId/sessions`, async (context) => {
    const query = v.safeParse(SessionsQuerySchema, context.req.query());
    if (!query.success) return badQuery(context, query.issues);
    return context.json(await listSessions(db, context.get('appId'), query.output));
  });

  app.get(`${DASHBOARD_API}/apps/:appId/sessions.csv`, async (context) => {
    const query = v.safeParse(SessionsQuerySchema, context.req.query());
    if (!query.success) return badQuery(context, query.issues);
    const appId = context.get('appId');
    const day = deps.now().toISOString().slice(0, 10);
    context.header('content-type', 'text/csv; charset=utf-8');
    context.header(
      'content-disposition',
      `attachment; filename="sessions-${appId.replace(/[^\w-]/g, '_')}-${day}.csv"`,
    );
    // Streamed (sessions-csv.ts). A failure after the first bytes can only cut the download short: it is
    // logged, and the file lacks its last rows rather than claiming to be whole.
    return stream(
      context,
      async (out) => {
        for await (const piece of sessionsCsv(db, appId, query.output)) await out.write(piece);
      },
      async (error) => {
        deps.logger.error({ err: error, appId }, 'sessions CSV export failed midway');
      },
    );
  });

  app.get(`${DASHBOARD_API}/apps/:appId/sessions/:id`, async (context) => {
    const detail = await sessionDetail(db, context.get('appId'), context.req.param('id'));
    if (!detail) return context.json({ message: DASHBOARD_MESSAGES.sessionNotFound }, 404);
    return context.json(detail);
  });

  app.get(`${DASHBOARD_API}/apps/:appId/sessions/:id/recording`, async (context) => {
    const events = await sessionRecording(db, deps.blobs, context.get('appId'), context.req.param('id'));
    if (!events) return context.json({ message: DASHBOARD_MESSAGES.noRecording }, 404);
    return context.json({ events });
  });

  app.get(`${DASHBOARD_API}/apps/:appId/members`, async (context) => {
    if (context.get('role') !== 'owner') return context.json({ message: DASHBOARD_MESSAGES.ownersOnly }, 403);
    return context.json({ members: await membersOf(db, context.get('appId')) });
  });

  registerFlowRoutes(app, deps);
  registerAppearanceRoutes(app, deps);
  // Webhooks: members read, owners change (webhook-access.ts); membership was checked above.
  app.route(
    DASHBOARD_API,
    createWebhookRoutes(deps, {
      canManage: (context) => mayUseWebhooks(context.get('role'), context.req.method),
    }),
  );

  app.all(`${DASHBOARD_API}/*`, (context) => context.json({ message: 'Not found.' }, 404));

  app.onError(answerError(deps.logger));

  app.get(DASHBOARD_BASE, (context) => context.redirect(`${DASHBOARD_BASE}/`, 301));
  // The flow editor's live preview: its page, and the built script tag it loads as a host page would.
  app.get(PREVIEW_PAGE_PATH, () => previewPageAnswer(pageDir));
  app.get(`${PREVIEW_PAGE_PATH}/embed/:file`, (context) =>
    embedFileAnswer(embedDir, context.req.param('file'), context.req.header('accept-encoding')),
  );
  app.get(`${DASHBOARD_BASE}/*`, (context) =>
    staticAnswer(pageDir, context.req.path.slice(DASHBOARD_BASE.length + 1)),
  );
  return { app };
}
