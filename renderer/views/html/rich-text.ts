import { useEffect, useState } from 'react';
import { type LoadOnce, loadOnce } from '../../domain/load-once.ts';
import { fillPlaceholdersAsText, type TemplateValues } from '../../domain/templates.ts';
import { hasSanitizerApi, sanitizeWithBrowser } from './browser-sanitizer.ts';
import { richTextFor } from './fill-then-sanitise.ts';
import type { RichTextOptions } from './rich-text-policy.ts';
import { type SafeHtml, trustedHtmlRefused } from './trusted-html.ts';

/**
 * What a description with markup needs on this page. Where the browser has the HTML Sanitizer API it is the
 * browser's sanitiser, at once: a step with markup paints in one go, with nothing fetched after the embed
 * answer. Elsewhere it is DOMPurify, the widget's largest dependency, in a chunk of its own. Where the page
 * enforces Trusted Types but refuses our policy (trusted-html.ts), no sanitiser can run and the markup is read
 * as plain text, by a small chunk of its own (plain-text.ts): a page's mistake should not cost every page
 * its bytes. A flow starts fetching the chunk it needs as it starts loading ({@link usePreloadRichText}), in
 * parallel with the answer; a description with markup renders as soon as that chunk is there, and nothing
 * unsanitised is ever shown meanwhile.
 */
const domPurify = loadOnce(() => import('./sanitize-html.ts').then((module) => module.sanitizeRichHtml));
const plainText = loadOnce(() => import('./plain-text.ts').then((module) => module.markupAsText));

/** The chunk markup needs on this page, or null when it needs none (asking makes, or is refused, our policy). */
function neededChunk(): LoadOnce<unknown> | null {
  if (trustedHtmlRefused()) return plainText;
  return hasSanitizerApi() ? null : domPurify;
}

/**
 * Fetches the chunk markup needs on this page, once (a failed fetch is retried on the next call); true once
 * markup can be shown.
 */
export async function preloadRichText(): Promise<boolean> {
  try {
    await neededChunk()?.load();
    return true;
  } catch (error) {
    console.error('[holdfast] the description sanitiser did not load', error);
    return false;
  }
}

/**
 * Whether a configuration text is markup that needs the sanitiser. Without `<` there is no tag and without
 * `&` no character reference, so the text means the same as text and as HTML (placeholder values are text
 * either way): it is shown as text and never parsed.
 */
export function hasMarkup(template: string): boolean {
  return template.includes('<') || template.includes('&');
}

/** A description ready for the view: sanitised markup, or plain text. */
export type RichText = { html: SafeHtml } | { text: string };

/**
 * A description: plain text (placeholders filled as text) when it has no markup; otherwise filled and
 * sanitised (the one path, fill-then-sanitise.ts; plain text there too where the page refuses our Trusted
 * Types policy), or undefined while the chunk it needs is on its way.
 */
export function useRichText(
  template: string,
  values: TemplateValues,
  options: RichTextOptions,
): RichText | undefined {
  const [, arrived] = useState(0);
  const markup = template !== '' && hasMarkup(template);
  const rich = !template
    ? undefined
    : markup
      ? richTextFor(
          hasSanitizerApi() ? sanitizeWithBrowser : domPurify.loaded(),
          plainText.loaded(),
          template,
          values,
          options,
        )
      : { text: fillPlaceholdersAsText(template, values) };
  const waiting = markup && rich === undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void preloadRichText().then((ready) => {
      if (live && ready) arrived((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [waiting]);
  return rich;
}

/**
 * Starts fetching the chunk markup needs when a flow starts loading (where the browser has the Sanitizer API
 * and the page allows our policy it does nothing): in parallel with the embed answer, so a description with
 * markup is not held up by a fetch after it. The trade-off: such a page fetches it for a flow of plain texts
 * too, as the answer that would say so is not there yet.
 */
export function usePreloadRichText(loading: boolean): void {
  useEffect(() => {
    if (loading) void preloadRichText();
  }, [loading]);
}

/**
 * Fetches DOMPurify where the browser has no Sanitizer API, ahead of any flow (init option `preload`). It
 * does not ask the page's Trusted Types yet: a page that refuses our policy hears of it when a flow opens.
 */
export function warmRichText(): void {
  if (!hasSanitizerApi()) void domPurify.load().catch(() => undefined);
}
