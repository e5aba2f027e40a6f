import { useEffect, useState } from 'react';
import { fillPlaceholdersAsText, type TemplateValues } from '../../domain/templates.ts';
import { hasSanitizerApi, sanitizeWithBrowser } from './browser-sanitizer.ts';
import { richTextFor, type Sanitise } from './fill-then-sanitise.ts';
import type { RichTextOptions } from './rich-text-policy.ts';
import type { SafeHtml } from './trusted-html.ts';

/**
 * Which sanitiser a description with markup goes through. Where the browser has the HTML Sanitizer API it
 * is the browser's, at once: a step with markup paints in one go, with nothing fetched after the embed
 * answer. Elsewhere it is DOMPurify, the widget's largest dependency, in a chunk of its own that a flow
 * starts fetching as it starts loading ({@link usePreloadRichText}), in parallel with the answer; a
 * description with markup renders as soon as it is there, and nothing unsanitised is ever shown meanwhile.
 */
let fallback: Sanitise | null = null;
let loading: Promise<Sanitise | null> | null = null;

function sanitiserNow(): Sanitise | null {
  return hasSanitizerApi() ? sanitizeWithBrowser : fallback;
}

/**
 * The sanitiser, once it is there: the browser's at once, else (once) the DOMPurify chunk; a failed load
 * is retried on the next call.
 */
export function preloadRichText(): Promise<Sanitise | null> {
  const now = sanitiserNow();
  if (now) return Promise.resolve(now);
  loading ??= import('./sanitize-html.ts').then(
    (module) => {
      fallback = module.sanitizeRichHtml;
      return fallback;
    },
    (error: unknown) => {
      loading = null;
      console.error('[holdfast] the description sanitiser did not load', error);
      return null;
    },
  );
  return loading;
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
 * Types policy), or undefined while the fallback sanitiser is on its way.
 */
export function useRichText(
  template: string,
  values: TemplateValues,
  options: RichTextOptions,
): RichText | undefined {
  const needsSanitizer = template !== '' && hasMarkup(template);
  const [ready, setReady] = useState(() => sanitiserNow() !== null);
  useEffect(() => {
    if (ready || !needsSanitizer) return;
    let live = true;
    void preloadRichText().then((sanitise) => {
      if (live && sanitise) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, needsSanitizer]);
  if (!template) return undefined;
  if (!needsSanitizer) return { text: fillPlaceholdersAsText(template, values) };
  const sanitise = sanitiserNow();
  if (!sanitise) return undefined;
  return richTextFor(sanitise, template, values, options);
}

/**
 * Starts fetching the fallback sanitiser when a flow starts loading, where the browser has no Sanitizer
 * API (elsewhere it does nothing): in parallel with the embed answer, so a description with markup is not
 * held up by a fetch after it. The trade-off: such a browser fetches it for a flow of plain texts too,
 * as the answer that would say so is not there yet.
 */
export function usePreloadRichText(loading: boolean): void {
  useEffect(() => {
    if (loading) warmRichText();
  }, [loading]);
}

/** Fetches the fallback sanitiser where the browser has no Sanitizer API, ahead of any flow (init option `preload`). */
export function warmRichText(): void {
  if (!hasSanitizerApi()) void preloadRichText();
}
