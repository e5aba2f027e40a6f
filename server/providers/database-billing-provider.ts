/**
 * A billing provider kept in the server's own database: the demo app's customers and the tests' live here
 * until a real provider's adapter (Stripe) is configured. It behaves like one: every change runs once per
 * idempotency key (billing_applied), in one transaction with the change, and concurrent changes to one
 * customer are serialised by an optimistic version check instead of a lock both dialects lack in common.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { usesSubscriptionId } from '../../contract/providers.ts';
import type { Customer, FailedInvoice, Mode, Provider, Subscription } from '../../contract/schemas/index.ts';
import { payFailedInvoices } from '../../renderer/domain/card-payment.ts';
import {
  applyCancel,
  applyDiscount,
  applyPause,
  applyPlanChange,
  applyResume,
  applyTrialExtension,
} from '../../renderer/domain/subscription-changes.ts';
import type { BillingCustomersTable } from '../storage/billing-tables.ts';
import type { Dialect } from '../storage/database.ts';
import type { Database } from '../storage/tables.ts';
import {
  type BillingCustomer,
  BillingError,
  type BillingProvider,
  type ChangeOptions,
} from './billing-provider.ts';

/** A concurrent change to the same customer makes the version check fail; a few retries settle it. */
const MAX_CHANGE_ATTEMPTS = 8;

interface Row {
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

function subscriptionOf(row: Row, subscriptionId: string): Subscription {
  const found = row.customer.subscriptions.data.find((subscription) => subscription.id === subscriptionId);
  if (!found) throw new BillingError('invalid-state', 'No subscription found');
  return found;
}

/**
 * `dialect`: on PostgreSQL a first attempt is two round trips — read the customer, then write the change and
 * its key in one statement (a data-modifying CTE: atomic without a transaction) — instead of five; SQLite,
 * in process, keeps the transaction (it has no such CTE).
 */
export function createDatabaseBillingProvider(db: Kysely<Database>, dialect: Dialect): BillingProvider {
  const customerRow = (target: Pick<BillingCustomer, 'appId' | 'provider' | 'customerId'>) =>
    db
      .selectFrom('billing_customers')
      .where('app_id', '=', target.appId)
      .where('provider', '=', target.provider)
      .where('customer_id', '=', target.customerId);

  // One set of customers serves both modes: the demo and the tests keep no separate TEST account.
  async function load(
    appId: string,
    provider: Provider,
    customerId: string,
    mode: Mode,
  ): Promise<BillingCustomer | null> {
    const row = await customerRow({ appId, provider, customerId }).select('body').executeTakeFirst();
    return row ? { appId, mode, provider, customerId, customer: JSON.parse(row.body) as Customer } : null;
  }

  const changedValues = (row: Row, stored: BillingCustomersTable) => ({
    body: JSON.stringify(row.customer),
    failed_invoices: JSON.stringify(row.failedInvoices),
    paid_invoices: JSON.stringify(row.paidInvoices),
    extended_trials: JSON.stringify(row.extendedTrials),
    version: stored.version + 1,
  });

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
    const stored = await customerRow(target).selectAll().executeTakeFirstOrThrow();
    const row = parseRow(stored);
    const result = act(row);
    const written = await db
      .with('changed', (qb) =>
        qb
          .updateTable('billing_customers')
          .set(changedValues(row, stored))
          .where('app_id', '=', target.appId)
          .where('provider', '=', target.provider)
          .where('customer_id', '=', target.customerId)
          .where('version', '=', stored.version)
          .returning('app_id'),
      )
      .insertInto('billing_applied')
      .columns(['app_id', 'provider', 'idempotency_key', 'result', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('changed')
          .select([
            'changed.app_id',
            sql<string>`${target.provider}::text`.as('provider'),
            sql<string>`${options.idempotencyKey}::text`.as('idempotency_key'),
            sql<string>`${JSON.stringify(result)}::text`.as('result'),
            sql<string>`${options.now.toISOString()}::text`.as('created_at'),
          ]),
      )
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0n) !== 1) throw new StaleRead();
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
          const stored = await trx
            .selectFrom('billing_customers')
            .selectAll()
            .where('app_id', '=', target.appId)
            .where('provider', '=', target.provider)
            .where('customer_id', '=', target.customerId)
            .executeTakeFirstOrThrow();
          const row = parseRow(stored);
          const result = act(row);
          const updated = await trx
            .updateTable('billing_customers')
            .set(changedValues(row, stored))
            .where('app_id', '=', target.appId)
            .where('provider', '=', target.provider)
            .where('customer_id', '=', target.customerId)
            .where('version', '=', stored.version)
            .executeTakeFirst();
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

