import {
  allowedTags,
  CONTENT_KEPT_TAGS,
  IFRAME_ONLY_ATTRIBUTES,
  INERT_ATTRIBUTE_VALUE,
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  type RichTextOptions,
  ruledAttributeValue,
  sanitizeToFixedPoint,
} from './rich-text-policy.ts';
import { sanitizerPolicy } from './trusted-html.ts';

/**
 * The description sanitiser where the browser has the HTML Sanitizer API: no chunk to fetch after the
 * embed answer, so a step with markup paints in one go. The browser applies the allowlist of
 * rich-text-policy.ts; this module adds the rules a name list cannot say (which URLs, which players),
 * and the value checks DOMPurify makes on its own, so both paths give the same markup
 * (e2e/quality/sanitiser-paths.e2e.ts).
 *
 * It calls `Document.parseHTMLUnsafe` with an explicit sanitizer, not `setHTML`: the safe methods always
 * remove iframes, and spec §2 keeps approved video players. The configuration is an allowlist without a
 * single element or attribute that runs script, and the markup is parsed into a document of its own,
 * which has no browsing context: nothing in it runs or loads.
 */

/** Attribute values DOMPurify drops whatever the attribute: a comment or raw-text end, a tag's end. */
const BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const SELF_CLOSING = /\/>/;
/** What DOMPurify takes out of a value before that check: controls, spaces and the Unicode spaces. */
function compact(value: string): string {
  return [...value]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      const space = code === 0xa0 || code === 0x1680 || code === 0x180e || code === 0x205f || code === 0x3000;
      return code > 0x20 && !space && (code < 0x2000 || code > 0x2029);
    })
    .join('');
}
/** The one allowed attribute that is text, never a URL. */
const TEXT_ATTRIBUTE = 'title';

/** The shape of the 2025 HTML Sanitizer configuration the browser is given. */
interface SanitizerConfig {
  elements: Array<string | { name: string; attributes: string[] }>;
  replaceWithChildrenElements: readonly string[];
  attributes: string[];
  comments: false;
  dataAttributes: false;
}

/** The document's own elements: kept, so the body can be read (what is in the head is not). */
const DOCUMENT_ELEMENTS: readonly string[] = ['html', 'head', 'body'];

function sanitizerConfig(options: RichTextOptions): SanitizerConfig {
  const shared = RICH_TEXT_ATTRIBUTES.filter((name) => !IFRAME_ONLY_ATTRIBUTES.has(name));
  const tags = allowedTags(options).map((name) =>
    name === 'iframe' ? { name, attributes: [...IFRAME_ONLY_ATTRIBUTES] } : name,
  );
  return {
    elements: [...tags, ...DOCUMENT_ELEMENTS],
    replaceWithChildrenElements: CONTENT_KEPT_TAGS.filter((name) => !DOCUMENT_ELEMENTS.includes(name)),
    attributes: shared,
    comments: false,
    dataAttributes: false,
  };
}

let supported: boolean | undefined;

/**
 * Whether the browser has the HTML Sanitizer API as specified in 2025: a `Sanitizer` that reports its
 * configuration (Chromium's earlier, removed API had none) and `Document.parseHTMLUnsafe`, which takes
 * `{ sanitizer }` in every browser that has that Sanitizer.
 */
export function hasSanitizerApi(): boolean {
  if (supported !== undefined) return supported;
  supported = false;
  try {
    const Sanitizer: unknown = Reflect.get(globalThis, 'Sanitizer');
    if (typeof Sanitizer !== 'function') return supported;
    const probe: unknown = Reflect.construct(Sanitizer, [{ elements: ['b'] }]);
    const get: unknown = Reflect.get(Object(probe), 'get');
    const parse: unknown = Reflect.get(globalThis.Document ?? {}, 'parseHTMLUnsafe');
    supported = typeof get === 'function' && typeof parse === 'function';
  } catch {
    supported = false;
  }
  return supported;
}

/** For tests that take the API away or give it back. */
export function resetSanitizerApiForTests(): void {
  supported = undefined;
}

function keepAttribute(element: Element, attribute: Attr): void {
  const tag = element.localName;
  const value = attribute.value.trim();
  const ruled = ruledAttributeValue(tag, attribute.name, value);
  const inert =
    ruled !== null &&
    !BREAKOUT.test(ruled) &&
    !SELF_CLOSING.test(ruled) &&
    (attribute.name === TEXT_ATTRIBUTE || ruled === '' || INERT_ATTRIBUTE_VALUE.test(compact(ruled)));
  if (!inert) element.removeAttribute(attribute.name);
  else if (ruled !== attribute.value) element.setAttribute(attribute.name, ruled);
}

/** The rules beyond names, on what the browser's sanitiser kept (document order, as DOMPurify goes). */
function applyRules(root: Element, options: RichTextOptions): void {
  const tags = allowedTags(options);
  for (const element of root.querySelectorAll('*')) {
    // The browser has applied the allowlist already; this guards against one that ignored it.
    if (!tags.includes(element.localName) || element.namespaceURI !== root.namespaceURI) {
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes].reverse()) keepAttribute(element, attribute);
    if (element.localName === 'iframe') {
      // An iframe whose player is not approved goes whole, and an approved one keeps nothing inside it.
      if (!element.hasAttribute('src')) element.remove();
      else element.replaceChildren();
    } else if (element.localName === 'a') {
      element.setAttribute('target', LINK_TARGET);
      element.setAttribute('rel', LINK_REL);
    }
  }
}

/** Leading whitespace, which a document drops before its body and DOMPurify puts back. */
const LEADING_WHITESPACE = /^[\r\n\t ]+/;

function sanitizeOnce(html: string, options: RichTextOptions): string {
  // Parsed as a whole document, as DOMPurify parses (a document of its own, in quirks mode, head-only
  // tags at the start going to its head), so both read the same markup the same way.
  // Under Trusted Types, parseHTMLUnsafe takes TrustedHTML: our policy, on configuration HTML parsed in
  // an inert document (trusted-html.ts). Where the page refused it, descriptions never come here.
  const markup = sanitizerPolicy()?.createHTML(html) ?? html;
  const parsed: unknown = Reflect.apply(Reflect.get(Document, 'parseHTMLUnsafe'), Document, [
    markup,
    { sanitizer: sanitizerConfig(options) },
  ]);
  if (!(parsed instanceof Document) || !parsed.body) return '';
  const body = parsed.body;
  const leading = LEADING_WHITESPACE.exec(html)?.[0];
  if (leading) body.prepend(leading);
  applyRules(body, options);
  return body.innerHTML;
}

/** Sanitises HTML to the rich-text allowlist with the browser's sanitiser; call only when {@link hasSanitizerApi}. */
export function sanitizeWithBrowser(html: string, options: RichTextOptions = {}): string {
  return sanitizeToFixedPoint(html, (markup) => sanitizeOnce(markup, options));
}
