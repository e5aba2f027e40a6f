/**
 * Webhooks out (issue 21 item 5), the service side: the business registers endpoints per app (each with its
 * own signing secret, shown once), events are written to the outbox in the transaction that stores what they
 * announce (`announce`), and deliveries can be listed and a failed one sent again. Used by the CLI
 * (server/webhook-command.ts) and by the route module the dashboard mounts (http/webhook-routes.ts).
 */

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DELIVERY_STATES } from '../../contract/dashboard-webhooks-api.ts';
import type { Mode, Provider, SessionResults } from '../../contract/schemas/index.ts';
import type { KeptBeside } from '../storage/idempotency-store.ts';
import type { Database } from '../storage/tables.ts';
import type { DeliveryRecord, DeliveryState } from '../storage/webhook-deliveries-store.ts';
import { DuplicateEndpointError, type WebhookEndpoint } from '../storage/webhooks-store.ts';
import type { Caller } from './caller.ts';
import type { ServiceDeps } from './deps.ts';
import { WEBHOOK_MESSAGES } from './messages.ts';
import { failure, type Outcome, success } from './outcome.ts';
import { refusedHost } from './webhook-address.ts';
import {
  EVENT_TYPES,
  type EventType,
  MAX_ENDPOINT_URL_LENGTH,
  MAX_ENDPOINTS_PER_APP,
} from './webhook-policy.ts';
import { newEndpointSecret } from './webhook-signature.ts';

/** What every delivery's body holds; `data` depends on the type (docs/server.md "Webhooks"). */
export interface WebhookEventBody<T = unknown> {
  id: string;
  type: EventType;
  createdAt: string;
  appId: string;
  data: T;
}

/** Who an event is about: the verified header identity, null for an anonymous (lite) session. */
export interface EventCustomer {
  provider: Provider;
  id: string;
}

export const DEFAULT_DELIVERY_LIST_LIMIT = 50;
export const MAX_DELIVERY_LIST_LIMIT = 500;

