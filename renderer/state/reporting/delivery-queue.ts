import { isApiError } from '../../api/api-error.ts';
import { isRetryable } from '../../api/retry.ts';
import { retryAfterMs } from '../../domain/retry-after.ts';
import { DELIVERY_RETRY_DELAYS_MS, KEEPALIVE_BODY_LIMIT_BYTES, KEEPALIVE_QUOTA_BYTES } from './limits.ts';

/** One body and how to send it once. */
export interface Delivery {
  /** UTF-8 JSON bytes of the body. */
  bytes: number;
  /** Sends once; with `keepalive` the request outlives the page. */
  send(options: { keepalive: boolean }): Promise<unknown>;
}

/** Something the backend must receive: session results, an event, a customer update. */
export interface DeliveryJob {
  /** Unique per payload: a session's key, or an event's own id. Pushing a known id replaces the job. */
  id: string;
  /** What it is, for the console. */
  label: string;
  /** The backend deduplicates it, so it may be sent again while an earlier attempt is still in flight. */
  idempotent: boolean;
  full: Delivery;
  /** A smaller body for a request that must outlive the page, when the full one is over `limit` bytes. */
  fit?(limit: number): Delivery | null;
  onDelivered?(answer: unknown): void;
  /** Given up: a final refusal, or the attempts ran out. */
  onDropped?(error: unknown): void;
}

export interface DeliveryQueueOptions {
  retryDelaysMs?: readonly number[];
  keepaliveLimitBytes?: number;
  keepaliveQuotaBytes?: number;
}

export interface DeliveryQueue {
  /** Sends the job now and keeps it until it is delivered or given up. */
  push(job: DeliveryJob): void;
  /**
   * The page is being hidden or left: every job still waiting goes out now with keepalive (cut to fit when
   * needed), so it reaches the backend even if this page never runs again.
   */
  flush(): void;
  /** The network is back: jobs waiting for their next attempt go now, unless the backend asked them to wait. */
  retryNow(): void;
  /** Bytes of this queue's keepalive requests still in flight (they count against the page's quota). */
  keepaliveBytesInFlight(): number;
  /** Ids of the jobs not yet delivered. */
  pending(): string[];
  /** Forgets every job and timer (tests, a new init). */
  clear(): void;
}

