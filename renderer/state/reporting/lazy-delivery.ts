import type { SessionResults } from '../../../contract/schemas/index.ts';
import type { CustomerUpdatePayload, TrackedEventPayload } from '../../api/calls/events.ts';
import type { FlowApiClient } from '../../api/flow-client.ts';
import type { SessionReceipt, SessionReporter, SessionReporterOptions } from './deliver.ts';
import { DELIVERY_CHUNK_DELAY_MS, OUTBOX_LOOK_DELAY_MS } from './limits.ts';
import { watchPageLifecycle } from './page-lifecycle.ts';

/**
 * The delivery code (queue, backoff, keepalive fitting, the outbox's decoding) is a chunk of its own: the
 * first step does not need it. Jobs given before it is there wait here and are handed over as soon as it
 * arrives: after the cancel flow's first step is painted (`preloadDelivery`), or a moment after the first
 * job otherwise. Should the page be hidden or left before that, each waiting job is sent at once with
 * keepalive (once, without the queue's retries), and session results are in the outbox for the next visit
 * whatever happens.
 */
type DeliveryModule = typeof import('./deliver.ts');

interface Waiting {
  run(module: DeliveryModule): void;
  /** Sends it directly when the page may not live to load the chunk. */
  sendNow(): void;
}

let loaded: DeliveryModule | null = null;
let loading: Promise<DeliveryModule | null> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let stopWatching: (() => void) | null = null;
const waiting: Waiting[] = [];

function handOver(module: DeliveryModule): void {
  loaded = module;
  stopWatching?.();
  stopWatching = null;
  for (const job of waiting.splice(0)) job.run(module);
}

/** Fetches the delivery chunk (once; a failed fetch is tried again by the next job or preload). */
export function preloadDelivery(): Promise<DeliveryModule | null> {
  if (loaded) return Promise.resolve(loaded);
  if (timer) clearTimeout(timer);
  timer = null;
  loading ??= import('./deliver.ts').then(
    (module) => {
      handOver(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      console.warn('[holdfast] the delivery code did not load; waiting jobs are sent directly', error);
      sendWaitingNow();
      return null;
    },
  );
  return loading;
}

function sendWaitingNow(): void {
  for (const job of waiting.splice(0)) {
    try {
      job.sendNow();
    } catch (error) {
      console.warn('[holdfast] a delivery could not be sent', error);
    }
  }
}

function withDelivery(job: Waiting): void {
  if (loaded) {
    job.run(loaded);
    return;
  }
  waiting.push(job);
  stopWatching ??= watchPageLifecycle({ hidden: sendWaitingNow, leave: sendWaitingNow });
  if (!loading && !timer) timer = setTimeout(() => void preloadDelivery(), DELIVERY_CHUNK_DELAY_MS);
}

const quietly = (sending: Promise<unknown>) => void sending.catch(() => undefined);

const looks = new Set<ReturnType<typeof setTimeout>>();

function lookLater(look: () => void): void {
  const id = setTimeout(() => {
    looks.delete(id);
    look();
  }, OUTBOX_LOOK_DELAY_MS);
  looks.add(id);
}

/** A tracked event (spec §7 /api/events/new): flow events and the walls' ck-* events. */
export function deliverEvent(api: FlowApiClient, event: TrackedEventPayload): void {
  withDelivery({
    run: (module) => module.deliverEvent(api, event),
    sendNow: () => quietly(api.trackEvent(event, { keepalive: true })),
  });
}

/** The host's updateCustomerAttributes (spec §7 /api/events/customer-update). */
export function deliverCustomerUpdate(api: FlowApiClient, update: CustomerUpdatePayload): void {
  withDelivery({
    run: (module) => module.deliverCustomerUpdate(api, update),
    sendNow: () => quietly(api.updateCustomer(update, { keepalive: true })),
  });
}

/**
 * Session results for one init: written to the outbox at once (synchronously, here), delivered by the
 * delivery chunk's reporter once it is there.
 */
export function createSessionReporter(options: SessionReporterOptions): SessionReporter {
  const { api, outbox, owner } = options;
  let real: SessionReporter | null = null;
  const reporterIn = (module: DeliveryModule) => {
    real ??= module.createSessionReporter(options);
    return real;
  };
  return {
    deliver(results: SessionResults) {
      // The chunk's reporter saves them itself; before it is there, they are kept safe here at once.
      if (!loaded) outbox?.save(owner, results);
      withDelivery({
        run: (module) => reporterIn(module).deliver(results),
        sendNow: () => quietly(api.sendSessionResults(results, { keepalive: true })),
      });
    },
    keep: (results) => outbox?.save(owner, results),
    forget: (sessionKey) => outbox?.remove(sessionKey),
    sendUndelivered(savedBefore) {
      // Later, not during init (OUTBOX_LOOK_DELAY_MS); only what was saved before the init counts, so this
      // visit's own results, in flight or refused by the backend meanwhile, are never taken and sent again.
      lookLater(() => {
        if (!outbox?.hasFor(owner, savedBefore)) return;
        // Nothing to send directly at page exit: what is undelivered stays in the outbox until taken.
        withDelivery({
          run: (module) => reporterIn(module).sendUndelivered(savedBefore),
          sendNow: () => undefined,
        });
      });
    },
  };
}

/** The backend's receipt of a session once its results are delivered; null when they never will be from here. */
export async function sessionReceiptOf(sessionKey: string): Promise<SessionReceipt | null> {
  const module = await preloadDelivery();
  return module ? module.sessionReceiptOf(sessionKey) : null;
}

/** Forgets waiting jobs, looks and timers (tests). The chunk, once loaded, stays loaded. */
export function resetLazyDelivery(): void {
  waiting.length = 0;
  for (const id of looks) clearTimeout(id);
  looks.clear();
  if (timer) clearTimeout(timer);
  timer = null;
  stopWatching?.();
  stopWatching = null;
}
