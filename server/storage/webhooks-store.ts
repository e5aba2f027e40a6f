/**
 * Webhook endpoints and the event outbox. Events are enqueued on the caller's executor (a transaction), so an
 * event exists exactly when the session or answer it announces was stored. The deliveries' queries (the
 * workers' claims, the dashboard's list) are in webhook-deliveries-store.ts; this store offers both.
 */

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type ConfigCache, NO_CONFIG_CACHE } from './config-cache.ts';
import type { Database } from './tables.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { webhookDeliveryQueries } from './webhook-deliveries-store.ts';

export interface WebhookEndpoint {
  id: string;
  appId: string;
  url: string;
  createdAt: string;
}

export interface OutboxEvent {
  id: string;
  appId: string;
  type: string;
  /** The exact JSON text to send. */
  body: string;
  createdAt: string;
}

/** The app registered the URL already: one endpoint per URL and app (migration 019). */
export class DuplicateEndpointError extends Error {
  override readonly name = 'DuplicateEndpointError';
  constructor(readonly url: string) {
    super(`Webhook endpoint already registered: ${url}`);
  }
}

const ENDPOINT_REMOVED = 'The endpoint was removed.';

function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}

export function createWebhooksStore(db: Kysely<Database>, cache: ConfigCache = NO_CONFIG_CACHE) {
  return {
    /** Throws DuplicateEndpointError when the app has an endpoint of that URL already (migration 019). */
    async addEndpoint(appId: string, url: string, secret: string, now: Date): Promise<WebhookEndpoint> {
      const endpoint = { id: newId('we'), appId, url, createdAt: now.toISOString() };
      try {
        await db
          .insertInto('webhook_endpoints')
          .values({
            id: endpoint.id,
            app_id: appId,
            url,
            secret,
            created_at: endpoint.createdAt,
            removed_at: null,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEndpointError(url);
        throw error;
      }
      cache.forget(appId);
      return endpoint;
    },

    /** The app's endpoints that receive events, oldest first (no secrets). */
    async endpoints(appId: string): Promise<WebhookEndpoint[]> {
      const rows = await db
        .selectFrom('webhook_endpoints')
        .select(['id', 'app_id', 'url', 'created_at'])
        .where('app_id', '=', appId)
        .where('removed_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, appId: row.app_id, url: row.url, createdAt: row.created_at }));
    },

    /** Whether the app has an endpoint that receives events (one indexed lookup, no rows read). */
    hasEndpoints(appId: string): Promise<boolean> {
      return cache.read(appId, 'webhook-endpoints', async () => {
        const row = await db
          .selectFrom('webhook_endpoints')
          .select('id')
          .where('app_id', '=', appId)
          .where('removed_at', 'is', null)
          .limit(1)
          .executeTakeFirst();
        return row !== undefined;
      });
    },

    /** Stops sending to an endpoint; its deliveries still waiting are marked failed. False if unknown. */
    async removeEndpoint(appId: string, endpointId: string, now: Date): Promise<boolean> {
      const removed = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('webhook_endpoints')
          .set({ removed_at: now.toISOString() })
          .where('app_id', '=', appId)
          .where('id', '=', endpointId)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('webhook_deliveries')
          .set({ state: 'failed', last_error: ENDPOINT_REMOVED, updated_at: now.toISOString() })
          .where('endpoint_id', '=', endpointId)
          .where('state', '=', 'pending')
          .execute();
        return true;
      });
      cache.forget(appId);
      return removed;
    },

    /**
     * Writes an event and one pending delivery per endpoint of its app, on `executor` (pass the transaction
     * that stores what the event announces). An app without endpoints keeps nothing: false.
     */
    async enqueue(executor: Kysely<Database>, event: OutboxEvent): Promise<boolean> {
      const endpoints = await executor
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('app_id', '=', event.appId)
        .where('removed_at', 'is', null)
        .execute();
      if (endpoints.length === 0) return false;
      await executor
        .insertInto('webhook_events')
        .values({
          id: event.id,
          app_id: event.appId,
          type: event.type,
          body: event.body,
          created_at: event.createdAt,
        })
        .execute();
      await executor
        .insertInto('webhook_deliveries')
        .values(
          endpoints.map((endpoint) => ({
            id: newId('wd'),
            app_id: event.appId,
            event_id: event.id,
            endpoint_id: endpoint.id,
            state: 'pending',
            attempts: 0,
            next_attempt_at: event.createdAt,
            locked_until: event.createdAt,
            lease_token: null,
            last_status: null,
            last_error: null,
            created_at: event.createdAt,
            updated_at: event.createdAt,
            delivered_at: null,
          })),
        )
        .execute();
      return true;
    },

    ...webhookDeliveryQueries(db),
  };
}

export type WebhooksStore = ReturnType<typeof createWebhooksStore>;
