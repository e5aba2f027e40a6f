/** A typed client of the fake's /__fake/ control API (for tests, the adapter's tests and the demo start). */

import type { RequestRecord } from './http/api-request.ts';
import type { Fault } from './http/faults.ts';
import type { FakeSeed, SeedResult } from './seed.ts';
import type { Delivery } from './webhooks.ts';

export function controlClient(baseUrl: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/__fake/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok)
      throw new Error(`Stripe fake control ${method} ${path}: ${answer.error?.message ?? response.status}`);
    return answer;
  }
  return {
    reset: (now?: number) => call<{ now: number }>('POST', 'reset', now === undefined ? {} : { now }),
    seed: (seed: FakeSeed) => call<SeedResult>('POST', 'seed', seed),
    now: async () => (await call<{ now: number }>('GET', 'clock')).now,
    advance: (by: { seconds: number } | { to: number }) => call<{ now: number }>('POST', 'clock/advance', by),
    requests: () => call<RequestRecord[]>('GET', 'requests'),
    clearRequests: () => call<unknown>('DELETE', 'requests'),
    injectFault: (fault: Fault) => call<unknown>('POST', 'faults', fault),
    clearFaults: () => call<unknown>('DELETE', 'faults'),
    addWebhookEndpoint: (endpoint: { url: string; secret?: string; enabled_events?: string[] }) =>
      call<{ id: string; url: string; secret: string }>('POST', 'webhook-endpoints', endpoint),
    flushWebhooks: () => call<Delivery[]>('POST', 'webhooks/flush'),
  };
}
export type ControlClient = ReturnType<typeof controlClient>;
