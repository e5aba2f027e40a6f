import { describe, expect, it } from 'vitest';
import { InvalidApiBaseError, resolveApiBase } from './api-base.ts';
import { ApiError, isApiError } from './api-error.ts';

describe('the API errors carry their facts as own properties', () => {
  it('ApiError: name, kind, status, code and call, in that order, beside the message and the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new ApiError({
      kind: 'network',
      status: null,
      code: 'NETWORK_ERROR',
      message: 'offline',
      call: 'embed',
      cause,
    });
    expect(Object.keys(error)).toEqual(['name', 'kind', 'status', 'code', 'call']);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'network', status: null, code: 'NETWORK_ERROR' });
    expect(error.message).toBe('offline');
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(String(error)).toBe('ApiError: offline');
  });

  it('InvalidApiBaseError: named for what it is', () => {
    expect(() => resolveApiBase('javascript:alert(1)')).toThrow(InvalidApiBaseError);
    const error = new InvalidApiBaseError('bad');
    expect(Object.keys(error)).toEqual(['name']);
    expect(String(error)).toBe('InvalidApiBaseError: bad');
  });
});
