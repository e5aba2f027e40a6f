import { describe, expect, it } from 'vitest';
import { nestsWithin } from './request-limits.ts';

describe('nestsWithin: the JSON depth check', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestsWithin('text', 0)).toBe(true);
    expect(nestsWithin({ a: [1, { b: 2 }] }, 3)).toBe(true);
    expect(nestsWithin({ a: [1, { b: 2 }] }, 2)).toBe(false);
  });

  it('walks a value far deeper than the stack would allow recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(nestsWithin(deep, 32)).toBe(false);
  });
});
