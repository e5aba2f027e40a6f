/**
 * The database's tables as Kysely sees them. Portable types only, so one migration set serves SQLite and
 * PostgreSQL: JSON is kept as text, booleans as 0/1, times as ISO-8601 text (which sorts like time).
 */
import type { CustomerDataEndpointsTable } from './customer-data-store.ts';

export interface AppsTable {
  app_id: string;
  name: string;
  /** JSON: AppSettings (branding, provider settings, translations, plan settings, origins). */
  settings: string;
  created_at: string;
}

export interface AppSecretsTable {
  app_id: string;
  /** LIVE or TEST: a hash made with one mode's secret never authenticates the other mode. */
  mode: string;
  key_id: number;
  secret: string;
  /** 1 while the key verifies hashes; rotation keeps the newest two per mode active. */
  active: number;
  created_at: string;
}

export interface FlowsTable {
  app_id: string;
  flow_id: string;
  /** Serving order: the first full flow is served when the host names none. */
  position: number;
  /** 1 for the lite (insight) flow served by embed-lite. */
  lite: number;
  current_version: number;
}

export interface FlowVersionsTable {
  app_id: string;
  flow_id: string;
  version: number;
  /** JSON: the blueprint in its wire (input) form. */
  blueprint: string;
  created_at: string;
}

export interface CatalogTable {
  app_id: string;
  /** LIVE or TEST. */
  mode: string;
  item_id: string;
  /** JSON: the coupon or plan in wire form. */
  body: string;
  position: number;
}

export interface BillingCustomersTable {
  app_id: string;
  provider: string;
  customer_id: string;
  email: string | null;
  /** JSON: the customer with its subscriptions, as the provider answers it. */
  body: string;
  /** JSON arrays: open failed invoices, paid ones, subscriptions whose trial was extended. */
  failed_invoices: string;
  paid_invoices: string;
  extended_trials: string;
  /** Optimistic lock: every change bumps it, a change against a stale read is retried. */
  version: number;
}

export interface BillingSubscriptionsTable {
  app_id: string;
  provider: string;
  subscription_id: string;
  customer_id: string;
}

export interface BillingAppliedTable {
  app_id: string;
  provider: string;
  /** The provider-side idempotency key: a change is applied once per key, as Stripe does. */
  idempotency_key: string;
  result: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  app_id: string;
  /** `provider:id` of the header identity; '' for an anonymous (lite) session. */
  customer_key: string;
  session_key: string;
  lite: number;
  /** JSON: the SessionResults as delivered; null for sessions seeded as history. */
  results: string | null;
  accepted_offer: string | null;
  /** JSON: the chosen offer options the history needs (`{ pauseEndDate }`, migration 007), or null. */
  offer_options: string | null;
  aborted: number;
  canceled: number;
  deliveries: number;
  created_at: string;
  updated_at: string;
  recording_blob: string | null;
  recording_meta: string | null;
}

export interface ServingsTable {
  id: string;
  app_id: string;
  customer_key: string;
  mode: string;
  flow_id: string;
  version: number;
  /** JSON: the host's dynamic offers of that load, or null. */
  dynamic_offers: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  app_id: string;
  customer_key: string;
  idempotency_key: string;
  request_hash: string;
  /** pending while the first request runs; done once its answer is kept. */
  state: string;
  response_status: number | null;
  response_body: string | null;
  /** A pending key whose owner died (crash) may be taken over after this. */
  locked_until: string;
  created_at: string;
}

export interface RecordsTable {
  id: string;
  app_id: string;
  /** event, customer-update, issue, error-log, log. */
  kind: string;
  customer_key: string;
  body: string;
  created_at: string;
}

export interface VerificationCodesTable {
  app_id: string;
  provider: string;
  email: string;
  /** SHA-256 of app, e-mail and code: a leaked table gives no usable code. */
  code_hash: string;
  expires_at: string;
  failed_attempts: number;
}

export interface WebhookEndpointsTable {
  id: string;
  app_id: string;
  url: string;
  /** The endpoint's signing secret: HMAC-SHA256 key of every delivery to it. */
  secret: string;
  created_at: string;
  /** Set when the business removed it; kept so past deliveries still name it. */
  removed_at: string | null;
}

