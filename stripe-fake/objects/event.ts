/** Events as Stripe sends them to webhook endpoints: the object as it is now, and what changed. */
import Stripe from 'stripe';
import { newId } from '../ids.ts';

/** The object an event of this type carries (a `customer.subscription.*` event carries a Subscription). */
export type EventObject<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>['data']['object'];

/** The API version stamped on events: the one the installed SDK speaks. */
export const FAKE_API_VERSION: string = Stripe.API_VERSION;

export function buildEvent<T extends Stripe.Event.Type>(input: {
  type: T;
  object: EventObject<T>;
  previousAttributes?: Record<string, unknown>;
  request: { id: string | null; idempotencyKey: string | null } | null;
  now: number;
}): Stripe.Event {
  const event = {
    id: newId('event'),
    object: 'event' as const,
    api_version: FAKE_API_VERSION,
    created: input.now,
    data: {
      object: input.object,
      ...(input.previousAttributes ? { previous_attributes: input.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 0,
    request: input.request
      ? { id: input.request.id, idempotency_key: input.request.idempotencyKey }
      : { id: null, idempotency_key: null },
    type: input.type,
  };
  // The union narrows on `type`, which a generic T cannot prove to the compiler; EventObject<T> ties the
  // object to the type at every call site instead.
  return event as unknown as Stripe.Event;
}
