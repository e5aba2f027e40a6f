/**
 * The fake's core: its state, and the context each action runs in — the clock, the request that caused it
 * (stamped on the events, as Stripe does) and the event sink the webhooks read from.
 */
import type Stripe from 'stripe';
import { buildEvent, type EventObject } from './objects/event.ts';
import { createState, type FakeState } from './state.ts';

export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

export interface Ctx {
  state: FakeState;
  request: RequestInfo | null;
  /** Records an event with a snapshot of `object` as it is now. */
  emit<T extends Stripe.Event.Type>(
    type: T,
    object: EventObject<T>,
    previous?: Record<string, unknown>,
  ): void;
}

export type EventListener = (event: Stripe.Event) => void;

export interface Engine {
  readonly state: FakeState;
  ctx(request: RequestInfo | null): Ctx;
  onEvent(listener: EventListener): void;
  /** Empties every collection and sets the clock. */
  reset(now: number): void;
}

/** A deep copy in wire form (Decimals become their strings, as they do on the wire). */
export function snapshot<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function createEngine(now: number): Engine {
  let state = createState(now);
  const listeners: EventListener[] = [];
  return {
    get state() {
      return state;
    },
    ctx(request) {
      return {
        state,
        request,
        emit(type, object, previous) {
          const event = buildEvent({
            type,
            object: snapshot(object),
            ...(previous ? { previousAttributes: snapshot(previous) } : {}),
            request,
            now: state.now,
          });
          state.events.set(event.id, event);
          for (const listener of listeners) listener(event);
        },
      };
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    reset(at) {
      state = createState(at);
    },
  };
}

/** The top-level fields that differ between two snapshots, with their earlier values (previous_attributes). */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key] ?? null;
  }
  return previous;
}
