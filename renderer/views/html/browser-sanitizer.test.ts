// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSanitizerApi, resetSanitizerApiForTests } from './browser-sanitizer.ts';

/** A stand-in for the 2025 Sanitizer, which reports its configuration; Chromium's earlier one had no get(). */
class Sanitizer2025 {
  get() {
    return {};
  }
}
class EarlierSanitizer {}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Document, 'parseHTMLUnsafe');
  resetSanitizerApiForTests();
});

describe('which browsers sanitise descriptions themselves (the HTML Sanitizer API)', () => {
  it('one with the 2025 Sanitizer and Document.parseHTMLUnsafe does', () => {
    vi.stubGlobal('Sanitizer', Sanitizer2025);
    Reflect.set(Document, 'parseHTMLUnsafe', () => document);
    expect(hasSanitizerApi()).toBe(true);
  });

  it('one without it does not (jsdom, Safari today): DOMPurify is used', () => {
    expect(hasSanitizerApi()).toBe(false);
  });

  it("Chromium's earlier Sanitizer, which took other options, does not count", () => {
    vi.stubGlobal('Sanitizer', EarlierSanitizer);
    Reflect.set(Document, 'parseHTMLUnsafe', () => document);
    expect(hasSanitizerApi()).toBe(false);
  });

  it('a Sanitizer without Document.parseHTMLUnsafe does not count', () => {
    vi.stubGlobal('Sanitizer', Sanitizer2025);
    expect(hasSanitizerApi()).toBe(false);
  });
});
