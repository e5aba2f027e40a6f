/**
 * The database as Kysely sees it: every table by name, its row type beside the code that owns it (the widget
 * API's, the billing providers', the webhooks', the dashboard's). Portable types only, so one migration set
 * serves SQLite and PostgreSQL: JSON is kept as text, booleans as 0/1, times as ISO-8601 text (which sorts
 * like time).
 */

import type { AppearanceAuditTable } from './appearance-audit-store.ts';
import type {
  BillingAppliedTable,
  BillingCustomersTable,
  BillingSubscriptionsTable,
  StripeAccountsTable,
  StripeEventsTable,
} from './billing-tables.ts';
import type { CustomerDataEndpointsTable } from './customer-data-store.ts';
import type {
  DashboardMembersTable,
  DashboardSettingsTable,
  DashboardUsersTable,
  FlowAuditTable,
  FlowDraftsTable,
  SessionFactsTable,
  SessionOfferFactsTable,
  SessionSurveyAnswersTable,
} from './dashboard-tables.ts';
import type { WebhookDeliveriesTable, WebhookEndpointsTable, WebhookEventsTable } from './webhook-tables.ts';
import type {
  AcceptedOffersTable,
  AppSecretsTable,
  AppsTable,
  CatalogTable,
  FlowsTable,
  FlowVersionsTable,
  IdempotencyKeysTable,
  RecordsTable,
  ServingsTable,
  SessionsTable,
  VerificationCodesTable,
} from './widget-tables.ts';

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
  accepted_offers: AcceptedOffersTable;
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
  session_survey_answers: SessionSurveyAnswersTable;
  stripe_accounts: StripeAccountsTable;
  stripe_events: StripeEventsTable;
  customer_data_endpoints: CustomerDataEndpointsTable;
  appearance_audit: AppearanceAuditTable;
}
