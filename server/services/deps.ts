/** Everything the services use, built once per server (server/create-server.ts) and passed down. */
import type { Logger } from 'pino';
import type { BillingProvider } from '../providers/billing-provider.ts';
import type { BlobStore } from '../providers/blob-store.ts';
import type { Mailer } from '../providers/mailer.ts';
import type { RateLimits } from '../providers/rate-limits.ts';
import type { AppsStore } from '../storage/apps-store.ts';
import type { ConfigCache } from '../storage/config-cache.ts';
import type { CustomerDataStore } from '../storage/customer-data-store.ts';
import type { OpenDatabase } from '../storage/database.ts';
import type { FlowsStore } from '../storage/flows-store.ts';
import type { IdempotencyStore } from '../storage/idempotency-store.ts';
import type { IdentityCodesStore } from '../storage/identity-codes-store.ts';
import type { RecordsStore } from '../storage/records-store.ts';
import type { ServedHistory } from '../storage/served-history.ts';
import type { ServingsStore } from '../storage/servings-store.ts';
import type { SessionsStore } from '../storage/sessions-store.ts';
import type { StripeStore } from '../storage/stripe-store.ts';
import type { WebhooksStore } from '../storage/webhooks-store.ts';

export interface ServiceDeps {
  database: OpenDatabase;
  /** Every store reading an app's configuration keeps it here a short while (storage/config-cache.ts). */
  configCache: ConfigCache;
  apps: AppsStore;
  flows: FlowsStore;
  servings: ServingsStore;
  sessions: SessionsStore;
  /** A customer's recent servings and session history in one read (money actions' offer checks). */
  servedHistory: ServedHistory;
  /** Webhook endpoints, the event outbox and its deliveries. */
  webhooks: WebhooksStore;
  records: RecordsStore;
  idempotency: IdempotencyStore;
  identityCodes: IdentityCodesStore;
  limits: RateLimits;
  /** Apps' Stripe accounts and the Stripe events taken. */
  stripe: StripeStore;
  /** The customer-data endpoint each app may register (services/customer-data.ts). */
  customerData: CustomerDataStore;
  billing: BillingProvider;
  /** Null when none is configured (no SMTP_URL): check-identity then answers 503 for every e-mail. */
  mailer: Mailer | null;
  blobs: BlobStore;
  logger: Logger;
  /**
   * Webhooks and the customer-data endpoint may go to private and loopback addresses
   * (WEBHOOK_ALLOW_PRIVATE_ADDRESSES; off by default).
   */
  allowPrivateWebhookAddresses: boolean;
  /** Days a recording is kept before the purge deletes it (RECORDING_RETENTION_DAYS); null keeps it. */
  recordingRetentionDays: number | null;
  /** The clock every rule reads (tests may pin it). */
  now(): Date;
}
