/**
 * When the loader fetches the core after `init()` (init option `preload`, docs/options.md "Preloading"):
 * warm by default, so a click on the host's cancel button opens the flow at once. Part of the loader, so
 * it reads the host's raw options: a value it does not know warms up in idle time like the default, and
 * the core, loaded then, reports it through `onError` (init-options.ts).
 */

import { isRecord } from '../../contract/is-record.ts';
import { DEFAULT_PRELOAD } from '../domain/preload-modes.ts';

/** The longest an idle preload waits for the browser to be idle: a page that never is still gets it. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2000;
/** Where the browser has no `requestIdleCallback` (Safari): a second after init, past the page's own start. */
export const IDLE_FALLBACK_DELAY_MS = 1000;
/** The customer's intent to use the host's button: pointer over it, focus in it, a touch on it. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The part of `window` the warm-up uses; the tests pass their own. */
export interface WarmUpWindow {
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'querySelector'>;
  setTimeout(run: () => void, ms: number): unknown;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
}

function inside(target: Element | string, node: EventTarget | null): boolean {
  if (!(node instanceof Element)) return false;
  return typeof target === 'string' ? node.closest(target) !== null : target.contains(node);
}

/** The element or selector intent is watched on; undefined when the value is neither (or no valid selector). */
function intentTarget(win: WarmUpWindow, value: unknown): Element | string | undefined {
  if (value instanceof Element) return value;
  if (typeof value !== 'string') return undefined;
  try {
    win.document.querySelector(value);
    return value;
  } catch {
    return undefined;
  }
}

/**
 * Schedules `load` (which fetches and runs the core) as the init `options` ask: in idle time, on intent on
 * `preloadTarget` (watched on the document, so a button rendered later counts), or never ('none': the next
 * call that needs the core loads it). Anything else, including 'intent' without a usable target, is idle.
 */
export function warmUp(win: WarmUpWindow, options: unknown, load: () => void): void {
  const mode = isRecord(options) ? (options.preload ?? DEFAULT_PRELOAD) : DEFAULT_PRELOAD;
  if (mode === 'none') return;
  const target =
    mode === 'intent' && isRecord(options) ? intentTarget(win, options.preloadTarget) : undefined;
  if (target !== undefined) {
    const doc = win.document;
    const onIntent = (event: Event) => {
      if (!inside(target, event.target)) return;
      for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
      load();
    };
    for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, true);
    return;
  }
  if (win.requestIdleCallback) win.requestIdleCallback(load, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
  else win.setTimeout(load, IDLE_FALLBACK_DELAY_MS);
}
