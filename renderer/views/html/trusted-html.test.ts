import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resetTrustedHtmlPolicyForTests,
  TRUSTED_TYPES_POLICY_NAME,
  trustedHtmlRefused,
  trustSanitizerHtml,
} from './trusted-html.ts';

const RENDERER = join(import.meta.dirname, '..', '..');

class FakeTrustedHtml {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

function installTrustedTypes(
  createPolicy: (
    name: string,
    rules: { createHTML(html: string): string; createScriptURL(url: string): unknown },
  ) => unknown,
) {
  const factory = { createPolicy: vi.fn(createPolicy) };
  vi.stubGlobal('trustedTypes', factory);
  return factory;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetTrustedHtmlPolicyForTests();
});

describe('Trusted Types: HTML reaches a sink through the holdfast policy', () => {
  it('passes strings through where the browser has no Trusted Types', () => {
    expect(trustSanitizerHtml('<p>hi</p>')).toBe('<p>hi</p>');
  });

  it('makes the policy once, by its documented name, and wraps the HTML unchanged', () => {
    const factory = installTrustedTypes((_name, rules) => ({
      createHTML: (html: string) => new FakeTrustedHtml(rules.createHTML(html)),
      createScriptURL: rules.createScriptURL,
    }));
    const first = trustSanitizerHtml('<p>one</p>');
    const second = trustSanitizerHtml('<p>two</p>');
    expect(first).toBeInstanceOf(FakeTrustedHtml);
    expect(String(first)).toBe('<p>one</p>');
    expect(String(second)).toBe('<p>two</p>');
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY_NAME);
  });

  it('gives the same object for the same markup, so a re-render does not rebuild the description', () => {
    installTrustedTypes((_name, rules) => ({
      createHTML: (html: string) => new FakeTrustedHtml(rules.createHTML(html)),
      createScriptURL: rules.createScriptURL,
    }));
    expect(trustSanitizerHtml('<p>video</p>')).toBe(trustSanitizerHtml('<p>video</p>'));
    expect(trustSanitizerHtml('<p>video</p>')).not.toBe(trustSanitizerHtml('<p>other</p>'));
  });

  it("reports once when the page's CSP refuses the name, and falls back to strings", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installTrustedTypes(() => {
      throw new TypeError('Policy "holdfast" disallowed.');
    });
    expect(trustSanitizerHtml('<p>a</p>')).toBe('<p>a</p>');
    expect(trustSanitizerHtml('<p>b</p>')).toBe('<p>b</p>');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('trusted-types');
  });

  it('counts as refused only where the browser has Trusted Types and made us no policy', () => {
    expect(trustedHtmlRefused()).toBe(false);
    resetTrustedHtmlPolicyForTests();
    installTrustedTypes((_name, rules) => ({
      createHTML: (html: string) => new FakeTrustedHtml(rules.createHTML(html)),
      createScriptURL: rules.createScriptURL,
    }));
    expect(trustedHtmlRefused()).toBe(false);
    resetTrustedHtmlPolicyForTests();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installTrustedTypes(() => {
      throw new TypeError('Policy "holdfast" disallowed.');
    });
    expect(trustedHtmlRefused()).toBe(true);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('only the sanitiser may mint TrustedHTML', () => {
  it('fill-then-sanitise.ts is the one module that imports trustSanitizerHtml', () => {
    const minting = /import\s*\{[^}]*\btrustSanitizerHtml\b[^}]*\}\s*from\s*['"][^'"]*trusted-html\.ts['"]/;
    const importers = sourceFiles(RENDERER)
      .filter((file) => minting.test(readFileSync(file, 'utf8')))
      .map((file) => relative(RENDERER, file).split('\\').join('/'));
    expect(importers).toEqual(['views/html/fill-then-sanitise.ts']);
  });
});
