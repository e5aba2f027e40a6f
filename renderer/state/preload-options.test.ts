// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseInitOptions } from './init-options.ts';

const base = { appId: 'app', customerId: 'cus_1', authHash: 'hash' };

function messageOf(input: object): string {
  const result = parseInitOptions({ ...base, ...input });
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

describe('init option preload (issue 22: warm by default)', () => {
  it("is 'idle' when the host says nothing", () => {
    const result = parseInitOptions(base);
    expect(result.ok && result.options.preload).toBe('idle');
  });

  it.each(['idle', 'none'] as const)("takes '%s'", (preload) => {
    const result = parseInitOptions({ ...base, preload });
    expect(result.ok && result.options.preload).toBe(preload);
  });

  it('refuses another value, naming the option and the values it allows', () => {
    expect(messageOf({ preload: 'eager' })).toBe(
      'Problem initializing Holdfast: preload: Invalid type: Expected ("idle" | "intent" | "none") but received "eager"',
    );
  });
});

describe('init option preloadTarget', () => {
  it("takes an element or a CSS selector with 'intent'", () => {
    const button = document.createElement('button');
    const withElement = parseInitOptions({ ...base, preload: 'intent', preloadTarget: button });
    expect(withElement.ok && withElement.options.preloadTarget).toBe(button);
    const withSelector = parseInitOptions({ ...base, preload: 'intent', preloadTarget: '#cancel' });
    expect(withSelector.ok && withSelector.options.preloadTarget).toBe('#cancel');
  });

  it("is required by 'intent'", () => {
    expect(messageOf({ preload: 'intent' })).toBe(
      "Problem initializing Holdfast: preloadTarget: required when preload is 'intent'",
    );
  });

  it('refuses a selector the browser cannot parse, and what is neither an element nor a string', () => {
    const expected =
      'Problem initializing Holdfast: preloadTarget: expected an element or a valid CSS selector';
    expect(messageOf({ preload: 'intent', preloadTarget: '#cancel[' })).toBe(expected);
    expect(messageOf({ preload: 'intent', preloadTarget: 42 })).toBe(expected);
  });
});
