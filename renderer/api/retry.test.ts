import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { backoffMs, isRetryable } from './retry.ts';

function failure(kind: ApiErrorKind, status: number | null = null): ApiError {
  return new ApiError({ kind, status, code: 'HTTP_ERROR', message: 'x', call: 'pause' });
}

describe('a failed attempt is repeated only when the request may not have been applied', () => {
  it('repeats after a network error or a timeout', () => {
    expect(isRetryable(failure('network'))).toBe(true);
    expect(isRetryable(failure('timeout'))).toBe(true);
  });

  it('repeats after the gateway statuses 502, 503 and 504 only', () => {
    const retried = [400, 401, 404, 409, 422, 429, 500, 501, 502, 503, 504, 505].filter((status) =>
      isRetryable(failure('http', status)),
    );
    expect(retried).toEqual([502, 503, 504]);
  });

  it('never repeats after a malformed answer or an abort', () => {
    expect(isRetryable(failure('malformed', 200))).toBe(false);
    expect(isRetryable(failure('aborted'))).toBe(false);
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([500, 1000, 2000]);
  });
});
