/**
 * Each e-mailed code carries a confirmation link (services/identity.ts): `confirm_hash` is the SHA-256 of the
 * link's token, `confirmed` says whether the e-mail's reader opened it and pressed Confirm. Once an app's
 * budget of wrong codes is spent, only a confirmed code is compared, so guessing spread over many customers
 * stops there while a customer who reads the e-mail still gets in. Codes stored before this migration have no
 * link and count as unconfirmed. Portable types only, like 001.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('verification_codes').addColumn('confirm_hash', 'text').execute();
  await db.schema
    .alterTable('verification_codes')
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('verification_codes_confirm_hash')
    .on('verification_codes')
    .column('confirm_hash')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('verification_codes_confirm_hash').execute();
  await db.schema.alterTable('verification_codes').dropColumn('confirmed').execute();
  await db.schema.alterTable('verification_codes').dropColumn('confirm_hash').execute();
}
