import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { escapeHtml } from '../../domain/html-templates.ts';
import type { TemplateValues } from '../../domain/templates.ts';
import { fillThenSanitise } from './fill-then-sanitise.ts';
import {
  allowedTags,
  CONTENT_KEPT_TAGS,
  INERT_ATTRIBUTE_VALUE,
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  type RichTextOptions,
  ruledAttributeValue,
  sanitizeToFixedPoint,
} from './rich-text-policy.ts';
import { type SafeHtml, sanitizerPolicy } from './trusted-html.ts';

/**
 * The description sanitiser for a browser without the HTML Sanitizer API: DOMPurify, configured from the
 * allowlist of rich-text-policy.ts, the same as the browser's (browser-sanitizer.ts). It is the widget's
 * largest dependency and Chromium never needs it, so it is a chunk of its own, fetched while the embed
 * answer is on its way (rich-text.ts), never after it.
 */

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

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

function purifyConfig(options: RichTextOptions): Config {
  const found: unknown = sanitizerPolicy();
  const policy = isPurifyPolicy(found) ? found : null;
  return {
    ALLOWED_TAGS: [...allowedTags(options)],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: INERT_ATTRIBUTE_VALUE,
    RETURN_TRUSTED_TYPE: false,
    // Under Trusted Types DOMPurify parses through our policy (the page allows `holdfast`), never its own
    // 'dompurify' one, which a strict page would refuse with a violation report.
    ...(policy ? { TRUSTED_TYPES_POLICY: policy } : {}),
  };
}

const CONTENT_KEPT: ReadonlySet<string> = new Set(CONTENT_KEPT_TAGS);

/** Hooks live on a dedicated instance so the host page's (or another module's) DOMPurify is untouched. */
function createPurifier(win: WindowLike): DOMPurify {
  const purifier = createDOMPurify(win);
  purifier.addHook('uponSanitizeElement', (node, event) => {
    if (!isElement(node)) return;
    if (event.tagName === 'iframe' && event.allowedTags.iframe) {
      // An iframe whose player is not approved goes whole, and an approved one keeps nothing inside it.
      if (!ruledAttributeValue('iframe', 'src', node.getAttribute('src') ?? '')) node.remove();
      else node.replaceChildren();
    } else if (!event.allowedTags[event.tagName] && !CONTENT_KEPT.has(event.tagName)) {
      // An element that is not HTML's goes whole, as it must with the browser's sanitiser (rich-text-policy.ts).
      node.remove();
    }
  });
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const value = ruledAttributeValue(node.nodeName.toLowerCase(), event.attrName, event.attrValue);
    if (value === null) event.keepAttr = false;
    else event.attrValue = value;
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

/**
 * Sanitises HTML to the rich-text allowlist, as a string. Idempotent: sanitising its output again changes
 * nothing. Without a DOM (never the case in the widget) it degrades to escaped text rather than passing
 * HTML on.
 */
export function sanitizeRichHtml(html: string, options: RichTextOptions = {}): string {
  const purifier = purifierFor();
  if (!purifier) return escapeHtml(html);
  const config = purifyConfig(options);
  return sanitizeToFixedPoint(html, (markup) => String(purifier.sanitize(markup, config)));
}

/** The fill-then-sanitise path with DOMPurify (fill-then-sanitise.ts). */
export function renderRichText(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  options: RichTextOptions = {},
): SafeHtml {
  return fillThenSanitise(sanitizeRichHtml, template, values, options);
}
