import * as v from 'valibot';
import { DEFAULT_PRELOAD, PRELOAD_MODES, type PreloadMode } from '../domain/preload-modes.ts';

/** The init options that say when the widget warms up: its code, its answer (docs/options.md "Preloading"). */
export interface PreloadOptions {
  /**
   * When the script-tag loader fetches and runs the widget's code after `init()`: `'idle'` (default) in the
   * browser's idle time, so `show()` opens at once; `'intent'` when the customer points at, focuses or touches
   * `preloadTarget`; `'none'` not before `show()` (or another call that needs it). The npm package ignores it.
   */
  preload?: PreloadMode;
  /** The host's cancel button (an element, or a CSS selector matching it) whose intent starts the preload. */
  preloadTarget?: Element | string;
  /**
   * Asks for the customer's flow at `init()` rather than at `show()`, so the first show within a minute
   * (state/flow/load.ts PREFETCH_FRESH_MS) needs no round trip. For pages where the customer came to cancel.
   */
  prefetch?: boolean;
}

/** A CSS selector the browser cannot parse throws when used: the check finds out at init instead. */
function isTarget(value: unknown): value is Element | string {
  if (typeof document === 'undefined') return false;
  if (typeof value !== 'string') return value instanceof Element;
  try {
    document.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}

/** The preload options' schema entries, spread into the init options' schema. */
export const preloadEntries = {
  preload: v.optional(v.picklist(PRELOAD_MODES), DEFAULT_PRELOAD),
  preloadTarget: v.optional(
    v.custom<Element | string>(isTarget, 'expected an element or a valid CSS selector'),
  ),
  prefetch: v.optional(v.boolean(), false),
};

/** 'intent' watches the target: without one there is nothing to watch. */
export const INTENT_WITHOUT_TARGET = "preloadTarget: required when preload is 'intent'";
