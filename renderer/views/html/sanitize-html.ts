import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { escapeHtml, fillPlaceholders } from '../../domain/html-templates.ts';
import type { TemplateValues } from '../../domain/templates.ts';
import { markupAsText } from './plain-text.ts';
import type { RichText } from './rich-text.ts';
import { type SafeHtml, sanitizerPolicy, trustedHtmlRefused, trustSanitizerHtml } from './trusted-html.ts';

/**
 * The ONE path by which HTML from server configuration (step and offer descriptions) reaches the DOM:
 * placeholders are filled (values escaped), then the result is sanitised with DOMPurify to a small
 * allowlist (spec §2: "sanitized to a whitelist of tags; links open in a new tab; video embeds get
 * controls and no related videos"). Views set the returned markup with dangerouslySetInnerHTML; no
 * other module makes such markup. This module is a lazy chunk of its own (see rich-text.ts): DOMPurify
 * is fetched while the flow's data loads, not with the core.
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

/** Matches only scheme-less values (sizes, titles) and the allowed schemes; hooks check href/src further. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify's option type for the policy it parses through. */
type PurifyPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

/** A browser policy object has every factory method, whichever rules it was made with. */
function isPurifyPolicy(value: unknown): value is PurifyPolicy {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'name') === 'string' &&
    ['createHTML', 'createScript', 'createScriptURL'].every(
      (m) => typeof Reflect.get(value, m) === 'function',
    )
  );
}

function purifyConfig(allowVideo: boolean): Config {
  const found: unknown = sanitizerPolicy();
  const policy = isPurifyPolicy(found) ? found : null;
  return {
    ALLOWED_TAGS: allowVideo ? [...RICH_TEXT_TAGS, ...RICH_TEXT_VIDEO_TAGS] : [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    RETURN_TRUSTED_TYPE: false,
    // Under Trusted Types DOMPurify parses through our policy (the page allows `holdfast`), never its own
    // 'dompurify' one, which a strict page would refuse with a violation report.
    ...(policy ? { TRUSTED_TYPES_POLICY: policy } : {}),
  };
}

/** Hooks live on a dedicated instance so the host page's (or another module's) DOMPurify is untouched. */
function createPurifier(win: WindowLike): DOMPurify {
  const purifier = createDOMPurify(win);
  purifier.addHook('uponSanitizeElement', (node, event) => {
    // An iframe whose player is not approved goes whole, and an approved one keeps nothing inside it.
    if (event.tagName !== 'iframe' || !isElement(node)) return;
    if (!safeVideoEmbedUrl(node.getAttribute('src') ?? '')) node.remove();
    else node.replaceChildren();
  });
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    if (tag !== 'iframe' && IFRAME_ONLY_ATTRIBUTES.has(event.attrName)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'href') {
      const href = safeLinkHref(event.attrValue);
      if (href === null) event.keepAttr = false;
      else event.attrValue = href;
    } else if (tag === 'iframe' && event.attrName === 'src') {
      const src = safeVideoEmbedUrl(event.attrValue);
      if (src === null) event.keepAttr = false;
      else event.attrValue = src;
    } else if (tag === 'iframe' && event.attrName === 'allow') {
      event.attrValue = allowedFeatures(event.attrValue);
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    node.setAttribute('target', LINK_TARGET);
    node.setAttribute('rel', LINK_REL);
  });
  return purifier;
}

const purifiers = new WeakMap<object, DOMPurify>();

function purifierFor(): DOMPurify | null {
  // DOMPurify needs a window: the browser's, or jsdom's in tests.
  const win = globalThis.window;
  if (!win?.document) return null;
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = createPurifier(win);
    purifiers.set(win, purifier);
  }
  return purifier.isSupported ? purifier : null;
}

/** Re-sanitising converges in one or two passes; the cap only guards against a pathological input. */
const MAX_SANITIZE_PASSES = 4;

export interface RichTextOptions {
  /** Keep approved YouTube/Vimeo iframes (step descriptions); offers pass false. */
  allowVideo?: boolean;
}

/**
 * Sanitises HTML to the rich-text allowlist, as a string. Idempotent: sanitising its output again changes
 * nothing. Without a DOM (never the case in the widget) it degrades to escaped text rather than passing
 * HTML on.
 */
export function sanitizeRichHtml(html: string, options: RichTextOptions = {}): string {
  const purifier = purifierFor();
  if (!purifier) return escapeHtml(html);
  const config = purifyConfig(options.allowVideo ?? false);
  // Removing a tag can leave nesting the parser rebuilds differently ("<h3><form><h1>" becomes
  // "<h3><h1></h1></h3>", which re-parses as two siblings). The string is parsed again when the view
  // sets it, so sanitise until it is a fixed point: what the browser builds is what was checked.
  let current = String(purifier.sanitize(html, config));
  for (let pass = 1; pass < MAX_SANITIZE_PASSES; pass++) {
    const again = String(purifier.sanitize(current, config));
    if (again === current) break;
    current = again;
  }
  return current;
}

/**
 * Fills a description's `{{attribute|fallback}}` placeholders, then sanitises the result: the only way
 * configuration HTML becomes markup in the widget. TrustedHTML where the browser has Trusted Types.
 */
export function renderRichText(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  options: RichTextOptions = {},
): SafeHtml {
  return trustSanitizerHtml(sanitizeRichHtml(fillPlaceholders(template, values), options));
}

/**
 * A description with markup as the views take it (rich-text.ts): sanitised markup, or its plain text where
 * the browser has Trusted Types but refused our policy. There every HTML sink, DOMPurify's parser and the
 * view's innerHTML alike, throws on a plain string, and that exception would reach the host page;
 * trusted-html.ts has already said why on the console, once. The text is never parsed: the view renders it
 * as a text node.
 */
export function richTextFor(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  options: RichTextOptions = {},
): RichText {
  if (trustedHtmlRefused()) return { text: markupAsText(template, values) };
  return { html: renderRichText(template, values, options) };
}
