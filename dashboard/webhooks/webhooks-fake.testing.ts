/** An in-memory fake of the client's webhook calls for the view tests: one failed delivery to start with. */
import type { WebhookDelivery, WebhookEndpointRow } from '../../contract/dashboard-webhooks-api.ts';
import { ApiFailure } from '../api/client.ts';
import type { WebhooksClient } from './webhooks-client.ts';

export const FAKE_SECRET = 'whsec_fake0123456789';
export const HOSTILE_URL = 'https://hooks.example/<img src=x onerror="window.pwned=1">';

export const FAILED_DELIVERY: WebhookDelivery = {
  id: 'wd_1',
  eventId: 'evt_1',
  eventType: 'session.completed',
  endpointId: 'we_1',
  url: HOSTILE_URL,
  state: 'failed',
  attempts: 10,
  nextAttemptAt: null,
  lastStatus: 500,
  lastError: 'HTTP 500 from the receiver',
  createdAt: '2026-11-25T10:00:00.000Z',
  deliveredAt: null,
};

export function fakeWebhooks(): WebhooksClient & { calls: string[] } {
  const calls: string[] = [];
  let endpoints: WebhookEndpointRow[] = [
    { id: 'we_1', appId: 'app_1', url: HOSTILE_URL, createdAt: '2026-11-24T10:00:00.000Z' },
  ];
  const deliveries: WebhookDelivery[] = [{ ...FAILED_DELIVERY }];
  return {
    calls,
    endpoints: async () => [...endpoints],
    register: async (appId, url) => {
      calls.push(`register ${url}`);
      if (!/^https?:\/\//.test(url)) throw new ApiFailure(400, 'Give an http:// or https:// URL.');
      const endpoint = { id: `we_${endpoints.length + 1}`, appId, url, createdAt: new Date().toISOString() };
      endpoints = [...endpoints, endpoint];
      return { ...endpoint, secret: FAKE_SECRET };
    },
    remove: async (_appId, endpointId) => {
      calls.push(`remove ${endpointId}`);
      endpoints = endpoints.filter((endpoint) => endpoint.id !== endpointId);
    },
    deliveries: async () => deliveries.map((delivery) => ({ ...delivery })),
    retry: async (_appId, deliveryId) => {
      calls.push(`retry ${deliveryId}`);
      for (const delivery of deliveries)
        if (delivery.id === deliveryId)
          Object.assign(delivery, { state: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString() });
    },
  };
}
