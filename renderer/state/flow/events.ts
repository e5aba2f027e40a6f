import { deliverEvent } from '../reporting/lazy-delivery.ts';
import type { FlowRuntime } from './runtime.ts';
import { flow } from './store.ts';

/** Flow event names sent to /api/events/new (spec §4 step navigation). */
export const FLOW_EVENT = {
  OFFER_SHOWN: 'offer-shown',
  OFFER_LEFT: 'offer-left',
  STEP_CHANGE: 'step-change',
} as const;

/**
 * Sends a flow event when reporting is on, through the delivery queue: retried with backoff, and sent with
 * keepalive so a page closed right after does not lose it. A lost event is logged, never shown.
 */
export function trackFlowEvent(
  runtime: FlowRuntime,
  event: string,
  properties: Record<string, unknown>,
): void {
  if (!runtime.options.report) return;
  deliverEvent(runtime.api, {
    event,
    timestamp: runtime.now().toISOString(),
    customerId: flow.customer?.id ?? runtime.options.customerId ?? null,
    blueprintId: flow.data?.blueprint._id ?? null,
    properties: { sessionKey: flow.sessionKey, ...properties },
  });
}
