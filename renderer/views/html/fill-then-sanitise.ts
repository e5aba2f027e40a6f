import { fillPlaceholders } from '../../domain/html-templates.ts';
import type { TemplateValues } from '../../domain/templates.ts';
import type { markupAsText } from './plain-text.ts';
import type { RichText } from './rich-text.ts';
import type { RichTextOptions } from './rich-text-policy.ts';
import { type SafeHtml, trustedHtmlRefused, trustSanitizerHtml } from './trusted-html.ts';

/**
 * The ONE path by which HTML from server configuration (step and offer descriptions) reaches the DOM:
 * placeholders are filled (values escaped), then the result is sanitised to the allowlist of
 * rich-text-policy.ts, by the browser's HTML Sanitizer API (browser-sanitizer.ts) or by DOMPurify where
 * the browser has none (sanitize-html.ts, a chunk of its own). Filling first means a value can never add
 * an element or an attribute: whatever it holds is escaped text when the sanitiser sees it. Views set the
 * returned markup with dangerouslySetInnerHTML; no other module makes such markup.
 */

/** A sanitiser: HTML in, HTML of the allowlist out, idempotent. */
export type Sanitise = (html: string, options: RichTextOptions) => string;

/**
 * Fills a description's `{{attribute|fallback}}` placeholders, then sanitises the result. TrustedHTML
 * where the browser has Trusted Types.
 */
export function fillThenSanitise(
  sanitise: Sanitise,
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  options: RichTextOptions = {},
): SafeHtml {
  return trustSanitizerHtml(sanitise(fillPlaceholders(template, values), options));
}

/** The plain-text reading of markup (plain-text.ts, a chunk of its own: only pages refusing our policy need it). */
export type MarkupAsText = typeof markupAsText;

/**
 * A description with markup as the views take it (rich-text.ts): sanitised markup, or its plain text where
 * the browser has Trusted Types but refused our policy. There every HTML sink, either sanitiser's parser
 * and the view's innerHTML alike, throws on a plain string, and that exception would reach the host page;
 * trusted-html.ts has already said why on the console, once. The text is never parsed: the view renders it
 * as a text node. Undefined while what this page needs (`sanitise`, or `asText` there) is not here yet.
 */
export function richTextFor(
  sanitise: Sanitise | null,
  asText: MarkupAsText | null,
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
  options: RichTextOptions = {},
): RichText | undefined {
  if (trustedHtmlRefused()) return asText ? { text: asText(template, values) } : undefined;
  return sanitise ? { html: fillThenSanitise(sanitise, template, values, options) } : undefined;
}
