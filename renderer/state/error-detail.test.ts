import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { errorDetail } from './error-detail.ts';

const http = (message: string) =>
  new ApiError({ kind: 'http', status: 400, code: 'HTTP_ERROR', message, call: 'cancel' });

describe('errorDetail: the technical detail of a failure', () => {
  it('names the code and status of an API error', () => {
    expect(errorDetail(http('Card declined'))).toBe('HTTP_ERROR (400): Card declined');
  });

  it('keeps a force-show-message text as the backend wrote it: customers see it, codes have no place there', () => {
    expect(errorDetail(http('Your card expired. force-show-message'))).toBe(
      'Your card expired. force-show-message',
    );
  });

  it('reads any other error by its message', () => {
    expect(errorDetail(new Error('boom'))).toBe('boom');
    expect(errorDetail('plain')).toBe('plain');
  });
});
