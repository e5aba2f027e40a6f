import { describe, expect, it } from 'vitest';
import { createBounceGuard } from './bounce-guard.ts';

describe('Repeated triggers within 400 ms are ignored', () => {
  it('accepts the first trigger', () => {
    expect(createBounceGuard()(1_000)).toBe(true);
  });

  it('ignores triggers within 400 ms of the last accepted one', () => {
    const guard = createBounceGuard();
    expect(guard(1_000)).toBe(true);
    expect(guard(1_001)).toBe(false);
    expect(guard(1_399)).toBe(false);
  });

  it('accepts a trigger exactly 400 ms later', () => {
    const guard = createBounceGuard();
    guard(1_000);
    expect(guard(1_400)).toBe(true);
  });

  it('measures from the last accepted trigger, not the last ignored one', () => {
    const guard = createBounceGuard();
    guard(0);
    expect(guard(300)).toBe(false);
    expect(guard(450)).toBe(true);
    expect(guard(700)).toBe(false);
    expect(guard(850)).toBe(true);
  });

  it('ignores a trigger at the very same moment', () => {
    const guard = createBounceGuard();
    guard(5);
    expect(guard(5)).toBe(false);
  });

  it('takes a custom window', () => {
    const guard = createBounceGuard(50);
    guard(0);
    expect(guard(49)).toBe(false);
    expect(guard(50)).toBe(true);
  });

  it('keeps separate guards independent', () => {
    const a = createBounceGuard();
    const b = createBounceGuard();
    a(0);
    expect(b(10)).toBe(true);
  });

  it('does not block forever when the clock goes backwards', () => {
    const guard = createBounceGuard();
    guard(10_000);
    expect(guard(2_000)).toBe(true);
    expect(guard(2_100)).toBe(false);
  });
});
