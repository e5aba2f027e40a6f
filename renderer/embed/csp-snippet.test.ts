// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRecord } from '../../contract/is-record.ts';
import { HOLDFAST_METHODS } from './api-types.ts';
import { holdfastCspSnippet } from './snippet.ts';

const LOADER_URL = 'https://cdn.example.test/holdfast/holdfast.js';
const NONCE = 'n0nce+/=';

function parse(html: string): HTMLScriptElement[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('script'));
}

afterEach(() => {
  Reflect.deleteProperty(window, 'holdfast');
});

describe('the strict-CSP snippet: a queue stub and an async loader tag, both with the nonce', () => {
  it('carries the nonce on both scripts and loads the loader by tag, not from JavaScript', () => {
    const [stub, loader, extra] = parse(holdfastCspSnippet(LOADER_URL, NONCE));
    expect(extra).toBeUndefined();
    expect(stub?.getAttribute('nonce')).toBe(NONCE);
    expect(stub?.hasAttribute('src')).toBe(false);
    // Trusted Types refuse a script URL set from JavaScript: the stub must not create a script.
    expect(stub?.textContent).not.toMatch(/createElement|\.src\s*=/);
    expect(loader?.getAttribute('nonce')).toBe(NONCE);
    expect(loader?.getAttribute('src')).toBe(LOADER_URL);
    expect(loader?.hasAttribute('async')).toBe(true);
  });

  it('defines a stub for every method that queues calls in order', () => {
    const [stub] = parse(holdfastCspSnippet(LOADER_URL, NONCE));
    // Test-only: evaluates our own snippet text; the shipped bundles are checked free of eval.
    new Function(stub?.textContent ?? '')();
    const holdfast: unknown = Reflect.get(window, 'holdfast');
    if (!isRecord(holdfast)) throw new Error('no window.holdfast');
    for (const name of [...HOLDFAST_METHODS, 'preload']) expect(typeof holdfast[name], name).toBe('function');
    const init = holdfast.init;
    const show = holdfast.show;
    if (typeof init !== 'function' || typeof show !== 'function') throw new Error('no stubs');
    void init({ appId: 'app_test' });
    void show();
    expect(Array.isArray(holdfast.q) && holdfast.q.map((call: unknown[]) => call[0])).toEqual([
      'init',
      'show',
    ]);
  });

  it('escapes a nonce or URL that could break out of its attribute', () => {
    const html = holdfastCspSnippet('https://cdn.example.test/h.js?a=1&b="x"', 'a"b<c');
    const [stub, loader] = parse(html);
    expect(stub?.getAttribute('nonce')).toBe('a"b<c');
    expect(loader?.getAttribute('src')).toBe('https://cdn.example.test/h.js?a=1&b="x"');
    expect(parse(html)).toHaveLength(2);
  });
});

describe('docs/snippet.md shows the strict-CSP snippet the code generates', () => {
  it('contains holdfastCspSnippet() for the documented URL and nonce, verbatim', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/snippet.md'), 'utf8');
    const [, url, nonce] = doc.match(/<!-- example-csp-snippet: (\S+) (\S+) -->/) ?? [];
    expect(url).toBeDefined();
    expect(doc).toContain(holdfastCspSnippet(url ?? '', nonce ?? ''));
  });
});
