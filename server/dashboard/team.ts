/**
 * The business's team: users (made by the server's `create-user` command, never by signing up), the apps
 * each belongs to with its role, and the secret that signs the dashboard's session cookies.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { type MeAnswer, type MembersAnswer, ROLES, type Role } from '../../contract/dashboard-api.ts';
import type { Database } from '../storage/tables.ts';
import { type DashboardAuth, MIN_PASSWORD_LENGTH } from './auth.ts';
import { TEAM_EMAIL, TEAM_EMAIL_MESSAGE } from './team-email.ts';

const SECRET_SETTING = 'auth-secret';

/**
 * DASHBOARD_SECRET when set; otherwise one made on the first start and kept in the database, so sessions
 * survive a restart and every instance on one database signs alike.
 */
export async function dashboardSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('dashboard_settings')
    .values({ name: SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('dashboard_settings')
    .select('value')
    .where('name', '=', SECRET_SETTING)
    .executeTakeFirstOrThrow();
  return row.value;
}

export const NewUserSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(TEAM_EMAIL, TEAM_EMAIL_MESSAGE)),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Give a name.')),
  password: v.pipe(
    v.string(),
    v.minLength(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`),
  ),
  appId: v.pipe(v.string(), v.nonEmpty('Name the app the user belongs to.')),
  role: v.picklist(ROLES, `The role is one of: ${ROLES.join(', ')}.`),
});
/** As a command line gives it: every field a string, checked here. */
export type NewUser = Record<keyof v.InferInput<typeof NewUserSchema>, string>;

/** A password made for a new user when none is given: 16 characters of 12 random bytes, shown to them once. */
export function newPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Makes a user with a password (or, for an existing e-mail, adds the app to them) and gives them the role in
 * the app. Throws with a readable message on bad input or an unknown app.
 */
export async function createUser(
  db: Kysely<Database>,
  auth: DashboardAuth,
  input: NewUser,
  now: Date,
): Promise<{ userId: string; created: boolean }> {
  const parsed = v.safeParse(NewUserSchema, input);
  if (!parsed.success) throw new Error(parsed.issues.map((issue) => issue.message).join(' '));
  const user = parsed.output;
  const app = await db
    .selectFrom('apps')
    .select('app_id')
    .where('app_id', '=', user.appId)
    .executeTakeFirst();
  if (!app) throw new Error(`There is no app "${user.appId}".`);
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(user.email);
  let userId = existing?.user.id;
  if (!userId) {
    const hash = await context.password.hash(user.password);
    const made = await context.internalAdapter.createUser(
      {
        email: user.email,
        name: user.name,
        emailVerified: true,
      },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: made.id,
      providerId: 'credential',
      accountId: made.id,
      password: hash,
    });
    userId = made.id;
  }
  await db
    .insertInto('dashboard_members')
    .values({ user_id: userId, app_id: user.appId, role: user.role, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'app_id']).doUpdateSet({ role: user.role }))
    .execute();
  return { userId, created: !existing };
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The apps a user belongs to, with their roles. */
export async function appsOf(db: Kysely<Database>, userId: string): Promise<MeAnswer['apps']> {
  const rows = await db
    .selectFrom('dashboard_members')
    .innerJoin('apps', 'apps.app_id', 'dashboard_members.app_id')
    .select(['apps.app_id', 'apps.name', 'dashboard_members.role'])
    .where('dashboard_members.user_id', '=', userId)
    .orderBy('apps.name')
    .execute();
  return rows.flatMap((row) =>
    isRole(row.role) ? [{ appId: row.app_id, name: row.name, role: row.role }] : [],
  );
}

/** The user's role in the app, or null when they do not belong to it. */
export async function roleIn(db: Kysely<Database>, userId: string, appId: string): Promise<Role | null> {
  const row = await db
    .selectFrom('dashboard_members')
    .select('role')
    .where('user_id', '=', userId)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return row && isRole(row.role) ? row.role : null;
}

/** The app's team; better-auth's user table is read as SQL here (it is ours, migration 005). */
export async function membersOf(db: Kysely<Database>, appId: string): Promise<MembersAnswer['members']> {
  const rows = await db
    .selectFrom('dashboard_members')
    .innerJoin('dashboard_users', 'dashboard_users.id', 'dashboard_members.user_id')
    .select(['dashboard_users.email', 'dashboard_users.name', 'dashboard_members.role'])
    .where('dashboard_members.app_id', '=', appId)
    .orderBy('dashboard_users.email')
    .execute();
  return rows.flatMap((row) =>
    isRole(row.role) ? [{ email: row.email, name: row.name, role: row.role }] : [],
  );
}
