/**
 * The webhook administration API, a route module for the dashboard to mount behind its own sign-in:
 *
 *   GET    /apps/:appId/webhooks/endpoints              the app's endpoints (no secrets)
 *   POST   /apps/:appId/webhooks/endpoints  { url }     registers one; the answer holds its secret, once
 *   DELETE /apps/:appId/webhooks/endpoints/:endpointId  stops sending to it
 *   GET    /apps/:appId/webhooks/deliveries?state=&eventId=&limit=   deliveries, newest first
 *   POST   /apps/:appId/webhooks/deliveries/:deliveryId/retry        sends a failed delivery again
 *
 * It authenticates nobody: `canManage` decides whether the request (its signed-in user) may manage the app,
 * and the mounting code must supply it. Mount with `app.route('/dashboard/api', createWebhookRoutes(...))`.
 */

import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ServiceDeps } from '../services/deps.ts';
import type { Outcome } from '../services/outcome.ts';
import {
  listDeliveries,
  listEndpoints,
  redeliver,
  registerEndpoint,
  removeEndpoint,
} from '../services/webhooks.ts';
import { readJson } from './read-body.ts';
import { STATUS_OF } from './status-of.ts';

const RegisterSchema = v.object({ url: v.pipe(v.string(), v.nonEmpty()) });

const FORBIDDEN = 'Only the app’s owners may change its webhooks.';
const BAD_BODY = 'Send JSON: { "url": "https://…" }.';

export interface WebhookRoutesOptions {
  /** True when the request's signed-in user may manage `appId`'s webhooks. */
  canManage(context: Context, appId: string): boolean | Promise<boolean>;
}

function answer(context: Context, outcome: Outcome<unknown>, okStatus: 200 | 201 = 200): Response {
  if (outcome.ok) return context.json(outcome.value as object, okStatus);
  return context.json({ message: outcome.message }, STATUS_OF[outcome.reason]);
}

export function createWebhookRoutes(deps: ServiceDeps, options: WebhookRoutesOptions) {
  const routes = new Hono();

  routes.use('/apps/:appId/webhooks/*', async (context, next) => {
    if (!(await options.canManage(context, context.req.param('appId') ?? ''))) {
      return context.json({ message: FORBIDDEN }, 403);
    }
    await next();
  });

  routes.get('/apps/:appId/webhooks/endpoints', async (context) =>
    answer(context, await listEndpoints(deps, context.req.param('appId'))),
  );

  routes.post('/apps/:appId/webhooks/endpoints', async (context) => {
    const body = v.safeParse(RegisterSchema, (await readJson(context)) ?? null);
    if (!body.success) return context.json({ message: BAD_BODY }, 400);
    return answer(context, await registerEndpoint(deps, context.req.param('appId'), body.output.url), 201);
  });

  routes.delete('/apps/:appId/webhooks/endpoints/:endpointId', async (context) =>
    answer(context, await removeEndpoint(deps, context.req.param('appId'), context.req.param('endpointId'))),
  );

  routes.get('/apps/:appId/webhooks/deliveries', async (context) => {
    const limit = context.req.query('limit');
    return answer(
      context,
      await listDeliveries(deps, context.req.param('appId'), {
        state: context.req.query('state'),
        eventId: context.req.query('eventId'),
        limit: limit === undefined ? undefined : Number(limit),
      }),
    );
  });

  routes.post('/apps/:appId/webhooks/deliveries/:deliveryId/retry', async (context) =>
    answer(context, await redeliver(deps, context.req.param('appId'), context.req.param('deliveryId'))),
  );

  return routes;
}
