/** The customer-data endpoint each app may register (services/customer-data.ts): one per app. */

import type { Kysely } from 'kysely';
import { type ConfigCache, NO_CONFIG_CACHE } from './config-cache.ts';
import type { Database } from './tables.ts';

export interface CustomerDataEndpointsTable {
  app_id: string;
  url: string;
  secret: string;
  created_at: string;
}

export interface CustomerDataEndpoint {
  url: string;
  secret: string;
  createdAt: string;
}

export function createCustomerDataStore(db: Kysely<Database>, cache: ConfigCache = NO_CONFIG_CACHE) {
  return {
    endpoint(appId: string): Promise<CustomerDataEndpoint | null> {
      return cache.read(appId, 'customer-data', async () => {
        const row = await db
          .selectFrom('customer_data_endpoints')
          .select(['url', 'secret', 'created_at'])
          .where('app_id', '=', appId)
          .executeTakeFirst();
        return row ? { url: row.url, secret: row.secret, createdAt: row.created_at } : null;
      });
    },

    /** Registers (or replaces) the app's endpoint. */
    async set(appId: string, url: string, secret: string, now: Date): Promise<void> {
      const createdAt = now.toISOString();
      await db
        .insertInto('customer_data_endpoints')
        .values({ app_id: appId, url, secret, created_at: createdAt })
        .onConflict((conflict) =>
          conflict.column('app_id').doUpdateSet({ url, secret, created_at: createdAt }),
        )
        .execute();
      cache.forget(appId);
    },

    /** Forgets the app's endpoint; true when there was one. */
    async clear(appId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('customer_data_endpoints')
        .where('app_id', '=', appId)
        .executeTakeFirst();
      cache.forget(appId);
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CustomerDataStore = ReturnType<typeof createCustomerDataStore>;
