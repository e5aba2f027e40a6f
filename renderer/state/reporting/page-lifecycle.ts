/**
 * The page events that decide whether what is queued still gets out (Page Lifecycle): `visibilitychange`
 * to hidden is the last event a page can count on (mobile browsers kill hidden tabs without another word);
 * `pagehide` fires when the page is really left (tab closed, navigation, bfcache).
 */
export interface PageLifecycleHandlers {
  /** The page was hidden: it may never run again, or come back. */
  hidden?: () => void;
  /** The page is visible again after being hidden. */
  visible?: () => void;
  /** The page is being left (closed, navigated away, put in the back/forward cache). */
  leave?: () => void;
  /** The browser is online again. */
  online?: () => void;
}

export interface PageTarget {
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function defaultTarget(): PageTarget | null {
  return typeof window === 'undefined' || typeof document === 'undefined' ? null : { window, document };
}

/** Listens to the page's lifecycle; returns the function that stops listening. A handler never throws out. */
export function watchPageLifecycle(handlers: PageLifecycleHandlers, page?: PageTarget | null): () => void {
  const target = page === undefined ? defaultTarget() : page;
  if (!target) return () => {};
  const safely = (handler: (() => void) | undefined) => () => {
    try {
      handler?.();
    } catch (error) {
      console.warn('[holdfast] page lifecycle handler failed', error);
    }
  };
  const onVisibility = () =>
    safely(target.document.visibilityState === 'hidden' ? handlers.hidden : handlers.visible)();
  const onLeave = safely(handlers.leave);
  const onOnline = safely(handlers.online);
  target.document.addEventListener('visibilitychange', onVisibility);
  target.window.addEventListener('pagehide', onLeave);
  target.window.addEventListener('online', onOnline);
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.window.removeEventListener('pagehide', onLeave);
    target.window.removeEventListener('online', onOnline);
  };
}
