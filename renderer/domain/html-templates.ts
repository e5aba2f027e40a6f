/**
 * Placeholders filled into an HTML template (spec §2 description placeholders), for the fill-then-sanitise
 * path only (views/html/fill-then-sanitise.ts): values are escaped, so the sanitiser sees them as text.
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
 * Fills `{{attribute|fallback}}` placeholders in an HTML template (spec §2 description placeholders).
 * Values and fallbacks are HTML-escaped; an unknown attribute gives its fallback, and no fallback gives
 * ''. Keys are case-sensitive. The result still needs sanitising: use `renderRichText`, not this, for
 * anything that reaches the DOM as HTML.
 */
export function fillPlaceholders(
  template: string,
  values: TemplateValues | Readonly<Record<string, string>>,
): string {
  return fillTemplate(template, values, escapeHtml);
}
