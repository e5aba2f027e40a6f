/**
 * The rules of webhooks out, in one place: what a delivery's headers are called, how long a receiver has,
 * how often and how far apart a failed delivery is retried, and how long a worker's claim lasts.
 */

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>` (docs/server.md). */
export const SIGNATURE_HEADER = 'Holdfast-Signature';
/** The event id, also in the body: a receiver that stores it can drop a repeated delivery. */
export const EVENT_ID_HEADER = 'Holdfast-Event-Id';
export const EVENT_TYPE_HEADER = 'Holdfast-Event-Type';
/** 1 for the first try; a receiver sees a retry as a higher number with the same event id. */
export const ATTEMPT_HEADER = 'Holdfast-Delivery-Attempt';
export const USER_AGENT = 'Holdfast-Webhooks/1';

/** How old a signature's timestamp may be before a receiver should refuse it (replay protection). */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

/** The event types a business can receive. */
export const EVENT_TYPES = {
  /** A session of the cancel flow (or lite flow) was stored, the first time its sessionKey arrived. */
  sessionCompleted: 'session.completed',
  /** A money action changed a subscription (first answer of its Idempotency-Key, success only). */
  actionCompleted: 'action.completed',
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export interface DeliveryPolicy {
  /** Attempts in all, the first included; after the last failed one the delivery is marked failed. */
  maxAttempts: number;
  /** Delay before the second attempt; each next one doubles it, up to `backoffCapMs`. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** A receiver that has not answered by then failed this attempt. */
  timeoutMs: number;
  /** A worker's claim on a delivery; longer than `timeoutMs`, so only a dead worker's claim runs out. */
  leaseMs: number;
  /** How often an idle worker looks for due deliveries. */
  pollMs: number;
  /** Deliveries one worker claims at a time. */
  batchSize: number;
}

/** About 4 h of retries in all (30 s, 1, 2, 4, 8, 16, 32 min, then hourly), like the big providers' hours. */
export const DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 10,
  backoffBaseMs: 30_000,
  backoffCapMs: 60 * 60_000,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  pollMs: 1_000,
  batchSize: 20,
};

/** The wait after the `attempts`-th failed attempt (1-based). */
export function backoffMs(policy: DeliveryPolicy, attempts: number): number {
  return Math.min(policy.backoffCapMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** Endpoint URLs: http(s) only, no credentials in them, a sane length. */
export const MAX_ENDPOINT_URL_LENGTH = 2_048;
/** How many endpoints one app may register (each event is sent to every one of them). */
export const MAX_ENDPOINTS_PER_APP = 16;
/** Error texts kept per failed attempt (a receiver's answer may be long). */
export const MAX_ERROR_LENGTH = 300;
