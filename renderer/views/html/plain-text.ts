import { fillPlaceholdersAsText, type TemplateValues } from '../../domain/templates.ts';

/**
 * A description's markup read as plain text without an HTML parser, for a page whose Trusted Types refuse
 * our policy: every parser and HTML sink would throw on our strings there (trusted-html.ts). The result is
 * only ever rendered as a text node, so nothing here is a sanitiser; it is for legibility: elements whose
 * content is not text go whole, other tags go (block ones leave a space), character references are
 * decoded, and the placeholders are filled as text last, so a value is never read as markup.
 */

/** Elements whose content is code, media or form state, never readable text. */
const HIDDEN_ELEMENTS =
  /<(script|style|template|textarea|title|noscript|iframe|object|svg|math|select)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const TAGS = /<([!?/]?)([a-z][a-z0-9-]*)[^>]*>/gi;
/** Tags inside a line of text; any other tag separates words. */
const INLINE_TAGS: ReadonlySet<string> = new Set(['a', 'b', 'code', 'em', 'i', 'span', 'strong', 'u']);
const REFERENCES = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeReference(reference: string, body: string): string {
  const lower = body.toLowerCase();
  const code = lower.startsWith('#x')
    ? Number.parseInt(lower.slice(2), 16)
    : lower.startsWith('#')
      ? Number.parseInt(lower.slice(1), 10)
      : Number.NaN;
  if (Number.isNaN(code)) return NAMED_REFERENCES[lower] ?? reference;
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/** The text a description's markup reads as, placeholders filled (see the note above). */
export function markupAsText(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
): string {
  const text = template
    .replace(COMMENTS, '')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(TAGS, (_tag, _prefix: string, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(REFERENCES, decodeReference);
  return fillPlaceholdersAsText(text, values);
}
