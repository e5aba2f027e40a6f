/**
 * How the database provider changes a customer: once per idempotency key (billing_applied), the key written
 * with the change, and concurrent changes to one customer serialised by an optimistic version check (a stale
 * read tries again) instead of a lock both dialects lack in common. On PostgreSQL a first attempt is two
 * round trips — read the customer, then write the change and its key in one statement (a data-modifying CTE,
 * atomic without a transaction) — instead of five; SQLite, in process, keeps the transaction (it has no such
 * CTE). Retries always take the transaction, which first looks the key up.
 */
import { type Kysely, sql } from 'kysely';
import type { Customer, FailedInvoice, Provider } from '../../contract/schemas/index.ts';
import type { BillingCustomersTable } from '../storage/billing-tables.ts';
import { compiledOnce } from '../storage/compiled-once.ts';
import type { Dialect } from '../storage/database.ts';
import type { Database } from '../storage/tables.ts';
import { type BillingCustomer, BillingError, type ChangeOptions } from './billing-provider.ts';

/** A concurrent change to the same customer makes the version check fail; a few retries settle it. */
const MAX_CHANGE_ATTEMPTS = 8;

export interface Row {
  customer: Customer;
  failedInvoices: FailedInvoice[];
  paidInvoices: FailedInvoice[];
  extendedTrials: string[];
}

function parseRow(row: BillingCustomersTable): Row {
  return {
    customer: JSON.parse(row.body) as Customer,
    failedInvoices: JSON.parse(row.failed_invoices) as FailedInvoice[],
    paidInvoices: JSON.parse(row.paid_invoices) as FailedInvoice[],
    extendedTrials: JSON.parse(row.extended_trials) as string[],
  };
}

/** What a change writes to the customer's row. */
type ChangedValues = Pick<
  BillingCustomersTable,
  'body' | 'failed_invoices' | 'paid_invoices' | 'extended_trials' | 'version'
>;

export type CustomerTarget = Pick<BillingCustomer, 'appId' | 'provider' | 'customerId'>;

/** The customer's row, to select from. */
export function customerRowOf(db: Kysely<Database>, target: CustomerTarget) {
  return db
    .selectFrom('billing_customers')
    .where('app_id', '=', target.appId)
    .where('provider', '=', target.provider)
    .where('customer_id', '=', target.customerId);
}

/**
 * `change(target, options, act)`: applies `act` to the customer's row once per key (see above). `rowRead`
 * answers the row the provider read when it found `target`, if it kept it: PostgreSQL's first attempt starts
 * from it instead of reading again (if the customer changed since, the version check sends it round again).
 */
export function createChange(
  db: Kysely<Database>,
  dialect: Dialect,
  rowRead: (target: CustomerTarget) => BillingCustomersTable | undefined = () => undefined,
) {
  const customerRow = (target: CustomerTarget) => customerRowOf(db, target);

  const changedValues = (row: Row, stored: BillingCustomersTable): ChangedValues => ({
    body: JSON.stringify(row.customer),
    failed_invoices: JSON.stringify(row.failedInvoices),
    paid_invoices: JSON.stringify(row.paidInvoices),
    extended_trials: JSON.stringify(row.extendedTrials),
    version: stored.version + 1,
  });

  /** The update of the customer's row to `values`, made only if it is still at `storedVersion`. */
  const updateFrom = (
    executor: Kysely<Database>,
    target: CustomerTarget,
    values: ChangedValues,
    storedVersion: number,
  ) =>
    executor
      .updateTable('billing_customers')
      .set(values)
      .where('app_id', '=', target.appId)
      .where('provider', '=', target.provider)
      .where('customer_id', '=', target.customerId)
      .where('version', '=', storedVersion);

  /** The update and the key's result as one statement, of one shape every time (compiled-once.ts). */
  const writeChange = compiledOnce(
    db,
    12,
    (
      appId: string,
      provider: Provider,
      customerId: string,
      storedVersion: number,
      body: string,
      failedInvoices: string,
      paidInvoices: string,
      extendedTrials: string,
      version: number,
      idempotencyKey: string,
      result: string,
      createdAt: string,
    ) =>
      db
        .with('changed', () =>
          updateFrom(
            db,
            { appId, provider, customerId },
            {
              body,
              failed_invoices: failedInvoices,
              paid_invoices: paidInvoices,
              extended_trials: extendedTrials,
              version,
            },
            storedVersion,
          ).returning('app_id'),
        )
        .insertInto('billing_applied')
        .columns(['app_id', 'provider', 'idempotency_key', 'result', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('changed')
            .select([
              'changed.app_id',
              sql<string>`${provider}::text`.as('provider'),
              sql<string>`${idempotencyKey}::text`.as('idempotency_key'),
              sql<string>`${result}::text`.as('result'),
              sql<string>`${createdAt}::text`.as('created_at'),
            ]),
        ),
  );

  /**
   * PostgreSQL's first attempt: the update (only from the version read) and the key's result in one
   * statement. Nothing is written when the version moved (a stale read: try again), and the statement fails
   * whole when the key was applied before (the next attempt answers it).
   */
  async function changeInOneStatement<T>(
    target: BillingCustomer,
    options: ChangeOptions,
    act: (row: Row) => T,
  ): Promise<T> {
    const stored = rowRead(target) ?? (await customerRow(target).selectAll().executeTakeFirstOrThrow());
    const row = parseRow(stored);
    const result = act(row);
    const values = changedValues(row, stored);
    const written = await writeChange(
      target.appId,
      target.provider,
      target.customerId,
      stored.version,
      values.body,
      values.failed_invoices,
      values.paid_invoices,
      values.extended_trials,
      values.version,
      options.idempotencyKey,
      JSON.stringify(result),
      options.now.toISOString(),
    );
    if (Number(written.numAffectedRows ?? 0n) !== 1) throw new StaleRead();
    return result;
  }

  /** Applies `change` once per key; a repeat of the key answers the first result without acting. */
  async function change<T>(
    target: BillingCustomer,
    options: ChangeOptions,
    act: (row: Row) => T,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (attempt === 1 && dialect === 'postgres') return await changeInOneStatement(target, options, act);
        return await db.transaction().execute(async (trx) => {
          // A key is new almost always: the first attempt does not look it up. If it was applied, the insert
          // below fails on the key, everything rolls back, and the next attempt answers the kept result.
          if (attempt > 1) {
            const applied = await trx
              .selectFrom('billing_applied')
              .select('result')
              .where('app_id', '=', target.appId)
              .where('provider', '=', target.provider)
              .where('idempotency_key', '=', options.idempotencyKey)
              .executeTakeFirst();
            if (applied) return JSON.parse(applied.result) as T;
          }
          const stored = await customerRowOf(trx, target).selectAll().executeTakeFirstOrThrow();
          const row = parseRow(stored);
          const result = act(row);
          const updated = await updateFrom(
            trx,
            target,
            changedValues(row, stored),
            stored.version,
          ).executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new StaleRead();
          await trx
            .insertInto('billing_applied')
            .values({
              app_id: target.appId,
              provider: target.provider,
              idempotency_key: options.idempotencyKey,
              result: JSON.stringify(result),
              created_at: options.now.toISOString(),
            })
            .execute();
          return result;
        });
      } catch (error) {
        // A stale read, or another instance inserting the same key first: read again (and replay its result).
        // A refusal is final once the key was looked up: the first attempt's may be a change already made.
        if ((error instanceof BillingError && attempt > 1) || attempt >= MAX_CHANGE_ATTEMPTS) throw error;
      }
    }
  }

  return change;
}

class StaleRead extends Error {}
