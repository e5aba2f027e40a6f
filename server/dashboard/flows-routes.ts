/**
 * The flow editor's routes under /dashboard/api/apps/:appId/flows (contract/dashboard-flows-api.ts). They
 * run behind routes.ts's checks (signed in, a member of the app); publishing and rolling back also need a
 * PUBLISHING_ROLES role. Bodies are parsed with the contract's schemas; the rules are flows-editor.ts's.
 */

import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { DASHBOARD_API, type Role } from '../../contract/dashboard-api.ts';
import {
  PUBLISHING_ROLES,
  RollbackBodySchema,
  SaveDraftBodySchema,
} from '../../contract/dashboard-flows-api.ts';
import { readJson } from '../http/read-body.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { previewEmbedAnswer } from './flow-preview.ts';
import { currentBlueprint } from './flow-reads.ts';
import { createFlowEditor, FLOW_EDITOR_MESSAGES } from './flows-editor.ts';
import type { DashboardEnv } from './routes.ts';

type FlowsEnv = DashboardEnv;

export const FLOW_ROUTE_MESSAGES = {
  noFlow: 'There is no such flow.',
  ownersOnly: 'Only the app’s owners may publish or roll back a flow.',
  badJson: 'The body is not JSON.',
  noSavedAt: 'Say which draft to discard: ?savedAt= its save time, as the flow answer gives it.',
} as const;

const FLOW = `${DASHBOARD_API}/apps/:appId/flows/:flowId`;

/** A version in a path: digits only, from 1 (anything else names no version: 404). */
const VersionParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number));

async function body<S extends v.GenericSchema>(
  context: Context<FlowsEnv>,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; message: string }> {
  const json = await readJson(context);
  if (json === undefined) return { ok: false, message: FLOW_ROUTE_MESSAGES.badJson };
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return { ok: true, value: parsed.output };
  const detail = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`);
  return { ok: false, message: `Bad request: ${detail.join('; ')}` };
}

function mayPublish(role: Role): boolean {
  return (PUBLISHING_ROLES as readonly Role[]).includes(role);
}

/** Adds the editor's routes to the dashboard's app (before its catch-all). */
export function registerFlowRoutes(app: Hono<FlowsEnv>, deps: ServiceDeps): void {
  const editor = createFlowEditor(deps.database.db, deps.flows, deps.configCache);
  const noFlow = (context: Context<FlowsEnv>) => context.json({ message: FLOW_ROUTE_MESSAGES.noFlow }, 404);

  app.get(`${DASHBOARD_API}/apps/:appId/flows`, async (context) =>
    context.json({ flows: await editor.list(context.get('appId')) }),
  );

  app.get(FLOW, async (context) => {
    const flow = await editor.read(context.get('appId'), context.req.param('flowId'));
    return flow ? context.json(flow) : noFlow(context);
  });

  app.put(`${FLOW}/draft`, async (context) => {
    const parsed = await body(context, SaveDraftBodySchema);
    if (!parsed.ok) return context.json({ message: parsed.message, problems: [] }, 400);
    const { appId, user } = { appId: context.get('appId'), user: context.get('user') };
    const saved = await editor.saveDraft(
      appId,
      context.req.param('flowId'),
      parsed.value.blueprint,
      user,
      deps.now(),
      parsed.value.basedOn,
    );
    if (!saved) return noFlow(context);
    if (saved.kind === 'changed') return context.json({ message: saved.message, problems: [] }, 409);
    if (saved.kind === 'invalid')
      return context.json({ message: FLOW_EDITOR_MESSAGES.invalidDraft, problems: saved.problems }, 400);
    return context.json({ savedAt: saved.savedAt, problems: saved.problems });
  });

  // Any member may discard the draft, as any member may save over it; only the draft the caller saw goes.
  app.delete(`${FLOW}/draft`, async (context) => {
    const savedAt = context.req.query('savedAt');
    if (!savedAt) return context.json({ message: FLOW_ROUTE_MESSAGES.noSavedAt }, 400);
    const discarded = await editor.discardDraft(
      context.get('appId'),
      context.req.param('flowId'),
      savedAt,
      context.get('user'),
      deps.now(),
    );
    if (!discarded) return noFlow(context);
    if (discarded.kind === 'no-draft')
      return context.json({ message: FLOW_EDITOR_MESSAGES.noDraftToDiscard }, 404);
    if (discarded.kind === 'changed') return context.json({ message: discarded.message }, 409);
    return context.json({ discarded: true });
  });

  app.post(`${FLOW}/publish`, async (context) => {
    if (!mayPublish(context.get('role')))
      return context.json({ message: FLOW_ROUTE_MESSAGES.ownersOnly }, 403);
    const published = await editor.publish(
      context.get('appId'),
      context.req.param('flowId'),
      context.get('user'),
      deps.now(),
    );
    if (!published) return noFlow(context);
    if (published.kind === 'no-draft')
      return context.json({ message: FLOW_EDITOR_MESSAGES.noDraft, problems: [] }, 409);
    if (published.kind === 'problems')
      return context.json({ message: FLOW_EDITOR_MESSAGES.hasProblems, problems: published.problems }, 409);
    return context.json({ version: published.version });
  });

  app.post(`${FLOW}/rollback`, async (context) => {
    if (!mayPublish(context.get('role')))
      return context.json({ message: FLOW_ROUTE_MESSAGES.ownersOnly }, 403);
    const parsed = await body(context, RollbackBodySchema);
    if (!parsed.ok) return context.json({ message: parsed.message }, 400);
    const published = await editor.rollback(
      context.get('appId'),
      context.req.param('flowId'),
      parsed.value.version,
      context.get('user'),
      deps.now(),
    );
    if (!published) return context.json({ message: FLOW_EDITOR_MESSAGES.noVersion }, 404);
    return context.json(published);
  });

  // The live preview: any member may look; the answer is the posted draft with a sample customer (flow-preview.ts).
  app.post(`${FLOW}/preview`, async (context) => {
    const parsed = await body(context, SaveDraftBodySchema);
    if (!parsed.ok) return context.json({ message: parsed.message }, 400);
    const appId = context.get('appId');
    if (!(await currentBlueprint(deps.database.db, appId, context.req.param('flowId'))))
      return noFlow(context);
    const answer = await previewEmbedAnswer(deps, appId, parsed.value.blueprint);
    return answer ? context.json(answer) : noFlow(context);
  });

  app.get(`${FLOW}/versions`, async (context) => {
    const versions = await editor.versions(context.get('appId'), context.req.param('flowId'));
    return versions ? context.json({ versions }) : noFlow(context);
  });

  app.get(`${FLOW}/versions/:version`, async (context) => {
    const number = v.safeParse(VersionParamSchema, context.req.param('version'));
    const found = number.success
      ? await editor.version(context.get('appId'), context.req.param('flowId'), number.output)
      : null;
    return found ? context.json(found) : context.json({ message: FLOW_EDITOR_MESSAGES.noVersion }, 404);
  });

  app.get(`${FLOW}/audit`, async (context) =>
    context.json({ entries: await editor.audit(context.get('appId'), context.req.param('flowId')) }),
  );
}
