/**
 * Idempotency-Key handling for actions: the first request with a key is applied and its answer kept; a
 * repeat with the same key replays that answer and never applies the action again (a retry after a lost
 * response must not pause or cancel twice). A key reused for a different request is refused, as Stripe does.
 */

import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/headers.ts';
import type { AppState } from './app-state.ts';
import { MESSAGES } from './messages.ts';
import { fail } from './responses.ts';
import type { MockResponse } from './types.ts';

export interface IdempotentEntry {
  /** Method, path and body of the first request. */
  fingerprint: string;
  /** The first answer; a promise so a concurrent repeat waits for it instead of acting. */
  answer: Promise<MockResponse>;
}

/** Answers an idempotent action: replays a kept answer or applies `act` once and keeps its answer. */
export async function idempotently(
  app: AppState,
  scope: { key: string; claimedId: string | null; method: string; path: string; body: unknown },
  act: () => MockResponse | Promise<MockResponse>,
): Promise<MockResponse> {
  const storeKey = `${scope.claimedId ?? ''}\u0000${scope.key}`;
  const fingerprint = `${scope.method} ${scope.path} ${JSON.stringify(scope.body ?? null)}`;
  const kept = app.idempotency.get(storeKey);
  if (kept) {
    if (kept.fingerprint !== fingerprint) return fail(422, MESSAGES.idempotencyKeyReused);
    const first = await kept.answer;
    return {
      ...first,
      body: structuredClone(first.body),
      headers: { ...first.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
    };
  }
  // Kept as a snapshot: the answer must not change when the subscription changes later.
  const answer = Promise.resolve()
    .then(act)
    .then((first) => ({ ...first, body: structuredClone(first.body) }));
  app.idempotency.set(storeKey, { fingerprint, answer });
  return answer;
}
