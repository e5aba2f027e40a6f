import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_BASE,
  FALLBACK_API_BASE,
  InvalidApiBaseError,
  normalizeApiBase,
  resolveApiBase,
} from './api-base.ts';

describe('the API base is fixed at build time with a run-time override (spec §9)', () => {
  it('falls back to the public API when the build defines none (as in tests)', () => {
    expect(DEFAULT_API_BASE).toBe(FALLBACK_API_BASE);
    expect(resolveApiBase()).toBe('https://api.holdfast.dev');
    expect(resolveApiBase(null)).toBe('https://api.holdfast.dev');
    expect(resolveApiBase('  ')).toBe('https://api.holdfast.dev');
  });

  it('uses the init option apiBase when given, without its trailing slash', () => {
    expect(resolveApiBase('http://localhost:8787/')).toBe('http://localhost:8787');
    expect(resolveApiBase('https://staging.example.com/holdfast//')).toBe(
      'https://staging.example.com/holdfast',
    );
  });

  it('refuses anything that is not an absolute http(s) URL', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/plain,x',
      '/relative',
      'ftp://files.example.com',
      'nope',
    ]) {
      expect(() => normalizeApiBase(bad), bad).toThrow(InvalidApiBaseError);
    }
  });

  it('refuses a base with a query or fragment, which paths could not be appended to', () => {
    expect(() => normalizeApiBase('https://api.example.com/?x=1')).toThrow(/query or fragment/);
    expect(() => normalizeApiBase('https://api.example.com/#top')).toThrow(/query or fragment/);
  });
});