interface Entry {
  job: DeliveryJob;
  /** Attempts made by the backoff schedule. */
  attempts: number;
  flights: number;
  keepaliveFlights: number;
  keepaliveRefused: boolean;
  /** Waiting because the backend answered (429, 503, ...): the network coming back is no reason to ask again. */
  waitingForBackend: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * A failure worth another attempt: the request may never have reached the backend (network, timeout, gateway)
 * or the backend asked us to slow down. Other answers are final. A non-ApiError is a refusal by the browser
 * (e.g. the keepalive quota), which another attempt without keepalive gets round.
 */
export function isWorthRetrying(error: unknown, idempotent = false): boolean {
  if (!isApiError(error)) return true;
  if (isRetryable(error) || error.status === 429) return true;
  // A payload the backend deduplicates (session results, by their key) is also worth repeating after a
  // server error or a malformed answer: the backend failed before storing it, or stored it and will record
  // nothing twice. Without this, one 500 would lose a customer's session results for good.
  return idempotent && (error.kind === 'malformed' || (error.status !== null && error.status >= 500));
}

/**
 * An answer came (a 429, a 503, any status): the request reached the backend or its gateway, so the browser
 * did not refuse its keepalive. Sending it again at once would only add to what refused it: an anonymous
 * caller's budget of a minute (429, docs/api.md "Limits"), a server overloaded or shutting down (503). The next
 * attempt waits for the schedule, and for the answer's Retry-After when that is longer.
 */
function wasAnswered(error: unknown): boolean {
  return isApiError(error) && error.status !== null;
}

/**
 * The delivery queue: every job is sent at once (with keepalive when it fits, so a page closing right after
 * does not cancel it); a failed attempt is repeated after a growing wait (at least the answer's Retry-After);
 * when keepalive is refused the next attempt goes at once as a regular request. Leaving the page sends what
 * waits with keepalive, a job the backend asked to wait included. Nothing here throws into the caller.
 */
export function createDeliveryQueue(options: DeliveryQueueOptions = {}): DeliveryQueue {
  const delays = options.retryDelaysMs ?? DELIVERY_RETRY_DELAYS_MS;
  const limit = options.keepaliveLimitBytes ?? KEEPALIVE_BODY_LIMIT_BYTES;
  const quota = options.keepaliveQuotaBytes ?? KEEPALIVE_QUOTA_BYTES;
  const entries = new Map<string, Entry>();
  let keepaliveBytesInFlight = 0;

  const fitsKeepalive = (bytes: number) => bytes <= limit && keepaliveBytesInFlight + bytes <= quota;

  function forget(entry: Entry): void {
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
    if (entries.get(entry.job.id) === entry) entries.delete(entry.job.id);
  }

  function drop(entry: Entry, error: unknown): void {
    forget(entry);
    console.warn(`[holdfast] ${entry.job.label} not delivered`, error);
    entry.job.onDropped?.(error);
  }

  function schedule(entry: Entry, error: unknown): void {
    const delay = delays[entry.attempts - 1];
    if (delay === undefined) {
      drop(entry, error);
      return;
    }
    entry.waitingForBackend = wasAnswered(error);
    const asked = isApiError(error) ? retryAfterMs(error.retryAfter, Date.now()) : null;
    entry.timer = setTimeout(
      () => {
        entry.timer = null;
        attempt(entry);
      },
      Math.max(delay, asked ?? 0),
    );
  }

  function dispatch(entry: Entry, delivery: Delivery, keepalive: boolean): void {
    const bytes = keepalive ? delivery.bytes : 0;
    entry.flights += 1;
    if (keepalive) entry.keepaliveFlights += 1;
    keepaliveBytesInFlight += bytes;
    let sent: Promise<unknown>;
    try {
      sent = delivery.send({ keepalive });
    } catch (error) {
      sent = Promise.reject(error);
    }
    const settle = () => {
      entry.flights -= 1;
      if (keepalive) entry.keepaliveFlights -= 1;
      keepaliveBytesInFlight -= bytes;
    };
    sent.then(
      (answer) => {
        settle();
        if (entries.get(entry.job.id) !== entry) return;
        forget(entry);
        entry.job.onDelivered?.(answer);
      },
      (error: unknown) => {
        settle();
        // Delivered meanwhile, replaced, or another attempt still under way: that one decides.
        if (entries.get(entry.job.id) !== entry || entry.flights > 0 || entry.timer !== null) return;
        if (!isWorthRetrying(error, entry.job.idempotent)) drop(entry, error);
        else if (keepalive && !entry.keepaliveRefused && !wasAnswered(error)) {
          // The fallback when the browser refuses keepalive (quota, an old engine): a regular request, now.
          entry.keepaliveRefused = true;
          dispatch(entry, entry.job.full, false);
        } else schedule(entry, error);
      },
    );
  }

  function attempt(entry: Entry): void {
    entry.attempts += 1;
    const keepalive = !entry.keepaliveRefused && fitsKeepalive(entry.job.full.bytes);
    dispatch(entry, entry.job.full, keepalive);
  }

  return {
    push(job) {
      const previous = entries.get(job.id);
      if (previous) forget(previous);
      const entry: Entry = {
        job,
        attempts: 0,
        flights: 0,
        keepaliveFlights: 0,
        keepaliveRefused: false,
        waitingForBackend: false,
        timer: null,
      };
      entries.set(job.id, entry);
      attempt(entry);
    },
    flush() {
      for (const entry of [...entries.values()]) {
        // A keepalive request already outlives the page; a regular one is repeated only when harmless.
        if (entry.keepaliveFlights > 0 || (entry.flights > 0 && !entry.job.idempotent)) continue;
        const delivery = fitsKeepalive(entry.job.full.bytes) ? entry.job.full : entry.job.fit?.(limit);
        if (!delivery || !fitsKeepalive(delivery.bytes)) continue;
        if (entry.timer !== null) clearTimeout(entry.timer);
        entry.timer = null;
        dispatch(entry, delivery, true);
      }
    },
    retryNow() {
      for (const entry of [...entries.values()]) {
        if (entry.timer === null || entry.waitingForBackend) continue;
        clearTimeout(entry.timer);
        entry.timer = null;
        attempt(entry);
      }
    },
    keepaliveBytesInFlight: () => keepaliveBytesInFlight,
    pending: () => [...entries.keys()],
    clear() {
      for (const entry of [...entries.values()]) forget(entry);
    },
  };
}
