/** An app's Stripe accounts (one per mode) and the Stripe events it has taken (services/stripe-webhooks.ts). */

import type { Kysely } from 'kysely';
import type { Mode } from '../../contract/schemas/index.ts';
import { type ConfigCache, NO_CONFIG_CACHE } from './config-cache.ts';
import type { Database } from './tables.ts';

export const PRORATION_BEHAVIORS = ['create_prorations', 'always_invoice', 'none'] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

/** Stripe's own default for a price change. */
export const DEFAULT_PRORATION_BEHAVIOR: ProrationBehavior = 'create_prorations';

export interface StripeAccount {
  appId: string;
  mode: Mode;
  secretKey: string;
  webhookSecret: string | null;
  /** null: api.stripe.com. */
  apiBase: string | null;
  prorationBehavior: ProrationBehavior;
}

export interface StripeEventRecord {
  appId: string;
  mode: Mode;
  eventId: string;
  type: string;
  customerId: string | null;
  objectId: string | null;
  created: number;
}

function prorationOf(value: string): ProrationBehavior {
  return PRORATION_BEHAVIORS.find((known) => known === value) ?? DEFAULT_PRORATION_BEHAVIOR;
}

export function createStripeStore(db: Kysely<Database>, cache: ConfigCache = NO_CONFIG_CACHE) {
  async function readAccount(appId: string, mode: Mode): Promise<StripeAccount | null> {
    const row = await db
      .selectFrom('stripe_accounts')
      .selectAll()
      .where('app_id', '=', appId)
      .where('mode', '=', mode)
      .executeTakeFirst();
    if (!row) return null;
    return {
      appId,
      mode,
      secretKey: row.secret_key,
      webhookSecret: row.webhook_secret,
      apiBase: row.api_base,
      prorationBehavior: prorationOf(row.proration_behavior),
    };
  }

  return {
    /** The app's account of one mode, or null (the app bills through the database provider). */
    account(appId: string, mode: Mode): Promise<StripeAccount | null> {
      return cache.read(appId, `stripe:${mode}`, () => readAccount(appId, mode));
    },

    /** Sets (or replaces) the account of one mode. */
    async saveAccount(account: StripeAccount, now: Date): Promise<void> {
      const values = {
        secret_key: account.secretKey,
        webhook_secret: account.webhookSecret,
        api_base: account.apiBase,
        proration_behavior: account.prorationBehavior,
        updated_at: now.toISOString(),
      };
      await db
        .insertInto('stripe_accounts')
        .values({ app_id: account.appId, mode: account.mode, ...values })
        .onConflict((conflict) => conflict.columns(['app_id', 'mode']).doUpdateSet(values))
        .execute();
      cache.forget(account.appId);
    },

    /** Records an event once: false when its id was taken before (a redelivery). */
    async recordEvent(event: StripeEventRecord, now: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('stripe_events')
        .values({
          app_id: event.appId,
          mode: event.mode,
          event_id: event.eventId,
          type: event.type,
          customer_id: event.customerId,
          object_id: event.objectId,
          created: event.created,
          received_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['app_id', 'mode', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The events taken for one customer, newest first. */
    async eventsOf(appId: string, mode: Mode, customerId: string): Promise<StripeEventRecord[]> {
      const rows = await db
        .selectFrom('stripe_events')
        .selectAll()
        .where('app_id', '=', appId)
        .where('mode', '=', mode)
        .where('customer_id', '=', customerId)
        .orderBy('created', 'desc')
        .execute();
      return rows.map((row) => ({
        appId: row.app_id,
        mode: row.mode === 'TEST' ? 'TEST' : 'LIVE',
        eventId: row.event_id,
        type: row.type,
        customerId: row.customer_id,
        objectId: row.object_id,
        created: row.created,
      }));
    },
  };
}

export type StripeStore = ReturnType<typeof createStripeStore>;
