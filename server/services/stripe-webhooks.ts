/**
 * Stripe's webhooks in (issue 20, item 3): an event is taken only with a valid Stripe-Signature for the
 * app's mode (the SDK's check, with its timestamp tolerance against replays), and once per event id —
 * Stripe delivers at least once, so a redelivery answers 200 and changes nothing.
 *
 * The adapter reads Stripe live at every embed load and wall (providers/stripe/), so a change made in
 * Stripe's dashboard or by a renewal reaches the next answer whether or not its webhook has arrived: webhooks
 * arrive late, out of order, or not at all, and a cache fed by them would serve stale subscriptions in
 * between. The events are kept instead (stripe_events) as the customer's history of changes made outside the
 * widget — which ones, when, on which object — for support and the dashboard.
 */
import Stripe from 'stripe';
import { isRecord } from '../../contract/is-record.ts';
import type { Mode } from '../../contract/schemas/index.ts';
import type { ServiceDeps } from './deps.ts';
import { failure, type Outcome, success } from './outcome.ts';

/** The events we take; Stripe sends an endpoint only the types it was registered for. */
export const TAKEN_STRIPE_EVENTS = [
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'invoice.paid',
] as const;

export const WEBHOOK_MESSAGES = {
  notConnected: 'This app has no Stripe webhook secret for this mode.',
  signatureMissing: 'Missing Stripe-Signature header.',
  signatureInvalid: 'The Stripe-Signature does not verify with this endpoint’s secret.',
  notAnEvent: 'The body is signed but is no Stripe event: it needs an id and a created time.',
} as const;

export interface WebhookAnswer {
  received: true;
  /** false for a type we do not take, or a redelivery of an event already taken. */
  recorded: boolean;
}

function isTaken(type: string): boolean {
  return (TAKEN_STRIPE_EVENTS as readonly string[]).includes(type);
}

/**
 * The customer an event concerns, and the object it is about. The signature proves who sent the bytes, not
 * their shape: an event without `data.object` (or with a null one) concerns nobody rather than crashing.
 */
function subjectOf(event: Stripe.Event): { customerId: string | null; objectId: string | null } {
  const data: unknown = event.data;
  const object = isRecord(data) && isRecord(data.object) ? data.object : {};
  const customer = object.customer;
  return {
    customerId:
      typeof customer === 'string'
        ? customer
        : isRecord(customer) && typeof customer.id === 'string'
          ? customer.id
          : null,
    objectId: typeof object.id === 'string' ? object.id : null,
  };
}

export async function receiveStripeEvent(
  deps: ServiceDeps,
  appId: string,
  mode: Mode,
  payload: string,
  signature: string | null,
): Promise<Outcome<WebhookAnswer>> {
  const account = await deps.stripe.account(appId, mode);
  if (!account?.webhookSecret) return failure('not-found', WEBHOOK_MESSAGES.notConnected);
  if (!signature) return failure('invalid', WEBHOOK_MESSAGES.signatureMissing);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, account.webhookSecret);
  } catch {
    return failure('invalid', WEBHOOK_MESSAGES.signatureInvalid);
  }
  if (!isTaken(event.type)) return success({ received: true, recorded: false });
  // Kept by its id and dated by `created`: a signed body without them is no event to keep (400, not a 500 that
  // Stripe would retry for days).
  if (typeof event.id !== 'string' || !Number.isInteger(event.created))
    return failure('invalid', WEBHOOK_MESSAGES.notAnEvent);
  const recorded = await deps.stripe.recordEvent(
    { appId, mode, eventId: event.id, type: event.type, created: event.created, ...subjectOf(event) },
    deps.now(),
  );
  if (recorded) deps.logger.info({ appId, mode, type: event.type, event: event.id }, 'stripe event taken');
  return success({ received: true, recorded });
}