/** An endpoint URL a business may register (webhooks, customer data): http(s), no credentials, not too long. */
export function validEndpointUrl(raw: string): string | null {
  if (raw.length > MAX_ENDPOINT_URL_LENGTH) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** Registers an endpoint; the answer carries its secret, which is never listed again. */
export async function registerEndpoint(
  deps: ServiceDeps,
  appId: string,
  rawUrl: string,
): Promise<Outcome<WebhookEndpoint & { secret: string }>> {
  if (!(await deps.apps.exists(appId))) return failure('not-found', WEBHOOK_MESSAGES.unknownApp(appId));
  const trimmed = rawUrl.trim();
  if (trimmed.length > MAX_ENDPOINT_URL_LENGTH)
    return failure('invalid', WEBHOOK_MESSAGES.urlTooLong(MAX_ENDPOINT_URL_LENGTH));
  const url = validEndpointUrl(trimmed);
  if (!url) return failure('invalid', WEBHOOK_MESSAGES.badUrl);
  if (!deps.allowPrivateWebhookAddresses) {
    const refused = await refusedHost(new URL(url).hostname);
    if (refused) return failure('invalid', WEBHOOK_MESSAGES.privateAddress(refused));
  }
  const registered = await deps.webhooks.endpoints(appId);
  // Compared as normalised (validEndpointUrl): a receiver registered twice would get every event twice.
  if (registered.some((endpoint) => endpoint.url === url))
    return failure('invalid', WEBHOOK_MESSAGES.alreadyRegistered(url));
  if (registered.length >= MAX_ENDPOINTS_PER_APP)
    return failure('invalid', WEBHOOK_MESSAGES.tooManyEndpoints(MAX_ENDPOINTS_PER_APP));
  const secret = newEndpointSecret();
  // The unique index (migration 019) answers two registrations racing past the check above.
  try {
    const endpoint = await deps.webhooks.addEndpoint(appId, url, secret, deps.now());
    return success({ ...endpoint, secret });
  } catch (error) {
    if (error instanceof DuplicateEndpointError)
      return failure('invalid', WEBHOOK_MESSAGES.alreadyRegistered(url));
    throw error;
  }
}

export async function listEndpoints(deps: ServiceDeps, appId: string): Promise<Outcome<WebhookEndpoint[]>> {
  if (!(await deps.apps.exists(appId))) return failure('not-found', WEBHOOK_MESSAGES.unknownApp(appId));
  return success(await deps.webhooks.endpoints(appId));
}

export async function removeEndpoint(
  deps: ServiceDeps,
  appId: string,
  endpointId: string,
): Promise<Outcome<{ removed: string }>> {
  const removed = await deps.webhooks.removeEndpoint(appId, endpointId, deps.now());
  return removed ? success({ removed: endpointId }) : failure('not-found', WEBHOOK_MESSAGES.unknownEndpoint);
}

/** The app's deliveries, newest first: `state` narrows to pending, delivered or failed ones. */
export async function listDeliveries(
  deps: ServiceDeps,
  appId: string,
  filter: { state?: string | undefined; eventId?: string | undefined; limit?: number | undefined } = {},
): Promise<Outcome<DeliveryRecord[]>> {
  if (!(await deps.apps.exists(appId))) return failure('not-found', WEBHOOK_MESSAGES.unknownApp(appId));
  const state = filter.state || undefined;
  if (state !== undefined && !(DELIVERY_STATES as readonly string[]).includes(state))
    return failure('invalid', WEBHOOK_MESSAGES.badState(DELIVERY_STATES));
  const limit = Math.min(
    MAX_DELIVERY_LIST_LIMIT,
    Math.max(1, Math.floor(filter.limit ?? DEFAULT_DELIVERY_LIST_LIMIT) || DEFAULT_DELIVERY_LIST_LIMIT),
  );
  return success(
    await deps.webhooks.deliveries(appId, {
      ...(state ? { state: state as DeliveryState } : {}),
      ...(filter.eventId ? { eventId: filter.eventId } : {}),
      limit,
    }),
  );
}

/** Sends a failed delivery again from its first attempt (after the business fixed its receiver). */
export async function redeliver(
  deps: ServiceDeps,
  appId: string,
  deliveryId: string,
): Promise<Outcome<{ redelivering: string }>> {
  const queued = await deps.webhooks.redeliver(appId, deliveryId, deps.now());
  return queued
    ? success({ redelivering: deliveryId })
    : failure('invalid', WEBHOOK_MESSAGES.notRedeliverable);
}

/**
 * Writes an event for every endpoint of the app into the outbox, on `executor`: the caller passes the
 * transaction that stores what the event announces, so the event exists if and only if that was stored.
 */
export async function announce(
  deps: Pick<ServiceDeps, 'webhooks' | 'now'>,
  executor: Kysely<Database>,
  appId: string,
  type: EventType,
  data: unknown,
): Promise<void> {
  const body: WebhookEventBody = {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type,
    createdAt: deps.now().toISOString(),
    appId,
    data,
  };
  await deps.webhooks.enqueue(executor, {
    id: body.id,
    appId,
    type,
    body: JSON.stringify(body),
    createdAt: body.createdAt,
  });
}

/** The customer part of an event's data. */
export function eventCustomer(provider: Provider, claimedId: string | null): EventCustomer | null {
  return claimedId === null ? null : { provider, id: claimedId };
}

export interface SessionCompletedData {
  sessionId: string;
  mode: Mode;
  customer: EventCustomer | null;
  lite: boolean;
  /** The session's results as the widget sent them (answers, accepted offer, outcome), the customer verified. */
  results: SessionResults;
}

export interface ActionCompletedData {
  /** The contract's call name: pause, resume, cancel, discount, extendTrial, updatePlan, updateBilling. */
  action: string;
  mode: Mode;
  customer: EventCustomer | null;
  /** The answer the widget got (the changed subscription, or the card update's payment answer). */
  result: unknown;
}

/**
 * What a money action keeps beside its answer: an `action.completed` event when it succeeded (a refused or
 * failed action changed nothing, so it announces nothing). Runs in the idempotency key's completing
 * transaction, so a replayed answer never announces twice.
 */
export function announceAction(deps: Pick<ServiceDeps, 'webhooks' | 'now'>, caller: Caller, action: string) {
  return async (outcome: Outcome<unknown>) => {
    if (!outcome.ok) return null;
    // Most apps have no endpoint: then the kept answer needs no transaction. An endpoint added just after
    // this check misses this event, as it would had the action ended a moment sooner.
    if (!(await deps.webhooks.hasEndpoints(caller.app.appId))) return null;
    const data: ActionCompletedData = {
      action,
      mode: caller.mode,
      customer: eventCustomer(caller.provider, caller.claimedId),
      result: outcome.value,
    };
    const kept: KeptBeside = {
      inTransaction: (trx) => announce(deps, trx, caller.app.appId, EVENT_TYPES.actionCompleted, data),
    };
    return kept;
  };
}
