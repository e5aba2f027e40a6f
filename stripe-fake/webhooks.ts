/**
 * Webhook endpoints registered through the control API, and the events POSTed to them signed exactly as
 * Stripe signs: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the
 * endpoint's whsec_ secret>`, so the SDK's `stripe.webhooks.constructEvent` accepts them. The timestamp is
 * the wall clock, not the fake's (the SDK checks it against its own tolerance, as it would at Stripe).
 * Deliveries to one endpoint go out one at a time, in event order; a failed one is recorded, not retried.
 */
import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import { newId, newWebhookSecret } from './ids.ts';

export interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  /** Event types it takes; ['*'] for all. */
  enabledEvents: string[];
}

export interface Delivery {
  endpoint: string;
  event: string;
  type: string;
  status: number | null;
  error: string | null;
}

export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const DELIVERY_TIMEOUT_MS = 5_000;

export function createWebhooks() {
  const endpoints = new Map<string, WebhookEndpoint>();
  const deliveries: Delivery[] = [];
  const queues = new Map<string, Promise<void>>();

  async function deliver(endpoint: WebhookEndpoint, event: Stripe.Event): Promise<void> {
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const header = signPayload(payload, endpoint.secret, Math.floor(Date.now() / 1000));
    const delivery: Delivery = {
      endpoint: endpoint.id,
      event: event.id,
      type: event.type,
      status: null,
      error: null,
    };
    deliveries.push(delivery);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': header,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      delivery.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
  }

  return {
    register(input: { url: string; secret?: string; enabledEvents?: string[] }): WebhookEndpoint {
      const endpoint: WebhookEndpoint = {
        id: newId('webhookEndpoint'),
        url: input.url,
        secret: input.secret ?? newWebhookSecret(),
        enabledEvents: input.enabledEvents ?? ['*'],
      };
      endpoints.set(endpoint.id, endpoint);
      return endpoint;
    },
    /** Queues the event for every endpoint that takes its type. */
    publish(event: Stripe.Event): void {
      for (const endpoint of endpoints.values()) {
        if (!endpoint.enabledEvents.includes('*') && !endpoint.enabledEvents.includes(event.type)) continue;
        const previous = queues.get(endpoint.id) ?? Promise.resolve();
        queues.set(
          endpoint.id,
          previous.then(() => deliver(endpoint, event)),
        );
      }
    },
    /** Resolves once every queued delivery has been made. */
    async flush(): Promise<void> {
      let pending = [...queues.values()];
      while (pending.length > 0) {
        await Promise.all(pending);
        const now = [...queues.values()];
        pending = now.filter((queue) => !pending.includes(queue));
      }
    },
    deliveries: (): readonly Delivery[] => deliveries,
    reset(): void {
      endpoints.clear();
      deliveries.length = 0;
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