  function subscriptionChange(mutate: (subscription: Subscription, row: Row) => void) {
    return (target: BillingCustomer, subscriptionId: string, options: ChangeOptions) =>
      change(target, options, (row) => {
        const subscription = subscriptionOf(row, subscriptionId);
        mutate(subscription, row);
        return structuredClone(subscription);
      });
  }

  return {
    async findCustomer(appId, provider, claimedId, mode) {
      if (!usesSubscriptionId(provider)) return load(appId, provider, claimedId, mode);
      const link = await db
        .selectFrom('billing_subscriptions')
        .select('customer_id')
        .where('app_id', '=', appId)
        .where('provider', '=', provider)
        .where('subscription_id', '=', claimedId)
        .executeTakeFirst();
      return link ? load(appId, provider, link.customer_id, mode) : null;
    },

    async findCustomerByEmail(appId, provider, email, mode) {
      const row = await db
        .selectFrom('billing_customers')
        .select('customer_id')
        .where('app_id', '=', appId)
        .where('provider', '=', provider)
        .where('email', '=', email)
        .orderBy('customer_id')
        .executeTakeFirst();
      return row ? load(appId, provider, row.customer_id, mode) : null;
    },

    async failedInvoices(target) {
      const row = await customerRow(target).select('failed_invoices').executeTakeFirst();
      return row ? (JSON.parse(row.failed_invoices) as FailedInvoice[]) : [];
    },

    async subscriptionChangedUnder(target, idempotencyKey) {
      const applied = await db
        .selectFrom('billing_applied')
        .select('result')
        .where('app_id', '=', target.appId)
        .where('provider', '=', target.provider)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      // Subscription changes keep the changed subscription as their result (subscriptionChange below).
      return applied ? (JSON.parse(applied.result) as Subscription) : null;
    },

    async hasExtendedTrial(target) {
      const row = await customerRow(target).select('extended_trials').executeTakeFirst();
      return row ? (JSON.parse(row.extended_trials) as string[]).length > 0 : false;
    },

    pause: (target, subscriptionId, pause, options) =>
      subscriptionChange((subscription) => applyPause(subscription, pause, options.now))(
        target,
        subscriptionId,
        options,
      ),
    resume: subscriptionChange((subscription) => applyResume(subscription)),
    cancel: (target, subscriptionId, atPeriodEnd, options) =>
      subscriptionChange((subscription) => applyCancel(subscription, atPeriodEnd, options.now))(
        target,
        subscriptionId,
        options,
      ),
    applyDiscount: (target, subscriptionId, coupon, options) =>
      subscriptionChange((subscription) =>
        applyDiscount(subscription, `di_${randomUUID()}`, structuredClone(coupon), options.now),
      )(target, subscriptionId, options),
    extendTrial: (target, subscriptionId, days, options) =>
      subscriptionChange((subscription, row) => {
        applyTrialExtension(subscription, days);
        row.extendedTrials.push(subscription.id);
      })(target, subscriptionId, options),
    changePlan: (target, subscriptionId, plan, options) =>
      subscriptionChange((subscription) => applyPlanChange(subscription, plan, `si_${randomUUID()}`))(
        target,
        subscriptionId,
        options,
      ),

    async createSetupIntent() {
      const id = `seti_${randomUUID().replaceAll('-', '')}`;
      return { clientSecret: `${id}_secret_${randomUUID().replaceAll('-', '')}` };
    },

    updateCard: (target, paymentMethodId, options) =>
      change(target, options, (row) => {
        const paid = payFailedInvoices(row, paymentMethodId);
        if (!paid.ok) throw new BillingError('declined', paid.message);
        return paid.value;
      }),
  };
}

class StaleRead extends Error {}
