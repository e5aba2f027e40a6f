// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { coreUrlFrom, findLoaderSrc } from './loader.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the loader finds the core beside its own URL', () => {
  it('falls back to the last script whose path ends in /holdfast.js', () => {
    for (const src of [
      'https://a.example.test/holdfast.js',
      'https://b.example.test/v2/holdfast.js?v=7',
      'https://c.example.test/not-holdfast.js',
    ]) {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }
    expect(findLoaderSrc(document)).toBe('https://b.example.test/v2/holdfast.js?v=7');
  });

  it('finds nothing when no script looks like the loader', () => {
    expect(findLoaderSrc(document)).toBeUndefined();
  });

  it('keeps the loader query so cache-busting reaches the core', () => {
    expect(coreUrlFrom('https://cdn.example.test/hf/holdfast.js?v=7')).toBe(
      'https://cdn.example.test/hf/holdfast-core.js?v=7',
    );
    expect(coreUrlFrom(undefined)).toBeUndefined();
    expect(coreUrlFrom('not a url')).toBeUndefined();
  });
});
