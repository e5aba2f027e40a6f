/**
 * What a call of spec §7 is: method, path, the schema of its answer, whether a failed attempt may be
 * repeated, and its own error texts (§8). The calls themselves are in the tables: the cancel flow's
 * (flow-call-table.ts), the failed-payment wall's (billing-call-table.ts) and the managed flow's
 * (identity-call-table.ts), one table per experience so each chunk carries only its own; call-table.ts
 * joins them.
 */
import * as v from 'valibot';
import type { StatusError, StatusErrors } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * `transient`: the same request (same body, same Idempotency-Key) is sent again after a network error, a
 * timeout, 502, 503 or 504 — never after another 4xx/5xx, where the backend has answered and may have acted.
 */
export type RetryPolicy = 'never' | 'transient';

/** The answer of a call whose body the widget does not read ("not shown" in spec §7): it is ignored. */
export const NO_ANSWER = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);

export interface CallDefinition<TAnswer, TName extends string = string> {
  name: TName;
  method: HttpMethod;
  /** Path under the API base; `{appId}` is the client's app id, other `{param}`s come from the caller. */
  path: string;
  /** Validates the answer where it enters; {@link NO_ANSWER} when the body is not read. */
  answer: v.GenericSchema<unknown, TAnswer>;
  retry: RetryPolicy;
  /** Money actions: the caller must pass an Idempotency-Key made once per customer intent. */
  idempotent: boolean;
  /** Errors for particular statuses of this call (spec §8). */
  statusErrors?: StatusErrors;
  /** Errors for a malformed answer whose first issue is at this path (e.g. a missing hmac). */
  answerIssueErrors?: Readonly<Record<string, StatusError>>;
  /** A longer default timeout for calls with large bodies. */
  timeoutMs?: number;
}

export function defineCall<TAnswer, const TName extends string>(
  definition: CallDefinition<TAnswer, TName>,
): CallDefinition<TAnswer, TName> {
  return definition;
}

export { ORGS_PATH } from './call-routes.ts';
