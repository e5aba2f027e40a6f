/**
 * The outgoing webhooks' tables: endpoints, events and their deliveries (services/webhooks.ts).
 * Portable types only (tables.ts says why).
 */
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
