/**
 * The first schema. Written with Kysely's schema builder in types both dialects share (text, integer), so
 * SQLite and PostgreSQL run the same migration; no dialect-specific SQL.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('apps')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('app_secrets')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('key_id', 'integer', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_secrets_pk', ['app_id', 'mode', 'key_id'])
    .execute();
  await db.schema
    .createTable('flows')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('lite', 'integer', (c) => c.notNull())
    .addColumn('current_version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('flows_pk', ['app_id', 'flow_id'])
    .execute();
  await db.schema
    .createTable('flow_versions')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('blueprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('flow_versions_pk', ['app_id', 'flow_id', 'version'])
    .execute();
  for (const table of ['coupons', 'plans']) {
    await db.schema
      .createTable(table)
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['app_id', 'mode', 'item_id'])
      .execute();
  }
  await db.schema
    .createTable('billing_customers')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('failed_invoices', 'text', (c) => c.notNull())
    .addColumn('paid_invoices', 'text', (c) => c.notNull())
    .addColumn('extended_trials', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_customers_pk', ['app_id', 'provider', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('billing_customers_email')
    .on('billing_customers')
    .columns(['app_id', 'provider', 'email'])
    .execute();
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_subscriptions_pk', ['app_id', 'provider', 'subscription_id'])
    .execute();
  await db.schema
    .createTable('billing_applied')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_applied_pk', ['app_id', 'provider', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('lite', 'integer', (c) => c.notNull())
    .addColumn('results', 'text')
    .addColumn('accepted_offer', 'text')
    .addColumn('aborted', 'integer', (c) => c.notNull())
    .addColumn('canceled', 'integer', (c) => c.notNull())
    .addColumn('deliveries', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('recording_blob', 'text')
    .addColumn('recording_meta', 'text')
    .addUniqueConstraint('sessions_dedup', ['app_id', 'customer_key', 'session_key'])
    .execute();
  await db.schema
    .createTable('servings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('dynamic_offers', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('servings_by_customer')
    .on('servings')
    .columns(['app_id', 'customer_key', 'created_at'])
    .execute();
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['app_id', 'customer_key', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_codes_pk', ['app_id', 'provider', 'email'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'verification_codes',
    'records',
    'idempotency_keys',
    'servings',
    'sessions',
    'billing_applied',
    'billing_subscriptions',
    'billing_customers',
    'plans',
    'coupons',
    'flow_versions',
    'flows',
    'app_secrets',
    'apps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
