/**
 * The dashboard client's webhook calls (contract/dashboard-webhooks-api.ts), built on the client's own
 * request and schema check so failures read the same as every other call's.
 */
import type * as v from 'valibot';
import {
  RegisteredEndpointSchema,
  WEBHOOK_PATHS,
  WebhookDeliveriesAnswerSchema,
  WebhookEndpointsAnswerSchema,
} from '../../contract/dashboard-webhooks-api.ts';

export interface ClientTransport {
  request(path: string, init?: RequestInit): Promise<unknown>;
  read<S extends v.GenericSchema>(schema: S, path: string, init?: RequestInit): Promise<v.InferOutput<S>>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

export function createWebhooksClient({ request, read }: ClientTransport) {
  return {
    endpoints: (appId: string) => read(WebhookEndpointsAnswerSchema, WEBHOOK_PATHS.endpoints(appId)),
    /** Registers a URL; the answer holds the endpoint's signing secret, shown this once. */
    register: (appId: string, url: string) =>
      read(RegisteredEndpointSchema, WEBHOOK_PATHS.endpoints(appId), {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ url }),
      }),
    remove: async (appId: string, endpointId: string): Promise<void> => {
      await request(WEBHOOK_PATHS.endpoint(appId, endpointId), { method: 'DELETE' });
    },
    deliveries: (appId: string) => read(WebhookDeliveriesAnswerSchema, WEBHOOK_PATHS.deliveries(appId)),
    /** Sends a failed delivery again, from its first attempt. */
    retry: async (appId: string, deliveryId: string): Promise<void> => {
      await request(WEBHOOK_PATHS.retry(appId, deliveryId), {
        method: 'POST',
        headers: JSON_HEADERS,
        body: '{}',
      });
    },
  };
}

export type WebhooksClient = ReturnType<typeof createWebhooksClient>;
