/**
 * The dashboard's tables: the team's sign-in (better-auth's user, session, account and verification tables,
 * under our names, in the columns its Kysely adapter writes), who belongs to which app with which role, a
 * server-made secret for the session cookies, and one row of facts per full-flow session — the figures the
 * results page sums with plain GROUP BYs on either dialect.
 *
 * better-auth keeps dates and booleans natively on PostgreSQL (timestamptz, boolean) and as text and 0/1 on
 * SQLite, and checks the live schema against that at start; so its four tables take the dialect's types. Our
 * own tables keep the portable text and integer types of 001.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = postgres ? 'timestamptz' : 'date';
  const bool = postgres ? 'boolean' : 'integer';

  await db.schema
    .createTable('dashboard_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dashboard_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('dashboard_users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('dashboard_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('dashboard_users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', date)
    .addColumn('refresh_token_expires_at', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dashboard_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', date, (c) => c.notNull())
    .addColumn('created_at', date, (c) => c.notNull())
    .addColumn('updated_at', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dashboard_sessions_user_id_idx')
    .on('dashboard_sessions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('dashboard_accounts_user_id_idx')
    .on('dashboard_accounts')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('dashboard_verifications_identifier_idx')
    .on('dashboard_verifications')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('dashboard_members')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_members_pk', ['user_id', 'app_id'])
    .execute();
  await db.schema
    .createTable('dashboard_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session_facts')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text')
    .addColumn('flow_version', 'integer')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('saved', 'integer', (c) => c.notNull())
    .addColumn('offer_guid', 'text')
    .addColumn('offer_type', 'text')
    .addColumn('survey_choice_id', 'text')
    .addColumn('survey_choice', 'text')
    .addColumn('followup_response', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('currency', 'text')
    .addColumn('monthly_amount', 'integer')
    .execute();
  await db.schema
    .createIndex('session_facts_by_app_time')
    .on('session_facts')
    .columns(['app_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('session_offer_facts')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('offer_guid', 'text', (c) => c.notNull())
    .addColumn('offer_type', 'text')
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_offer_facts_pk', ['session_id', 'offer_guid'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'session_offer_facts',
    'session_facts',
    'dashboard_settings',
    'dashboard_members',
    'dashboard_verifications',
    'dashboard_accounts',
    'dashboard_sessions',
    'dashboard_users',
  ])
    await db.schema.dropTable(table).execute();
}
