/**
 * The Appearance page's routes under /dashboard/api/apps/:appId/appearance (contract/dashboard-appearance-api.ts).
 * They run behind routes.ts's checks (signed in, a member of the app): every member reads; saving needs an
 * APPEARANCE_EDITING_ROLES role. The body is checked with the contract's schema, and a refusal names each
 * field it refuses, in its message (`branding.colors.primary: Expected a hex colour such as #3c5ccf`) and as
 * `fields` by path (AppearanceRefusalSchema) for the page to mark.
 */

import type { Hono } from 'hono';
import * as v from 'valibot';
import { DASHBOARD_API, type Role } from '../../contract/dashboard-api.ts';
import {
  APPEARANCE_EDITING_ROLES,
  AppearanceSchema,
  type RefusedField,
  refusedFields,
} from '../../contract/dashboard-appearance-api.ts';
import { readJson } from '../http/read-body.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { createAppearanceService } from './appearance.ts';
import type { DashboardEnv } from './routes.ts';

export const APPEARANCE_MESSAGES = {
  ownersOnly: 'Only the app’s owners may change its appearance.',
  badJson: 'The body is not JSON.',
  noApp: 'Not found.',
  refused: (detail: string) => `The appearance was not saved: ${detail}`,
} as const;

const APPEARANCE = `${DASHBOARD_API}/apps/:appId/appearance`;

function mayEdit(role: Role): boolean {
  return (APPEARANCE_EDITING_ROLES as readonly Role[]).includes(role);
}

/** Each refused field by its path, with the schema's message (a sentence each, so a space between them). */
function describe(fields: readonly RefusedField[]): string {
  return fields.map((field) => `${field.path}: ${field.message}`).join(' ');
}

/** Adds the Appearance page's routes to the dashboard's app (before its catch-all). */
export function registerAppearanceRoutes(app: Hono<DashboardEnv>, deps: ServiceDeps): void {
  const appearance = createAppearanceService(deps.database.db, deps.configCache);

  app.get(APPEARANCE, async (context) => {
    const found = await appearance.read(context.get('appId'));
    return found ? context.json(found) : context.json({ message: APPEARANCE_MESSAGES.noApp }, 404);
  });

  app.put(APPEARANCE, async (context) => {
    if (!mayEdit(context.get('role'))) return context.json({ message: APPEARANCE_MESSAGES.ownersOnly }, 403);
    const json = await readJson(context);
    if (json === undefined) return context.json({ message: APPEARANCE_MESSAGES.badJson }, 400);
    const parsed = v.safeParse(AppearanceSchema, json);
    if (!parsed.success) {
      const fields = refusedFields(parsed.issues);
      return context.json({ message: APPEARANCE_MESSAGES.refused(describe(fields)), fields }, 400);
    }
    const saved = await appearance.save(context.get('appId'), parsed.output, context.get('user'), deps.now());
    return saved ? context.json(saved) : context.json({ message: APPEARANCE_MESSAGES.noApp }, 404);
  });

  app.get(`${APPEARANCE}/audit`, async (context) =>
    context.json({ entries: await appearance.audit(context.get('appId')) }),
  );
}
