/**
 * When the script-tag loader fetches and evaluates the widget's code after `init()` (init option `preload`,
 * docs/options.md): in the browser's idle time (the default, so a click on the host's cancel button opens at
 * once), when the customer points at or focuses the host's cancel button (`preloadTarget`), or not before a
 * call that needs it (`show()`). Read by the loader and by the core's option check alike.
 */
export const PRELOAD_MODES = ['idle', 'intent', 'none'] as const;
export type PreloadMode = (typeof PRELOAD_MODES)[number];

/** What a host that says nothing gets: warm by default (issue 22). */
export const DEFAULT_PRELOAD: PreloadMode = 'idle';
