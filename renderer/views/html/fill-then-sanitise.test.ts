// @vitest-environment jsdom
/**
 * Property tests of the whole fill-then-sanitise pipeline (renderRichText): configuration templates made
 * of XSS payloads, placeholders and fallbacks, filled with payload values. The browser suite
 * (e2e/quality/xss.e2e.ts) renders the same corpus through the built widget.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderRichText, sanitizeRichHtml } from './sanitize-html.ts';
import { XSS_PAYLOADS } from './xss-corpus.testing.ts';

/** jsdom parsing is slow on a shared machine; each property sanitises a few hundred documents or more. */
const PROPERTY_TIMEOUT_MS = 60_000;
const RUNS = 300;

const KEYS = ['name', 'plan', 'CUSTOMER_NAME_FIRST'] as const;

const payload = fc.constantFrom(...XSS_PAYLOADS);
const text = fc.oneof(payload, fc.string({ maxLength: 16 }));
const placeholder = fc
  .tuple(fc.constantFrom(...KEYS, 'missing'), fc.option(text, { nil: undefined }))
  .map(([key, fallback]) => (fallback === undefined ? `{{${key}}}` : `{{${key}|${fallback}}}`));
const template = fc
  .array(fc.oneof(payload, placeholder, fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''));
const values = fc.record(Object.fromEntries(KEYS.map((key) => [key, text])));
const options = fc.record({ allowVideo: fc.boolean() });

/** Browsers ignore ASCII whitespace and control characters inside a scheme; so must the check. */
const isScriptUrl = (value: string) =>
  /^(?:javascript|data|vbscript):/i.test([...value].filter((char) => char.charCodeAt(0) > 0x20).join(''));

function unsafeParts(html: string): string[] {
  const container = document.createElement('template');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.content.querySelectorAll('*')) {
    if (element.localName === 'script') found.push('script element');
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${attribute.name} on <${element.localName}>`);
      if (
        ['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attribute.name) &&
        isScriptUrl(attribute.value)
      )
        found.push(`${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

describe('the fill-then-sanitise pipeline (renderRichText)', () => {
  it(
    'never throws, whatever the template and the values',
    () => {
      fc.assert(
        fc.property(template, values, options, (t, v, o) => {
          expect(() => renderRichText(t, v, o)).not.toThrow();
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'is idempotent: its output sanitised again is unchanged',
    () => {
      fc.assert(
        fc.property(template, values, options, (t, v, o) => {
          const once = renderRichText(t, v, o);
          expect(sanitizeRichHtml(String(once), o)).toBe(String(once));
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never lets out a script, an on* attribute, or a javascript:/data: URL',
    () => {
      fc.assert(
        fc.property(template, values, options, (t, v, o) => {
          expect(unsafeParts(String(renderRichText(t, v, o)))).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
