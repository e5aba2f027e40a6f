import { describe, expect, it } from 'vitest';
import { externalBackendOrigin } from './backend-origin.ts';

describe('externalBackendOrigin', () => {
  it('is null without the parameter: msw answers in the page', () => {
    expect(externalBackendOrigin('?customer=paused')).toBeNull();
  });

  it('takes the origin of an http(s) URL, dropping any path', () => {
    expect(externalBackendOrigin('?backend=http%3A%2F%2F127.0.0.1%3A4100%2Fx')).toBe('http://127.0.0.1:4100');
    expect(externalBackendOrigin('?backend=https://api.example.com')).toBe('https://api.example.com');
  });

  it('ignores what is not an http(s) URL', () => {
    expect(externalBackendOrigin('?backend=javascript:alert(1)')).toBeNull();
    expect(externalBackendOrigin('?backend=not a url')).toBeNull();
  });
});
