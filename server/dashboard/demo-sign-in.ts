/**
 * The demo's sign-in: an owner of the demo app, made when the demo is seeded into an empty database and printed
 * at every start while it exists. A known password is fine for a demo on a laptop's loopback; a real team
 * gets users from `npm run server -- create-user`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../storage/tables.ts';
import type { DashboardAuth } from './auth.ts';
import { createUser, roleIn } from './team.ts';

export const DEMO_SIGN_IN = {
  email: 'owner@demo.holdfast.local',
  password: 'holdfast-demo',
  name: 'Demo owner',
} as const;

export async function seedDemoSignIn(
  db: Kysely<Database>,
  auth: DashboardAuth,
  appId: string,
  now: Date,
): Promise<void> {
  await createUser(db, auth, { ...DEMO_SIGN_IN, appId, role: 'owner' }, now);
}

/** Whether the demo owner still exists with the demo app (a team may have removed it). */
export async function hasDemoSignIn(
  db: Kysely<Database>,
  auth: DashboardAuth,
  appId: string,
): Promise<boolean> {
  const found = await (await auth.$context).internalAdapter.findUserByEmail(DEMO_SIGN_IN.email);
  return found ? (await roleIn(db, found.user.id, appId)) !== null : false;
}
