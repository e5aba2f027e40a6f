/**
 * A customer's money actions run one at a time (storage/idempotency-store.ts `claim`): at most one of their
 * Idempotency-Keys is pending. Each action then checks what the customer was served and accepted after the one
 * before it kept its answer, so parallel requests under different keys cannot each pass the checks (a trial
 * extended four times, an exploratory session found on PostgreSQL). Keys a crash left pending before this
 * migration, all but each customer's latest, become `stale`: their own retry takes them over, as after a lease.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`
    update idempotency_keys set state = 'stale'
    where state = 'pending' and exists (
      select 1 from idempotency_keys later
      where later.app_id = idempotency_keys.app_id and later.customer_key = idempotency_keys.customer_key
        and later.state = 'pending'
        and (later.created_at > idempotency_keys.created_at
          or (later.created_at = idempotency_keys.created_at
            and later.idempotency_key > idempotency_keys.idempotency_key)))`.execute(db);
  await db.schema
    .createIndex('idempotency_keys_one_pending_per_customer')
    .on('idempotency_keys')
    .columns(['app_id', 'customer_key'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_one_pending_per_customer').execute();
}
