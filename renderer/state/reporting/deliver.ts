import { MAX_BODY_BYTES } from '../../../contract/request-limits.ts';
import type { SessionResults } from '../../../contract/schemas/index.ts';
import type { CustomerUpdatePayload, TrackedEventPayload } from '../../api/calls/events.ts';
import type { FlowApiClient } from '../../api/flow-client.ts';
import { jsonBytes } from '../../api/safe-json.ts';
import { createDeliveryQueue, type Delivery, type DeliveryQueue, isWorthRetrying } from './delivery-queue.ts';
import { KEEPALIVE_QUOTA_BYTES } from './limits.ts';
import type { Outbox, OutboxOwner } from './outbox.ts';
import { takeUndelivered } from './outbox-take.ts';
import { watchPageLifecycle } from './page-lifecycle.ts';
import { capFreeTexts, fitSessionResults } from './payload-size.ts';

/**
 * The delivery chunk (loaded through lazy-delivery.ts, which the rest of the widget calls).
 * The page's one delivery queue, shared by every experience (cancel flow, walls): session results, events
 * and customer updates. It is flushed with keepalive whenever the page is hidden or left.
 */
let queue: DeliveryQueue | null = null;

export function deliveryQueue(): DeliveryQueue {
  if (queue) return queue;
  const created = createDeliveryQueue();
  watchPageLifecycle({ hidden: created.flush, leave: created.flush, online: created.retryNow });
  queue = created;
  return created;
}

/**
 * What is left of the page's keepalive quota once the queue's jobs have been flushed (the page is going):
 * a recording sent with keepalive takes only this, so the session results keep their priority.
 */
export function keepaliveRoom(): number {
  const flushed = deliveryQueue();
  flushed.flush();
  return Math.max(0, KEEPALIVE_QUOTA_BYTES - flushed.keepaliveBytesInFlight());
}

function delivery<T>(body: T, send: (body: T, keepalive: boolean) => Promise<unknown>): Delivery {
  return { bytes: jsonBytes(body), send: ({ keepalive }) => send(body, keepalive) };
}

let eventCount = 0;

/** A tracked event (spec §7 /api/events/new): flow events and the walls' ck-* events. */
export function deliverEvent(api: FlowApiClient, event: TrackedEventPayload, queueOf = deliveryQueue): void {
  eventCount += 1;
  queueOf().push({
    id: `event:${event.timestamp}:${eventCount}`,
    label: `event ${event.event}`,
    idempotent: false,
    full: delivery(event, (body, keepalive) => api.trackEvent(body, { keepalive })),
  });
}

/** The host's updateCustomerAttributes (spec §7 /api/events/customer-update). */
export function deliverCustomerUpdate(
  api: FlowApiClient,
  update: CustomerUpdatePayload,
  queueOf = deliveryQueue,
): void {
  eventCount += 1;
  queueOf().push({
    id: `customer-update:${eventCount}`,
    label: 'customer update',
    idempotent: false,
    full: delivery(update, (body, keepalive) => api.updateCustomer(body, { keepalive })),
  });
}

/** What the backend answered a session's results: its id, and the upload token a recording must carry. */
export interface SessionReceipt {
  id: string;
  uploadToken?: string;
}

/** Receipts the backend gave, by session key; the recording upload waits for its session's. */
const receipts = new Map<
  string,
  { promise: Promise<SessionReceipt | null>; resolve: (receipt: SessionReceipt | null) => void }
>();

function receiptSlot(sessionKey: string) {
  let slot = receipts.get(sessionKey);
  if (!slot) {
    let resolve: (receipt: SessionReceipt | null) => void = () => {};
    const promise = new Promise<SessionReceipt | null>((done) => {
      resolve = done;
    });
    slot = { promise, resolve };
    receipts.set(sessionKey, slot);
  }
  return slot;
}

/** The backend's receipt of a session once its results are delivered; null when they never will be from here. */
export function sessionReceiptOf(sessionKey: string): Promise<SessionReceipt | null> {
  return receiptSlot(sessionKey).promise;
}

function receiptOf(answer: unknown): SessionReceipt | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const id: unknown = Reflect.get(answer, '_id');
  const uploadToken: unknown = Reflect.get(answer, 'uploadToken');
  if (typeof id !== 'string') return null;
  return typeof uploadToken === 'string' ? { id, uploadToken } : { id };
}

/** Delivers one session's results to the backend and keeps them safe in the browser until it has them. */
export interface SessionReporter {
  /** Queues the results (and saves them in the outbox until the backend confirms). */
  deliver(results: SessionResults): void;
  /** Saves results in the outbox only: the page may die now without sending anything. */
  keep(results: SessionResults): void;
  /** Removes a session's results from the outbox (the snapshot kept while hidden is no longer true). */
  forget(sessionKey: string): void;
  /**
   * Sends what earlier visits (or inits) of the same customer left undelivered: the results saved before
   * `savedBefore` (ms since the epoch, the init's time). Later ones belong to this init and are its own to send.
   */
  sendUndelivered(savedBefore: number): void;
}

export interface SessionReporterOptions {
  api: FlowApiClient;
  /** Null when the browser has no storage to spare. */
  outbox: Outbox | null;
  owner: OutboxOwner;
  queueOf?: () => DeliveryQueue;
}

/**
 * Session results: one job per session key (the backend records a session once however often it arrives),
 * sent at once, repeated with backoff, flushed with keepalive when the page goes, and kept in the outbox
 * for the next visit until the backend answers. A final refusal (a 4xx) is not kept: it would fail again.
 */
export function createSessionReporter(options: SessionReporterOptions): SessionReporter {
  const { api, outbox, owner } = options;
  const queueOf = options.queueOf ?? deliveryQueue;
  const send = (body: SessionResults, keepalive: boolean) => api.sendSessionResults(body, { keepalive });
  const reporter: SessionReporter = {
    deliver(given) {
      // The body as the backends take it, or the session is refused for good: each free text at most
      // MAX_FREE_TEXT_CHARS (else 400), and the whole within their body cap (else 413) — texts at the limit fit
      // with room to spare, but JSON writes a control character pasted into one as six bytes.
      const results = capFreeTexts(given);
      outbox?.save(owner, results);
      const key = results.sessionKey;
      queueOf().push({
        id: `session:${key}`,
        label: `session results ${key}`,
        idempotent: true,
        full: delivery(fitSessionResults(results, MAX_BODY_BYTES) ?? results, send),
        fit: (limit) => {
          const fitted = fitSessionResults(results, limit);
          return fitted ? delivery(fitted, send) : null;
        },
        onDelivered: (answer) => {
          outbox?.remove(key);
          receiptSlot(key).resolve(receiptOf(answer));
        },
        onDropped: (error) => {
          if (!isWorthRetrying(error, true)) outbox?.remove(key);
          receiptSlot(key).resolve(null);
        },
      });
    },
    keep: (results) => outbox?.save(owner, results),
    forget: (sessionKey) => outbox?.remove(sessionKey),
    sendUndelivered(savedBefore) {
      const undelivered = outbox ? takeUndelivered(outbox, owner, savedBefore) : [];
      for (const results of undelivered) reporter.deliver(results);
    },
  };
  return reporter;
}
