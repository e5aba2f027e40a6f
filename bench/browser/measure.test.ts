import { describe, expect, it } from 'vitest';
import { warmRunsFor } from './measure.ts';

describe('warm runs beside the cold ones', () => {
  it('are a third as many, rounded up, and never fewer than three', () => {
    expect(warmRunsFor(15)).toBe(5);
    expect(warmRunsFor(10)).toBe(4);
    expect(warmRunsFor(3)).toBe(3);
    expect(warmRunsFor(1)).toBe(3);
  });
});
