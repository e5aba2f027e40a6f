/**
 * What a description may hold (spec §2: "sanitized to a whitelist of tags; links open in a new tab; video
 * embeds get controls and no related videos"), in one place for both sanitisers: the browser's HTML
 * Sanitizer API (browser-sanitizer.ts) and DOMPurify where the browser has none (sanitize-html.ts).
 * Both are configured from these lists and apply {@link ruledAttributeValue}; e2e/quality/sanitiser-paths
 * proves they give the same markup.
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
export const IFRAME_ONLY_ATTRIBUTES: ReadonlySet<string> = new Set([
  'src',
  'allow',
  'allowfullscreen',
  'frameborder',
]);

/**
 * HTML elements outside the allowlist whose text stays (the tag goes, its content is kept: a `<div>` or a
 * table reads as its text). Any other element goes whole: code, media, metadata, templates, SVG, MathML,
 * elements that are not HTML's (`<foo>`), whose content the browser's sanitiser cannot keep unless given
 * their names, and void elements, which have no content to keep. (`html` is not listed: the browser
 * refuses a configuration that names it, and a description never holds one.)
 */
export const CONTENT_KEPT_TAGS: readonly string[] = (
  'abbr acronym address article aside bdi bdo big blink body button canvas caption center cite data ' +
  'datalist dd del details dfn dialog dir div dl dt fieldset figcaption figure font footer form h5 h6 ' +
  'header hgroup ins kbd label legend listing main map mark marquee menu meter multicol nav nobr object ' +
  'optgroup option output picture pre progress q rb rp rt rtc ruby s samp search section select slot ' +
  'small strike sub summary sup table tbody td textarea tfoot th time tr tt var'
).split(' ');

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

/** What a caller allows beyond the tags every description may use. */
export interface RichTextOptions {
  /** Keep approved YouTube/Vimeo iframes (step descriptions); offers pass false. */
  allowVideo?: boolean;
}

/** The tags allowed with these options. */
export function allowedTags(options: RichTextOptions): readonly string[] {
  return options.allowVideo ? [...RICH_TEXT_TAGS, ...RICH_TEXT_VIDEO_TAGS] : RICH_TEXT_TAGS;
}

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

/**
 * An allowed attribute's value as a description keeps it, or null to drop it: iframe-only attributes
 * elsewhere, links that are not absolute http(s)/mailto/tel, players that are not approved; an iframe's
 * `allow` keeps only harmless features.
 */
export function ruledAttributeValue(tag: string, name: string, value: string): string | null {
  const iframe = tag === 'iframe';
  if (!iframe && IFRAME_ONLY_ATTRIBUTES.has(name)) return null;
  if (name === 'href') return safeLinkHref(value);
  if (iframe && name === 'src') return safeVideoEmbedUrl(value);
  if (iframe && name === 'allow') return allowedFeatures(value);
  return value;
}

/**
 * What any attribute but `title` may hold (checked with whitespace and controls taken out): no URL, or a
 * URL of an allowed scheme. DOMPurify's ALLOWED_URI_REGEXP; the browser path applies it itself.
 */
export const INERT_ATTRIBUTE_VALUE = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Re-sanitising converges in one or two passes; the cap only guards against a pathological input. */
const MAX_SANITIZE_PASSES = 4;

/**
 * Sanitises until the markup is a fixed point. Removing a tag can leave nesting the parser rebuilds
 * differently ("<h3><form><h1>" becomes "<h3><h1></h1></h3>", which re-parses as two siblings), and the
 * string is parsed again when the view sets it: what the browser builds must be what was checked.
 */
export function sanitizeToFixedPoint(html: string, pass: (html: string) => string): string {
  // Without `<` there is no element to remove, only text and character references: kept as they are.
  if (!html.includes('<')) return html;
  let current = pass(html);
  for (let count = 1; count < MAX_SANITIZE_PASSES; count++) {
    const again = pass(current);
    if (again === current) break;
    current = again;
  }
  return current;
}
