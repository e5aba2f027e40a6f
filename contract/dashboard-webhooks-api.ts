/**
 * The dashboard's webhook administration (server/http/webhook-routes.ts mounted under the dashboard's API):
 * paths and the answers' schemas. Reading (endpoints, deliveries) is for every member of the app; changing
 * (register, remove, retry) is for its owners (server/dashboard/webhook-access.ts).
 */
import * as v from 'valibot';
import { DASHBOARD_API } from './dashboard-api.ts';

const appBase = (appId: string) => `${DASHBOARD_API}/apps/${encodeURIComponent(appId)}/webhooks`;

export const WEBHOOK_PATHS = {
  endpoints: (appId: string) => `${appBase(appId)}/endpoints`,
  endpoint: (appId: string, endpointId: string) =>
    `${appBase(appId)}/endpoints/${encodeURIComponent(endpointId)}`,
  deliveries: (appId: string) => `${appBase(appId)}/deliveries`,
  retry: (appId: string, deliveryId: string) =>
    `${appBase(appId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
} as const;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStateName = (typeof DELIVERY_STATES)[number];

export const WebhookEndpointSchema = v.object({
  id: v.string(),
  appId: v.string(),
  url: v.string(),
  createdAt: v.string(),
});
export type WebhookEndpointRow = v.InferOutput<typeof WebhookEndpointSchema>;

/** The answer to a registration: the only time the endpoint's signing secret is shown. */
export const RegisteredEndpointSchema = v.object({
  ...WebhookEndpointSchema.entries,
  secret: v.string(),
});
export type RegisteredEndpoint = v.InferOutput<typeof RegisteredEndpointSchema>;

export const WebhookEndpointsAnswerSchema = v.array(WebhookEndpointSchema);

export const WebhookDeliverySchema = v.object({
  id: v.string(),
  eventId: v.string(),
  eventType: v.string(),
  endpointId: v.string(),
  url: v.string(),
  state: v.picklist(DELIVERY_STATES),
  attempts: v.number(),
  nextAttemptAt: v.nullable(v.string()),
  lastStatus: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  deliveredAt: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesAnswerSchema = v.array(WebhookDeliverySchema);
