import { escapeHtml, fillPlaceholders, type TemplateValues } from '../../domain/templates.ts';
import { type SafeHtml, trustSanitizerHtml } from './trusted-html.ts';

/**
 * The ONE path by which HTML from server configuration (step and offer descriptions) reaches the DOM:
 * placeholders are filled (values escaped), then the result is rebuilt from a small allowlist (spec §2:
 * "sanitized to a whitelist of tags; links open in a new tab; video embeds get controls and no related
 * videos"). Views set the returned string with dangerouslySetInnerHTML; no other module makes such
 * strings. The sanitiser is our own, not DOMPurify: the allowlist is small enough that rebuilding the
 * allowed nodes is simpler to check than configuring a general one, and it saves 10 KB gzip in the
 * script-tag core (docs/performance.md).
 */

/** Tags a description may use. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
] as const;

/** Tags added when the caller allows video embeds (and then only for approved players, see below). */
export const RICH_TEXT_VIDEO_TAGS = ['iframe'] as const;

/** Attributes a description may use; `on*`, `style`, `class`, `id`, data-* and aria-* are all dropped. */
export const RICH_TEXT_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'allow',
  'allowfullscreen',
  'width',
  'height',
  'frameborder',
] as const;

/** Attributes that only mean something on an iframe; elsewhere they are dropped. */
const IFRAME_ONLY_ATTRIBUTES: ReadonlySet<string> = new Set([
  'src',
  'allow',
  'allowfullscreen',
  'frameborder',
]);

/** Link schemes a description may point to. Relative links are dropped: they would resolve against the host page. */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/** Every link opens in a new tab without giving the opened page a handle on the host page (spec §2). */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/** Player parameters forced onto every embed: show controls, no related videos (spec §2). */
export const VIDEO_EMBED_PARAMS: Readonly<Record<string, string>> = { controls: '1', rel: '0' };

/** Permission-policy features a video player may be granted; a config cannot hand it the camera. */
export const VIDEO_ALLOW_FEATURES: ReadonlySet<string> = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);

/** Approved players: exact host names and the path of an embed. */
const VIDEO_PLAYERS: ReadonlyArray<{ hosts: ReadonlySet<string>; path: RegExp }> = [
  {
    hosts: new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']),
    path: /^\/embed\/[A-Za-z0-9_-]{11}$/,
  },
  { hosts: new Set(['player.vimeo.com']), path: /^\/video\/\d+$/ },
];

/**
 * The embed URL to use for an iframe `src`, or null when it is not an approved player. Parsed with
 * `URL`, so `youtube.com.evil.com`, `www.youtube.com@evil.com`, `//evil.com`, `javascript:` and
 * `data:` all fail on the host or protocol check rather than on a pattern that could be fooled.
 */
export function safeVideoEmbedUrl(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const player = VIDEO_PLAYERS.find((p) => p.hosts.has(url.hostname));
  if (!player?.path.test(url.pathname)) return null;
  for (const [name, value] of Object.entries(VIDEO_EMBED_PARAMS)) url.searchParams.set(name, value);
  url.hash = '';
  return url.href;
}

/** The href to keep, or null: only absolute http(s), mailto and tel links survive. */
export function safeLinkHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.includes(url.protocol) ? url.href : null;
}

function allowedFeatures(allow: string): string {
  return allow
    .split(';')
    .map((feature) => feature.trim().toLowerCase())
    .filter((feature) => VIDEO_ALLOW_FEATURES.has(feature))
    .join('; ');
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

function isText(node: Node): node is Text {
  return node.nodeType === 3;
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * Elements that go together with everything inside them: code, styles, raw text, media fallbacks and
 * foreign content (SVG, MathML), whose text was never meant to be read (the list DOMPurify uses for
 * the same purpose). Any other element outside the allowlist is unwrapped: it goes, its text stays.
 */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'head',
  'math',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'thead',
  'title',
  'video',
  'xmp',
]);

/** Values allowed in an attribute that is not a URL: no scheme, or one of the allowed schemes. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Browsers ignore ASCII whitespace and control characters inside a scheme; so does the value check. */
function withoutControlCharacters(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
}

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_ATTRIBUTES);

/** The value an attribute keeps on the copy of a `tag` element, or null when it goes. */
function safeAttributeValue(tag: string, name: string, value: string): string | null {
  if (!ALLOWED_ATTRIBUTES.has(name)) return null;
  if (tag !== 'iframe' && IFRAME_ONLY_ATTRIBUTES.has(name)) return null;
  if (name === 'href') return safeLinkHref(value);
  if (name === 'src') return safeVideoEmbedUrl(value);
  if (name === 'allow') return allowedFeatures(value);
  // A title is prose; anything else (sizes, targets) must not smuggle a script URL.
  const bare = withoutControlCharacters(value);
  if (name !== 'title' && bare !== '' && !ALLOWED_URI.test(bare)) return null;
  return value;
}

