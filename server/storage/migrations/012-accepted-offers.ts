/**
 * The offers a customer accepted through a money action (server/services/accepted-offers.ts), one per
 * Idempotency-Key, kept with the key's answer: the cooldowns count them even when the widget never posts its
 * session results. Portable types only, like 001.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accepted_offers')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('accepted_offer', 'text', (c) => c.notNull())
    .addColumn('offer_options', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('accepted_offers_pk', ['app_id', 'customer_key', 'idempotency_key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('accepted_offers').execute();
}
