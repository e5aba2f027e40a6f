/**
 * Stripe (issue 20): an app's Stripe account per mode — its secret key, kept here and never in the app's
 * settings (those reach the widget), with the webhook signing secret, an optional API base (the Stripe
 * fake) and how plan changes are prorated — and the Stripe events received, one row per event id, so a
 * redelivered event is taken once.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stripe_accounts')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text')
    .addColumn('api_base', 'text')
    .addColumn('proration_behavior', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_accounts_pk', ['app_id', 'mode'])
    .execute();
  await db.schema
    .createTable('stripe_events')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('object_id', 'text')
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_events_pk', ['app_id', 'mode', 'event_id'])
    .execute();
  await db.schema
    .createIndex('stripe_events_customer')
    .on('stripe_events')
    .columns(['app_id', 'mode', 'customer_id', 'created'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('stripe_accounts').execute();
}
