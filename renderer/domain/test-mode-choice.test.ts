import { describe, expect, it } from 'vitest';
import { testModeChoice } from './test-mode-choice.ts';

const available = ['test-a', 'test-b', 'test-c'];

describe('Test mode: the offer acts on what its selector shows (spec §2 test coupon / test plan selector)', () => {
  it("the tester's pick wins when the selector lists it", () => {
    expect(testModeChoice({ picked: 'test-c', configured: ['live'], validTest: ['test-b'], available })).toBe(
      'test-c',
    );
  });

  it('a pick the selector does not list is ignored', () => {
    expect(testModeChoice({ picked: 'gone', configured: [], validTest: ['test-b'], available })).toBe(
      'test-b',
    );
  });

  it("the offer's own id is kept when it is a test one", () => {
    expect(testModeChoice({ picked: null, configured: ['test-c'], validTest: ['test-b'], available })).toBe(
      'test-c',
    );
  });

  it("a live coupon or plan falls back to the offer's first valid test id that is listed", () => {
    expect(
      testModeChoice({ picked: null, configured: ['save30'], validTest: ['missing', 'test-b'], available }),
    ).toBe('test-b');
  });

  it("without valid test ids: the selector's first option", () => {
    expect(testModeChoice({ picked: null, configured: ['save30'], validTest: [], available })).toBe('test-a');
  });

  it('an empty selector: nothing to pick', () => {
    expect(testModeChoice({ picked: 'x', configured: ['y'], validTest: ['z'], available: [] })).toBeNull();
  });
});
