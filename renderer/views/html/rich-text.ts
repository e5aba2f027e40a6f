import { useEffect, useState } from 'react';
import type { Blueprint } from '../../../contract/schemas/index.ts';
import { blueprintOffers } from '../../domain/navigation.ts';
import { fillPlaceholdersAsText, type TemplateValues } from '../../domain/templates.ts';
import type { RichTextOptions } from './sanitize-html.ts';
import type { SafeHtml } from './trusted-html.ts';

/**
 * DOMPurify is the widget's largest dependency and only texts with markup need it, so the sanitiser is a
 * chunk of its own, fetched only by a flow whose configuration has markup (no lazy chunk for a flow that
 * does not use it). A description without markup is shown as text at once; one with markup renders as
 * soon as the sanitiser is there. Nothing unsanitised is ever shown meanwhile.
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
 * sanitised (the one path, sanitize-html.ts; plain text there too where the page refuses our Trusted Types
 * policy), or undefined while the sanitiser chunk is on its way.
 */
export function useRichText(
  template: string,
  values: TemplateValues,
  options: RichTextOptions,
): RichText | undefined {
  const needsSanitizer = template !== '' && hasMarkup(template);
  const [ready, setReady] = useState(sanitizer !== null);
  useEffect(() => {
    if (ready || !needsSanitizer) return;
    let live = true;
    void preloadRichText().then((module) => {
      if (live && module) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, needsSanitizer]);
  if (!template) return undefined;
  if (!needsSanitizer) return { text: fillPlaceholdersAsText(template, values) };
  if (!sanitizer) return undefined;
  return sanitizer.richTextFor(template, values, options);
}

/** The descriptions a blueprint may show: its enabled steps' and every offer a customer could meet. */
function blueprintDescriptions(blueprint: Blueprint): string[] {
  const steps = blueprint.steps.filter((step) => step.enabled).map((step) => step.description);
  return [...steps, ...blueprintOffers(blueprint.steps).map((offer) => offer.description)];
}

/**
 * Fetches the sanitiser as soon as the flow's data shows a description with markup, so it is there by the
 * time that step (or offer) is shown; a blueprint of plain texts never fetches it.
 */
export function usePreloadRichTextFor(blueprint: Blueprint | null | undefined): void {
  useEffect(() => {
    if (blueprint && blueprintDescriptions(blueprint).some(hasMarkup)) void preloadRichText();
  }, [blueprint]);
}
