// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectSafe, PROPERTY_TIMEOUT_MS, parse, withoutNul, YOUTUBE } from './sanitize-html.testing.ts';
import { RICH_TEXT_TAGS, renderRichText, sanitizeRichHtml } from './sanitize-html.ts';
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
  const tag = fc.constantFrom(
    ...RICH_TEXT_TAGS,
    'iframe',
    'script',
    'img',
    'svg',
    'math',
    'style',
    'noscript',
    'textarea',
    'table',
    'form',
    'div',
  );
  const attribute = fc.tuple(
    fc.constantFrom(
      'href',
      'src',
      'onclick',
      'onerror',
      'style',
      'title',
      'target',
      'xlink:href',
      'allow',
      'formaction',
    ),
    fc.constantFrom(
      'javascript:alert(1)',
      ' JaVa\tScRiPt:x',
      'data:text/html,x',
      'https://example.com',
      YOUTUBE,
      'mailto:a@b.c',
      '"><script>alert(1)</script>',
      'x',
    ),
  );
  const element = fc
    .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 12 }), fc.boolean())
    .map(
      ([name, attrs, text, close]) =>
        `<${name}${attrs.map(([a, value]) => ` ${a}="${value}"`).join('')}>${text}${close ? `</${name}>` : ''}`,
    );
  const html = fc
    .array(fc.oneof(element, fc.string({ maxLength: 8 })), { maxLength: 8 })
    .map((parts) => parts.join(''));
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
