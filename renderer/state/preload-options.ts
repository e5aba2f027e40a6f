import * as v from 'valibot';
import { DEFAULT_PRELOAD, PRELOAD_MODES, type PreloadMode } from '../domain/preload-modes.ts';

/** The init options that say when the script tag warms the widget up (docs/options.md "Preloading"). */
export interface PreloadOptions {
  /**
   * When the script-tag loader fetches and runs the widget's code after `init()`: `'idle'` (default) in the
   * browser's idle time, so `show()` opens at once; `'intent'` when the customer points at, focuses or touches
   * `preloadTarget`; `'none'` not before `show()` (or another call that needs it). The npm package ignores it.
   */
  preload?: PreloadMode;
  /** The host's cancel button (an element, or a CSS selector matching it) whose intent starts the preload. */
  preloadTarget?: Element | string;
}

const isElement = (value: unknown): value is Element =>
  typeof Element !== 'undefined' && value instanceof Element;

/** The preload options' schema entries, spread into the init options' schema. */
export const preloadEntries = {
  preload: v.optional(v.picklist(PRELOAD_MODES), DEFAULT_PRELOAD),
  preloadTarget: v.optional(
    v.union(
      [v.pipe(v.string(), v.trim(), v.nonEmpty()), v.custom<Element>(isElement)],
      'expected an element or a CSS selector',
    ),
  ),
};

/** A CSS selector the browser cannot parse throws when used; the check finds out at init instead. */
function validSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the preload options taken together, or null. */
export function preloadProblem(options: {
  preload: PreloadMode;
  preloadTarget?: Element | string;
}): string | null {
  const { preload, preloadTarget } = options;
  if (typeof preloadTarget === 'string' && !validSelector(preloadTarget))
    return `preloadTarget: "${preloadTarget}" is not a valid CSS selector`;
  if (preload === 'intent' && preloadTarget === undefined)
    return "preloadTarget: required when preload is 'intent' (an element or a CSS selector)";
  return null;
}
