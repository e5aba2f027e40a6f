/**
 * Money actions run once per Idempotency-Key (docs/api.md "Idempotency"): the first request with a key
 * acts and its outcome is kept 24 h; a repeat replays that outcome without acting; a repeat while the first
 * still runs waits for it; the same key with another request is refused. An unexpected error keeps
 * nothing, so the widget's retry may act.
 */
import { createHash } from 'node:crypto';
import type { IdempotencyStore, KeptBeside, KeyScope } from '../storage/idempotency-store.ts';
import { MESSAGES } from './messages.ts';
import { failure, type Outcome } from './outcome.ts';

/** How long keys are kept (the contract's "at least 24 hours"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A pending key's lease by default (IDEMPOTENCY_LEASE_MS), renewed while its action runs: short enough to
 * recover from a crash — a retry of a key whose instance died waits this long before acting.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** How long a repeat waits for the first request before answering "try again" (the widget retries 503s). */
export const IDEMPOTENCY_WAIT_MS = 12_000;
const POLL_MS = 25;
/** How many times per lease a running owner renews it: a late renewal still lands before the lease ends. */
const LEASE_RENEWALS = 3;
/**
 * How long a running owner keeps renewing: past the worst a money action's provider calls take (Stripe: 20 s a
 * call, retried twice), so only a request hung for good stops holding the customer — its lease then runs out.
 */
export const IDEMPOTENCY_MAX_HOLD_MS = 5 * 60_000;

export interface Replayable<T> {
  outcome: Outcome<T>;
  /** True when this answer is the first request's, replayed. */
  replayed: boolean;
}

/** The hash a repeat must match: the call and its body as parsed JSON (whitespace does not matter). */
export function requestHash(call: string, body: unknown): string {
  return createHash('sha256')
    .update(`${call}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

export async function idempotently<T>(
  store: IdempotencyStore,
  scope: KeyScope,
  hash: string,
  now: () => Date,
  /** `takeover`: this request took the key over from a first one that died (its work may be partly done). */
  act: (takeover: boolean) => Promise<Outcome<T>>,
  /**
   * What to store with the kept outcome (an accepted offer, the webhook outbox), or null for nothing: first
   * requests only. Decided before writing, so an outcome with nothing more to keep needs no transaction.
   */
  alsoKeep?: (outcome: Outcome<T>) => Promise<KeptBeside | null>,
): Promise<Replayable<T>> {
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  let takeover = false;
  for (;;) {
    const claim = await store.claim(scope, hash, now());
    if (claim.kind === 'mismatch') {
      return { outcome: failure('key-reused', MESSAGES.idempotencyKeyReused), replayed: false };
    }
    if (claim.kind === 'done') return { outcome: JSON.parse(claim.outcome) as Outcome<T>, replayed: true };
    if (claim.kind === 'acquired') {
      takeover = claim.takeover;
      break;
    }
    if (Date.now() >= deadline) {
      return { outcome: failure('unavailable', MESSAGES.idempotencyKeyBusy), replayed: false };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // The claim is also the customer's turn (one action at a time): an owner still at work keeps it past its
  // lease — a provider's call may take longer (Stripe's 20 s timeout, then its retries) — so a waiting action
  // never runs beside it. A dead owner stops renewing, and so does a hung one after IDEMPOTENCY_MAX_HOLD_MS. A
  // failed renewal only lets the lease run out.
  const holdUntil = Date.now() + (store.maxHoldMs ?? IDEMPOTENCY_MAX_HOLD_MS);
  const renewal = setInterval(() => {
    if (Date.now() >= holdUntil) clearInterval(renewal);
    else store.renew(scope, now()).catch(() => undefined);
  }, store.leaseMs / LEASE_RENEWALS);
  try {
    let outcome: Outcome<T>;
    try {
      outcome = await act(takeover);
    } catch (error) {
      await store.release(scope);
      throw error;
    }
    const more = alsoKeep ? await alsoKeep(outcome) : null;
    await store.complete(scope, JSON.stringify(outcome), more ?? {});
    return { outcome, replayed: false };
  } finally {
    clearInterval(renewal);
  }
}
