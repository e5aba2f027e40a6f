/** Tracked events and customer attribute updates (answers not read). */
import type * as v from 'valibot';
import { FLOW_CALLS } from '../../../contract/flow-call-table.ts';
import type { CustomerUpdateSchema, TrackedEventSchema } from '../../../contract/schemas/index.ts';
import type { CallOptions, Send } from '../http.ts';

export type TrackedEventPayload = v.InferInput<typeof TrackedEventSchema>;
export type CustomerUpdatePayload = v.InferInput<typeof CustomerUpdateSchema>;

export interface EventCalls {
  /** POST /api/events/new: a wall or flow event (e.g. ck-pause-wall-resume). Rejects with an ApiError. */
  trackEvent(event: TrackedEventPayload, options?: CallOptions): Promise<void>;
  /** POST /api/events/customer-update: the host's updateCustomerAttributes. Rejects with an ApiError. */
  updateCustomer(update: CustomerUpdatePayload, options?: CallOptions): Promise<void>;
}

export function eventCalls(send: Send): EventCalls {
  return {
    trackEvent: (event, options) => send(FLOW_CALLS.trackEvent, { ...options, body: event }),
    updateCustomer: (update, options) => send(FLOW_CALLS.customerUpdate, { ...options, body: update }),
  };
}