/** A fresh element holding only the allowed attributes of `source`; links always open in a new tab. */
function copyElement(source: Element, tag: string, doc: Document): Element {
  const copy = doc.createElement(tag);
  for (const attribute of source.attributes) {
    if (attribute.namespaceURI !== null) continue;
    const value = safeAttributeValue(tag, attribute.name, attribute.value);
    if (value !== null) copy.setAttribute(attribute.name, value);
  }
  if (tag === 'a') {
    copy.setAttribute('target', LINK_TARGET);
    copy.setAttribute('rel', LINK_REL);
  }
  return copy;
}

/**
 * Copies what is allowed of `source`'s children into `target`. Nothing of the parsed tree is moved
 * over: elements are rebuilt with `createElement` and only vetted attributes, text becomes new text
 * nodes, and comments, processing instructions and foreign elements are left behind.
 */
function copyAllowed(source: Node, target: Node, doc: Document, allowVideo: boolean): void {
  for (const child of source.childNodes) {
    if (isText(child)) {
      target.appendChild(doc.createTextNode(child.data));
      continue;
    }
    if (!isElement(child)) continue;
    const tag = child.localName;
    if (child.namespaceURI !== HTML_NAMESPACE) continue;
    if (tag === 'iframe') {
      // Only an approved player survives, and never with anything inside it.
      if (allowVideo && safeVideoEmbedUrl(child.getAttribute('src') ?? '') !== null)
        target.appendChild(copyElement(child, tag, doc));
    } else if (ALLOWED_TAGS.has(tag)) {
      const copy = copyElement(child, tag, doc);
      copyAllowed(child, copy, doc, allowVideo);
      target.appendChild(copy);
    } else if (!DROPPED_WITH_CONTENT.has(tag)) {
      copyAllowed(child, target, doc, allowVideo);
    }
  }
}

/**
 * One pass: parse in an inert document (DOMParser runs no script and loads nothing), rebuild the
 * allowed part, serialise it. The leading `<body>` keeps head-only tags such as `<title>` or `<meta>`
 * in the body where they are seen and dropped, as they would be when the view sets the string.
 */
function sanitizeOnce(html: string, allowVideo: boolean): string {
  // Under Trusted Types the parser takes only TrustedHTML; parsing the raw input in an inert document is
  // exactly what the policy is for (trusted-html.ts).
  const doc = new DOMParser().parseFromString(
    trustSanitizerHtml(`<!doctype html><body>${html}`),
    'text/html',
  );
  const output = doc.createElement('div');
  copyAllowed(doc.body, output, doc, allowVideo);
  return output.innerHTML;
}

/** Re-sanitising converges in one or two passes; the cap only guards against a pathological input. */
const MAX_SANITIZE_PASSES = 4;

export interface RichTextOptions {
  /** Keep approved YouTube/Vimeo iframes (step descriptions); offers pass false. */
  allowVideo?: boolean;
}

/**
 * Sanitises HTML to the rich-text allowlist. Idempotent: sanitising its output again changes nothing.
 * Without a DOM (never the case in the widget) it degrades to escaped text rather than passing HTML on.
 */
export function sanitizeRichHtml(html: string, options: RichTextOptions = {}): string {
  if (typeof DOMParser === 'undefined') return escapeHtml(html);
  const allowVideo = options.allowVideo ?? false;
  // Removing a tag can leave nesting the parser rebuilds differently ("<h3><form><h1>" becomes
  // "<h3><h1></h1></h3>", which re-parses as two siblings). The string is parsed again when the view
  // sets it, so sanitise until it is a fixed point: what the browser builds is what was checked.
  let current = sanitizeOnce(html, allowVideo);
  for (let pass = 1; pass < MAX_SANITIZE_PASSES; pass++) {
    const again = sanitizeOnce(current, allowVideo);
    if (again === current) break;
    current = again;
  }
  return current;
}

/**
 * Fills a description's `{{attribute|fallback}}` placeholders, then sanitises the result: the only way
 * configuration HTML becomes markup in the widget. The result is TrustedHTML where the browser has
 * Trusted Types (a host CSP may require it at every HTML sink), else the string.
 */
export function renderRichText(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  options: RichTextOptions = {},
): SafeHtml {
  return trustSanitizerHtml(sanitizeRichHtml(fillPlaceholders(template, values), options));
}
