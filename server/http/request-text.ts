/**
 * Text as requests carry it, made safe for both databases: PostgreSQL's text holds no NUL character (U+0000),
 * so a NUL that reached a statement failed it with a 500 there while SQLite stored it (an exploratory session
 * found both, and session facts lost after their session was kept). A body's NUL is kept as U+FFFD, as HTML's
 * parser does, so what a customer typed is stored, never refused; a URL that is not well formed or holds a NUL
 * is refused, with a message.
 */

/** Escaped, the only way JSON text carries a NUL inside a string. */
const ESCAPED_NUL = /\\u0000/;
const NUL = '\u0000';
const REPLACEMENT = '\uFFFD';

/** JSON.parse, with every NUL in a string value kept as U+FFFD. Throws as JSON.parse does. */
export function parseJsonText(text: string): unknown {
  if (!ESCAPED_NUL.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll(NUL, REPLACEMENT) : value,
  );
}

export const URL_TEXT_MESSAGE =
  'The URL is not well formed: a percent-encoding or a NUL character (%00) in it.';

/** decodeURIComponent, or undefined for text that is not well formed or holds a NUL. */
export function decodedText(text: string): string | undefined {
  try {
    const decoded = decodeURIComponent(text);
    return decoded.includes(NUL) ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** Whether every part of `url`'s path and query decodes, to text without a NUL. */
export function isWellFormedUrl(url: string): boolean {
  const { pathname, search } = new URL(url);
  const parts = [...pathname.split('/'), ...search.slice(1).split(/[&=]/)];
  return parts.every((part) => decodedText(part) !== undefined);
}
