/**
 * Placeholders filled into an HTML template (spec §2 description placeholders), for the fill-then-sanitise
 * path only (views/html/fill-then-sanitise.ts). A value is data wherever the flow author put its placeholder:
 * each is escaped for the place it lands in — element text, a quoted or an unquoted attribute value — and
 * one in a tag or attribute name is left out, so no value can add an element or an attribute.
 */
import { fillTemplate, type TemplateValues } from './templates.ts';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for any HTML context a value may land in: element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Escapes text for an unquoted attribute value too: whitespace ends such a value (and would start another
 * attribute), so it is written as a character reference, like `=`.
 */
function escapeUnquoted(text: string): string {
  return escapeHtml(text).replace(/[\t\n\f\r =]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Where in the markup a placeholder sits, as the HTML tokenizer would see it. */
type Slot = 'text' | 'quoted' | 'unquoted' | 'name';

/** Marks a filled placeholder until its slot is known; private-use characters the template may not keep. */
const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/g;
const MARK = /\uE000(\d+)\uE001/g;

const isSpace = (char: string) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

/**
 * The slot of each mark in `html`, by its index: a small HTML tokenizer (data, comments, tags, attribute
 * names and values — the states in which a browser would read a filled value differently).
 */
function slotsOf(html: string): Map<number, Slot> {
  const slots = new Map<number, Slot>();
  type State = 'data' | 'comment' | 'tag' | 'attr' | 'afterName' | 'beforeValue' | 'dq' | 'sq' | 'unq';
  let state: State = 'data';
  let i = 0;
  while (i < html.length) {
    const char = html[i]!;
    if (char === MARK_OPEN) {
      const end = html.indexOf(MARK_CLOSE, i);
      const index = Number(html.slice(i + 1, end));
      if (state === 'beforeValue') state = 'unq';
      const slot: Slot =
        state === 'data' || state === 'comment'
          ? 'text'
          : state === 'dq' || state === 'sq'
            ? 'quoted'
            : state === 'unq'
              ? 'unquoted'
              : 'name';
      slots.set(index, slot);
      if (state === 'afterName') state = 'attr';
      i = end + 1;
      continue;
    }
    switch (state) {
      case 'data':
        if (html.startsWith('<!--', i)) {
          state = 'comment';
          i += 3;
        } else if (
          char === '<' &&
          (isLetter(html[i + 1]) || (html[i + 1] === '/' && isLetter(html[i + 2])))
        ) {
          state = 'tag';
        }
        break;
      case 'comment':
        if (html.startsWith('-->', i)) {
          state = 'data';
          i += 2;
        }
        break;
      case 'tag':
      case 'attr':
        if (char === '>') state = 'data';
        else if (isSpace(char) || char === '/') state = 'afterName';
        else if (char === '=' && state === 'attr') state = 'beforeValue';
        break;
      case 'afterName':
        if (char === '>') state = 'data';
        else if (char === '=') state = 'beforeValue';
        else if (!isSpace(char) && char !== '/') state = 'attr';
        break;
      case 'beforeValue':
        if (char === '"') state = 'dq';
        else if (char === "'") state = 'sq';
        else if (char === '>') state = 'data';
        else if (!isSpace(char)) state = 'unq';
        break;
      case 'dq':
        if (char === '"') state = 'afterName';
        break;
      case 'sq':
        if (char === "'") state = 'afterName';
        break;
      case 'unq':
        if (char === '>') state = 'data';
        else if (isSpace(char)) state = 'afterName';
        break;
    }
    i += 1;
  }
  return slots;
}

const ENCODERS: Record<Slot, (text: string) => string> = {
  text: escapeHtml,
  quoted: escapeHtml,
  unquoted: escapeUnquoted,
  name: () => '',
};

/**
 * Fills `{{attribute|fallback}}` placeholders in an HTML template (spec §2 description placeholders).
 * Values and fallbacks are escaped for their slot (a name slot takes none); an unknown attribute gives its
 * fallback, and no fallback gives ''. Keys are case-sensitive. The result still needs sanitising: use
 * `renderRichText`, not this, for anything that reaches the DOM as HTML.
 */
export function fillPlaceholders(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
): string {
  // First the marks, so the tokenizer reads the author's markup only, never a value.
  const filled: string[] = [];
  const marked = fillTemplate(template.replace(MARKS, ''), values, (text) => {
    filled.push(text);
    return `${MARK_OPEN}${filled.length - 1}${MARK_CLOSE}`;
  });
  const slots = slotsOf(marked);
  return marked.replace(MARK, (_mark, index: string) =>
    ENCODERS[slots.get(Number(index)) ?? 'name'](filled[Number(index)] ?? ''),
  );
}