export interface WebhookEventsTable {
  /** The event id receivers deduplicate by (`evt_…`). */
  id: string;
  app_id: string;
  type: string;
  /** The exact JSON body every delivery of the event sends (and signs). */
  body: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  app_id: string;
  event_id: string;
  endpoint_id: string;
  /** pending until a 2xx answer (delivered) or the last attempt failed (failed). */
  state: string;
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim: nobody else sends this delivery before it passes (a dead worker's claim expires). */
  locked_until: string;
  /** The claiming worker's token: only the claim's owner may record the attempt's result. */
  lease_token: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

/** Who belongs to which app, as owner or member (migration 005; better-auth's own tables are its business). */
export interface DashboardMembersTable {
  user_id: string;
  app_id: string;
  role: string;
  created_at: string;
}

/** The columns of better-auth's user table the team list reads (the rest is better-auth's). */
export interface DashboardUsersTable {
  id: string;
  name: string;
  email: string;
}

export interface DashboardSettingsTable {
  name: string;
  value: string;
}

/** One row per full-flow session, written with it: what the results page sums (server/dashboard/). */
export interface SessionFactsTable {
  session_id: string;
  app_id: string;
  created_at: string;
  mode: string;
  flow_id: string | null;
  flow_version: number | null;
  outcome: string;
  saved: number;
  offer_guid: string | null;
  offer_type: string | null;
  survey_choice_id: string | null;
  /** The choice's words in the served flow version, at the time. */
  survey_choice: string | null;
  followup_response: string | null;
  customer_id: string | null;
  customer_email: string | null;
  currency: string | null;
  /** The subscription's amount per month, minor units. */
  monthly_amount: number | null;
}

export interface SessionOfferFactsTable {
  session_id: string;
  app_id: string;
  offer_guid: string;
  offer_type: string | null;
  accepted: number;
}

export interface StripeAccountsTable {
  app_id: string;
  /** LIVE or TEST: Stripe's live and test keys are separate accounts of data. */
  mode: string;
  /** sk_live_… / sk_test_… (or a restricted rk_…): server-side only, never in the app's settings. */
  secret_key: string;
  /** whsec_…: verifies the Stripe-Signature of webhooks; null until an endpoint is registered. */
  webhook_secret: string | null;
  /** Another API base (the Stripe fake, http://127.0.0.1:12111); null for api.stripe.com. */
  api_base: string | null;
  /** create_prorations, always_invoice or none: how a plan change is billed. */
  proration_behavior: string;
  updated_at: string;
}

export interface StripeEventsTable {
  app_id: string;
  mode: string;
  /** evt_…: a redelivered event is recognised by it and taken once. */
  event_id: string;
  type: string;
  customer_id: string | null;
  /** The id of the event's object (sub_…, in_…). */
  object_id: string | null;
  /** The event's own time at Stripe (unix seconds). */
  created: number;
  received_at: string;
}

/** A flow's unpublished draft (the flow editor, server/dashboard/flows-editor.ts). */
export interface FlowDraftsTable {
  app_id: string;
  flow_id: string;
  /** JSON: the blueprint in its wire (input) form. */
  blueprint: string;
  saved_at: string;
  /** The dashboard user's name, as the editor shows who saved it. */
  saved_by: string;
}

/** Who saved, published or rolled back which flow when. */
export interface FlowAuditTable {
  id: string;
  app_id: string;
  flow_id: string;
  at: string;
  /** A FLOW_ACTIONS word (contract/dashboard-flows-api.ts). */
  action: string;
  version: number | null;
  from_version: number | null;
  user_id: string;
  /** As the user was named at the time: the log outlives a renamed or removed user. */
  user_name: string;
  user_email: string;
}

export interface Database {
  apps: AppsTable;
  app_secrets: AppSecretsTable;
  flows: FlowsTable;
  flow_versions: FlowVersionsTable;
  flow_drafts: FlowDraftsTable;
  flow_audit: FlowAuditTable;
  coupons: CatalogTable;
  plans: CatalogTable;
  billing_customers: BillingCustomersTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_applied: BillingAppliedTable;
  sessions: SessionsTable;
  servings: ServingsTable;
  idempotency_keys: IdempotencyKeysTable;
  records: RecordsTable;
  verification_codes: VerificationCodesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  dashboard_users: DashboardUsersTable;
  dashboard_members: DashboardMembersTable;
  dashboard_settings: DashboardSettingsTable;
  session_facts: SessionFactsTable;
  session_offer_facts: SessionOfferFactsTable;
  stripe_accounts: StripeAccountsTable;
  stripe_events: StripeEventsTable;
  customer_data_endpoints: CustomerDataEndpointsTable;
}
