/**
 * Idempotency-Key as Stripe keeps it: the first request with a key stores its answer; a repeat with the
 * same parameters replays that answer (with `Idempotent-Replayed: true`), a repeat with different ones —
 * or on another path — is refused with 400 idempotency_error. As at Stripe, nothing is stored for a request
 * refused before it ran (an invalid parameter, an unknown object) or for a server error.
 */
import type { ParamObject } from '../form-params.ts';

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export function fingerprintOf(method: string, path: string, params: ParamObject): string {
  return `${method} ${path} ${JSON.stringify(sortKeys(params))}`;
}

/** Whether an answer is kept for replay: it ran (a success, or a card decline), not a refusal up front. */
export function isStored(status: number, errorType: string | undefined): boolean {
  if (status >= 500) return false;
  return status < 400 || errorType === 'card_error';
}

export function createIdempotencyStore() {
  const answers = new Map<string, StoredAnswer>();
  return {
    get: (key: string) => answers.get(key),
    set: (key: string, answer: StoredAnswer) => answers.set(key, answer),
    clear: () => answers.clear(),
  };
}
export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
