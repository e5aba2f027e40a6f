/**
 * What the sanitiser's tests (`sanitize-html*.test.ts`) share: parsing the output and the allowlist audit.
 * Not imported by the product.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, safeVideoEmbedUrl } from './rich-text-policy.ts';
import type { SafeHtml } from './trusted-html.ts';

/** jsdom parsing is slow on a shared machine; properties run many sanitisations each. */
export const PROPERTY_TIMEOUT_MS = 60_000;

export const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

// renderRichText answers TrustedHTML where the browser has Trusted Types; jsdom has none, so a string.
export function parse(html: SafeHtml): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = String(html);
  return template.content;
}

/** Browsers ignore ASCII whitespace and control characters inside a scheme; so must the check. */
export const isScriptUrl = (value: string) =>
  /^(?:javascript|data|vbscript):/i.test([...value].filter((char) => char.charCodeAt(0) > 0x20).join(''));

/** The HTML parser drops NUL characters from text. */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '');

const URL_ATTRIBUTES: readonly string[] = ['href', 'src', 'xlink:href', 'action', 'formaction'];

/** Everything the spec's allowlist forbids, checked on the parsed output rather than on the string. */
export function expectSafe(html: SafeHtml): void {
  expect(html).not.toMatch(/<script/i);
  const allowedTags: readonly string[] = [...RICH_TEXT_TAGS, 'iframe'];
  const allowedAttributes: readonly string[] = RICH_TEXT_ATTRIBUTES;
  for (const element of parse(html).querySelectorAll('*')) {
    expect(allowedTags).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(allowedAttributes).toContain(attribute.name);
      // A title may say "javascript:" harmlessly; a URL attribute may not.
      if (URL_ATTRIBUTES.includes(attribute.name)) expect(isScriptUrl(attribute.value)).toBe(false);
    }
    if (element.localName === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      expect(safeVideoEmbedUrl(src)).toBe(src);
    }
    if (element.localName === 'a') {
      expect(element.getAttribute('target')).toBe('_blank');
      expect(element.getAttribute('rel')).toBe('noopener noreferrer');
    }
  }
}

/** Markup made of allowed and forbidden tags, hostile attributes and text: what the sanitiser properties run on. */
export function markupArbitrary(): fc.Arbitrary<string> {
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
    'h6',
    'thead',
    'select',
    'xmp',
    'template',
    'foo',
    'x-widget',
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
      'width',
      'rel',
      'allowfullscreen',
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
      ' padded ',
      'a-->b',
      '',
    ),
  );
  const element = fc
    .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 12 }), fc.boolean())
    .map(
      ([name, attrs, text, close]) =>
        `<${name}${attrs.map(([a, value]) => ` ${a}="${value}"`).join('')}>${text}${close ? `</${name}>` : ''}`,
    );
  return fc
    .array(fc.oneof(element, fc.string({ maxLength: 8 })), { maxLength: 8 })
    .map((parts) => parts.join(''));
}
