/**
 * A failed load of the cancel flow, read for the host (domain/init-failure.ts): the API client's error as the
 * domain's plain failure, then its cause, message and status. Fetched only when a load fails.
 */
import { isApiError } from '../api/api-error.ts';
import { type InitFailure, initFailure, type LoadFailure } from '../domain/init-failure.ts';
import type { ResolvedInitOptions } from './init-options.ts';

/** The API client's error (or anything else thrown while loading) as the domain reads it. */
export function loadFailureOf(error: unknown): LoadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return { kind: 'other', message };
  if (error.kind === 'http') return { kind: 'http', status: error.status ?? 0, message };
  if (error.kind === 'malformed') return { kind: 'malformed', status: error.status, message };
  if (error.kind === 'network') return { kind: 'network' };
  if (error.kind === 'timeout') return { kind: 'timeout' };
  return { kind: 'other', message };
}

/** What the host is told of a failed load: onError's code, message and status. */
export function describeInitFailure(options: ResolvedInitOptions, error: unknown): InitFailure {
  return initFailure({
    mode: options.mode,
    provider: options.provider,
    lite: options.lite,
    appId: options.appId ?? null,
    customerId: options.customerId ?? null,
    flowId: options.flowId ?? null,
    failure: loadFailureOf(error),
  });
}
