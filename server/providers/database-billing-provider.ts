/**
 * A billing provider kept in the server's own database: the demo app's customers and the tests' live here
 * until a real provider's adapter (Stripe) is configured. It behaves like one: every change runs once per
 * idempotency key, and concurrent changes to one customer all apply (database-billing-change.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
import { compiledOnce } from '../storage/compiled-once.ts';
import type { Dialect } from '../storage/database.ts';
import type { Database } from '../storage/tables.ts';
import {
  type BillingCustomer,
  BillingError,
  type BillingProvider,
  type ChangeOptions,
} from './billing-provider.ts';
import { type CustomerTarget, createChange, customerRowOf, type Row } from './database-billing-change.ts';

function subscriptionOf(row: Row, subscriptionId: string): Subscription {
  const found = row.customer.subscriptions.data.find((subscription) => subscription.id === subscriptionId);
  if (!found) throw new BillingError('invalid-state', 'No subscription found');
  return found;
}

/** `dialect`: how a change is written (database-billing-change.ts). */
export function createDatabaseBillingProvider(db: Kysely<Database>, dialect: Dialect): BillingProvider {
  const customerRow = (target: CustomerTarget) => customerRowOf(db, target);
  // The row each customer was found with: a change that follows (a money action) starts from it.
  const rowsRead = new WeakMap<CustomerTarget, BillingCustomersTable>();
  const change = createChange(db, dialect, (target) => rowsRead.get(target));
  // Every call that identifies a customer reads it (compiled-once.ts).
  const readCustomer = compiledOnce(db, 3, (appId: string, provider: Provider, customerId: string) =>
    customerRow({ appId, provider, customerId }).selectAll(),
  );

  // One set of customers serves both modes: the demo and the tests keep no separate TEST account.
  async function load(
    appId: string,
    provider: Provider,
    customerId: string,
    mode: Mode,
  ): Promise<BillingCustomer | null> {
    const [row] = (await readCustomer(appId, provider, customerId)).rows;
    if (!row) return null;
    const found = { appId, mode, provider, customerId, customer: JSON.parse(row.body) as Customer };
    rowsRead.set(found, row);
    return found;
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
