/**
 * Trusted Types for the sanitiser. A host page with the CSP `require-trusted-types-for 'script'` makes
 * every HTML sink (innerHTML, DOMParser.parseFromString, ...) refuse plain strings; it accepts
 * TrustedHTML made by a policy the page allows by name (`trusted-types holdfast`).
 *
 * The policy passes HTML through unchanged, so only the sanitisers may use it, for exactly two things:
 * the configuration HTML they parse in an inert document (which runs no script and loads nothing: the
 * browser's sanitiser in browser-sanitizer.ts, DOMPurify in sanitize-html.ts), and the sanitised markup
 * fill-then-sanitise.ts returns for the views to set. A test keeps every other module from minting it.
 */

/** The policy name a host lists in its CSP: `trusted-types holdfast`. */
export const TRUSTED_TYPES_POLICY_NAME = 'holdfast';

/** HTML ready for a sink: TrustedHTML where the browser has Trusted Types, else the string itself. */
export type SafeHtml = string | TrustedHTML;

declare global {
  interface DOMParser {
    /** Browsers with Trusted Types accept TrustedHTML wherever they accept an HTML string. */
    parseFromString(string: SafeHtml, type: DOMParserSupportedType): Document;
  }
}

interface HtmlPolicy {
  createHTML(html: string): SafeHtml;
  createScriptURL(url: string): unknown;
}

function isHtmlPolicy(value: unknown): value is HtmlPolicy {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'createHTML') === 'function' &&
    typeof Reflect.get(value, 'createScriptURL') === 'function'
  );
}

/** The widget loads no script from configuration: the policy makes no script URLs. */
function refuseScriptUrl(): never {
  throw new TypeError('the holdfast Trusted Types policy creates no script URLs');
}

let policy: HtmlPolicy | null | undefined;
/** The browser has Trusted Types but made us no policy. */
let refused = false;

/**
 * Makes the policy once per page. Without Trusted Types (jsdom, older browsers) there is none and strings
 * pass as they are. A page whose CSP does not allow the name (or that made a policy by that name itself,
 * without 'allow-duplicates') refuses it: that is reported once, and as the sinks may then throw on our
 * strings, descriptions are shown as plain text ({@link trustedHtmlRefused}).
 */
function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory: unknown = Reflect.get(globalThis, 'trustedTypes');
  if (typeof factory !== 'object' || factory === null) return policy;
  const createPolicy: unknown = Reflect.get(factory, 'createPolicy');
  if (typeof createPolicy !== 'function') return policy;
  try {
    const created: unknown = Reflect.apply(createPolicy, factory, [
      TRUSTED_TYPES_POLICY_NAME,
      { createHTML: (html: string) => html, createScriptURL: refuseScriptUrl },
    ]);
    if (isHtmlPolicy(created)) policy = created;
  } catch (error) {
    console.error(
      `[holdfast] the page's CSP refuses the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}", so descriptions are shown as plain text; add it to the trusted-types directive (with 'allow-duplicates' if the page loads Holdfast twice)`,
      error,
    );
  }
  refused = policy === null;
  return policy;
}

/**
 * Whether the browser has Trusted Types but refused our policy. Under `require-trusted-types-for 'script'`
 * every HTML sink (DOMPurify's parser, the view's innerHTML) then throws on a plain string, and the
 * exception would reach the host page: the sanitiser shows the description as plain text instead.
 */
export function trustedHtmlRefused(): boolean {
  htmlPolicy();
  return refused;
}

/**
 * The policy itself, for the sanitisers to parse configuration HTML in an inert document through it
 * (DOMPurify's TRUSTED_TYPES_POLICY option, the browser's setHTMLUnsafe), or null without Trusted Types.
 */
export function sanitizerPolicy(): HtmlPolicy | null {
  return htmlPolicy();
}

/** Wraps sanitised HTML for the view's sink. Only fill-then-sanitise.ts calls this. */
export function trustSanitizerHtml(html: string): SafeHtml {
  const active = htmlPolicy();
  if (!active) return html;
  // React re-sets dangerouslySetInnerHTML whenever the value is not identical to the last one, and two
  // TrustedHTML objects never are: the same markup must give the same object, or every re-render would
  // rebuild the description (and restart its video).
  let trusted = wrapped.get(html);
  if (trusted === undefined) {
    trusted = active.createHTML(html);
    if (wrapped.size >= WRAPPED_CACHE_SIZE) wrapped.delete(wrapped.keys().next().value ?? '');
    wrapped.set(html, trusted);
  }
  return trusted;
}

/** Descriptions on screen at once are few; this bounds the cache of wrapped markup. */
const WRAPPED_CACHE_SIZE = 64;
const wrapped = new Map<string, SafeHtml>();

/** Forgets the policy, for tests that install a fake `trustedTypes`. */
export function resetTrustedHtmlPolicyForTests(): void {
  policy = undefined;
  refused = false;
  wrapped.clear();
}
