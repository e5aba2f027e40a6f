/**
 * The billing providers' tables: the built-in database provider's customers and applied changes, and
 * the Stripe adapter's accounts and received events.
 * Portable types only (tables.ts says why).
 */
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
