// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafe,
  markupArbitrary,
  PROPERTY_TIMEOUT_MS,
  parse,
  withoutNul,
} from './sanitize-html.testing.ts';
import { renderRichText, sanitizeRichHtml } from './sanitize-html.ts';
import { XSS_PAYLOADS } from './xss-corpus.testing.ts';

describe('classic XSS payloads as description templates', () => {
  it('the corpus holds at least 60 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    expectSafe(renderRichText(payload, {}, { allowVideo: true }));
    expectSafe(renderRichText(payload, {}, { allowVideo: false }));
  });
});

describe('classic XSS payloads as placeholder values', () => {
  const template = `<p>{{x}}</p><p title="{{x}}"><a href="{{x}}">link</a></p><iframe src="{{x}}"></iframe>`;

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    const html = renderRichText(template, { x: payload }, { allowVideo: true });
    expectSafe(html);
    // The value is inert text: the first paragraph reads exactly the payload (the parser drops NULs).
    expect(parse(html).querySelector('p')?.textContent).toBe(withoutNul(payload));
  });
});

describe('sanitiser properties', () => {
  const html = markupArbitrary();
  const options = fc.record({ allowVideo: fc.boolean() });

  it(
    'never throws and always returns a string',
    () => {
      fc.assert(
        fc.property(fc.oneof(html, fc.string()), options, (input, opts) => {
          expect(typeof sanitizeRichHtml(input, opts)).toBe('string');
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'is idempotent: sanitising its output again changes nothing',
    () => {
      fc.assert(
        fc.property(html, options, (input, opts) => {
          const once = sanitizeRichHtml(input, opts);
          expect(sanitizeRichHtml(once, opts)).toBe(once);
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never outputs an on* attribute, a script, or a javascript:/data: URL',
    () => {
      fc.assert(
        fc.property(html, options, (input, opts) => {
          expectSafe(sanitizeRichHtml(input, opts));
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'placeholder values never turn into markup',
    () => {
      fc.assert(
        fc.property(fc.oneof(html, fc.string()), (value) => {
          const output = renderRichText('<p>{{v}}</p>', { v: value });
          expect(parse(output).querySelector('p')?.textContent).toBe(
            withoutNul(value).replace(/\r\n?/g, '\n'),
          );
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
