/**
 * The webhook worker: claims due deliveries from the outbox (webhooks-store's lease), POSTs each event's
 * body, signed and timestamped, and records the answer — delivered on a 2xx, else retried with exponential
 * backoff until the last attempt, then failed. Every instance runs one; the lease keeps them from sending a
 * delivery twice at once, and a delivery survives a restart because it lives in the database until a 2xx.
 * A receiver must still deduplicate by event id: a worker that dies after the receiver answered but before
 * the answer was recorded sends again once its claim runs out (at least once, never "at most once").
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ClaimedDelivery } from '../storage/webhook-deliveries-store.ts';
import type { WebhooksStore } from '../storage/webhooks-store.ts';
import { checkedPost } from './checked-post.ts';
import { literalAddress, RefusedAddressError } from './webhook-address.ts';
import {
  ATTEMPT_HEADER,
  backoffMs,
  DELIVERY_POLICY,
  type DeliveryPolicy,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  MAX_ERROR_LENGTH,
  SIGNATURE_HEADER,
  USER_AGENT,
} from './webhook-policy.ts';
import { signatureHeader } from './webhook-signature.ts';

export interface WebhookWorkerDeps {
  webhooks: WebhooksStore;
  logger: Logger;
  now(): Date;
  /** Send to private, loopback and link-local addresses too (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateWebhookAddresses: boolean;
}

export interface WebhookWorker {
  /** Claims and sends what is due now, once; resolves with how many deliveries it attempted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the attempts in flight to be recorded. */
  stop(): Promise<void>;
}

interface AttemptResult {
  delivered: boolean;
  status: number | null;
  error: string | null;
  /** Never to succeed as it is (a URL whose address webhooks may not reach): no retry is scheduled. */
  final?: boolean;
}

async function send(
  delivery: ClaimedDelivery,
  policy: DeliveryPolicy,
  now: Date,
  allowPrivate: boolean,
): Promise<AttemptResult> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await checkedPost(new URL(delivery.url), {
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [SIGNATURE_HEADER]: signatureHeader(delivery.secret, timestamp, delivery.body),
        [EVENT_ID_HEADER]: delivery.eventId,
        [EVENT_TYPE_HEADER]: delivery.eventType,
        [ATTEMPT_HEADER]: String(delivery.attempts + 1),
      },
      body: delivery.body,
      timeoutMs: policy.timeoutMs,
      allowPrivate,
    });
    // The answer's body is not read: only its status counts (a redirect's too: it is not followed).
    response.resume();
    const status = response.statusCode ?? 0;
    const delivered = status >= 200 && status < 300;
    return { delivered, status, error: delivered ? null : `HTTP ${status}` };
  } catch (error) {
    const refused = error instanceof RefusedAddressError;
    const message = refused
      ? `Refused: ${error.message}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
    // A refused address in the URL itself never changes; a name that resolves into a private network now may
    // resolve elsewhere at the next attempt (a DNS record being moved): it waits for the schedule like any failure.
    const final = refused && literalAddress(new URL(delivery.url).hostname) !== null;
    return { delivered: false, status: null, error: message.slice(0, MAX_ERROR_LENGTH), final };
  }
}

export function startWebhookWorker(
  deps: WebhookWorkerDeps,
  overrides: Partial<DeliveryPolicy> = {},
  options: { autostart?: boolean } = {},
): WebhookWorker {
  const policy: DeliveryPolicy = { ...DELIVERY_POLICY, ...overrides };
  const token = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const result = await send(delivery, policy, deps.now(), deps.allowPrivateWebhookAddresses);
    const attempts = delivery.attempts + 1;
    const nextAttemptAt =
      result.delivered || result.final || attempts >= policy.maxAttempts
        ? null
        : new Date(deps.now().getTime() + backoffMs(policy, attempts));
    const kept = await deps.webhooks.recordAttempt(
      delivery.id,
      token,
      { delivered: result.delivered, status: result.status, error: result.error, nextAttemptAt },
      deps.now(),
    );
    if (!result.delivered) {
      deps.logger.warn(
        {
          delivery: delivery.id,
          event: delivery.eventId,
          attempts,
          status: result.status,
          final: !nextAttemptAt,
        },
        'webhook delivery failed',
      );
    }
    // Our claim ran out while the receiver took its time and another worker took over: it records instead.
    if (!kept) deps.logger.warn({ delivery: delivery.id }, 'webhook delivery claim lost before recording');
  }

  async function runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const due = await deps.webhooks.claimDue(deps.now(), policy.leaseMs, policy.batchSize, token);
      await Promise.all(due.map(attempt));
      attempted += due.length;
      if (due.length < policy.batchSize || stopped) return attempted;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().catch((error: Error) => {
        deps.logger.error({ err: { message: error.message } }, 'webhook worker could not run');
        return 0;
      });
      running.finally(() => {
        running = null;
        schedule();
      });
    }, policy.pollMs);
    timer.unref();
  }

  if (options.autostart !== false) schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
