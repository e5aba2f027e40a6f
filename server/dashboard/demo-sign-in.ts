/**
 * The demo's sign-in: an owner of the demo app, made when the demo is seeded into an empty database. `npm start`
 * (the demo product, on a laptop's loopback, its own data folder) gives it the known password below and prints
 * it at every start. `npm run server`, which may be a real deployment that left SEED_DEMO on, gives it a new
 * random password printed once, so no server anyone can reach has an owner whose password is in this file (and
 * replaces the known one of a demo owner an older version seeded); a real team gets users from
 * `npm run server -- create-user`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../storage/tables.ts';
import type { DashboardAuth } from './auth.ts';
import { createUser, newPassword, roleIn } from './team.ts';

export const DEMO_SIGN_IN = {
  email: 'owner@demo.holdfast.local',
  password: 'holdfast-demo',
  name: 'Demo owner',
} as const;

/** Makes the demo owner; false when the user existed already (its password is then unchanged). */
export async function seedDemoSignIn(
  db: Kysely<Database>,
  auth: DashboardAuth,
  appId: string,
  now: Date,
  password: string = DEMO_SIGN_IN.password,
): Promise<boolean> {
  return (await createUser(db, auth, { ...DEMO_SIGN_IN, password, appId, role: 'owner' }, now)).created;
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

/**
 * `npm run server`'s demo owner: seeded with a new password, or, when one exists still signing in with the
 * known password (seeded by a version before this rule), given a new one. Returns the password to show once,
 * or null when there is none to show.
 */
export async function serverDemoOwnerPassword(
  db: Kysely<Database>,
  auth: DashboardAuth,
  appId: string,
  now: Date,
  seeding: boolean,
): Promise<string | null> {
  const password = newPassword();
  // A demo user left in a database without apps keeps its password: then it is checked as below.
  if (seeding && (await seedDemoSignIn(db, auth, appId, now, password))) return password;
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(DEMO_SIGN_IN.email, { includeAccounts: true });
  const hash = found?.accounts.find((account) => account.providerId === 'credential')?.password;
  if (!found || !hash || !(await context.password.verify({ password: DEMO_SIGN_IN.password, hash })))
    return null;
  await context.internalAdapter.updatePassword(found.user.id, await context.password.hash(password));
  // Whoever signed in with the known password is signed out.
  await context.internalAdapter.deleteUserSessions(found.user.id);
  return password;
}
