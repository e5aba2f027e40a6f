import { useEffect, useState } from 'react';
import type { TemplateValues } from '../../domain/templates.ts';
import type { RichTextOptions } from './sanitize-html.ts';
import type { SafeHtml } from './trusted-html.ts';

/**
 * DOMPurify is the widget's largest dependency and only descriptions with markup need it, so the
 * sanitiser is a chunk of its own: `show()` starts fetching it at once, in parallel with the flow's data,
 * and a description renders as soon as both are there. Nothing unsanitised is ever shown meanwhile.
 */
type Sanitizer = typeof import('./sanitize-html.ts');

let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer | null> | null = null;

/** Starts (once) loading the sanitiser chunk; a failed load is retried on the next call. */
export function preloadRichText(): Promise<Sanitizer | null> {
  if (sanitizer) return Promise.resolve(sanitizer);
  loading ??= import('./sanitize-html.ts').then(
    (module) => {
      sanitizer = module;
      return module;
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
 * A description's safe markup: filled and sanitised (the one path, sanitize-html.ts), or undefined while
 * the sanitiser chunk is still on its way (the view shows no description until then).
 */
export function useRichText(
  template: string,
  values: TemplateValues,
  options: RichTextOptions,
): SafeHtml | undefined {
  const [ready, setReady] = useState(sanitizer !== null);
  useEffect(() => {
    if (ready || !template) return;
    let live = true;
    void preloadRichText().then((module) => {
      if (live && module) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, template]);
  if (!template || !sanitizer) return undefined;
  return sanitizer.renderRichText(template, values, options);
}
