/**
 * The widget API's tables: apps and their secrets, flows as served, the catalog, sessions and what
 * was served, idempotency keys, records and e-mail codes.
 * Portable types only (tables.ts says why).
 */
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

export interface SessionsTable {
  id: string;
  app_id: string;
  /** `provider:id` of the header identity; '' for an anonymous (lite) session. */
  customer_key: string;
  session_key: string;
  lite: number;
  /** JSON: the SessionResults as delivered, its customer the verified one; null for sessions seeded as history. */
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

/** An offer accepted through a money action (migration 011), kept with its Idempotency-Key's answer. */
export interface AcceptedOffersTable {
  app_id: string;
  customer_key: string;
  idempotency_key: string;
  /** JSON: the AcceptedOffer, as a session's results would carry it. */
  accepted_offer: string;
  /** JSON: `{ pauseEndDate }` of a pause until a date, or null. */
  offer_options: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  app_id: string;
  customer_key: string;
  idempotency_key: string;
  request_hash: string;
  /**
   * pending while the first request runs (one per customer at a time: migration 013); done once its answer is
   * kept; stale once its lease ran out while another of the customer's actions waited (its retry takes it over).
   */
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
  /** SHA-256 of the token of the code's confirmation link (migration 015); null for a code stored before. */
  confirm_hash: string | null;
  /** 1 once the e-mail's reader confirmed through the link: the code is compared past the app's budget. */
  confirmed: number;
}
