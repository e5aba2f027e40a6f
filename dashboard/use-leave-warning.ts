/**
 * Unsaved work is not lost without a word: while `unsaved` holds, leaving the page (reload, close, another
 * address) asks the browser's own "leave site?" question, and following a link within the dashboard (its
 * pages are `#/…` links) asks first whether to leave the changes behind.
 */
import { useEffect } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/** A click on a link to another of the dashboard's pages (a `#/…` address), as the document hears it. */
function dashboardLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.getAttribute('href')?.startsWith('#') ? link : null;
}

export function useLeaveWarning(
  unsaved: boolean,
  confirm: (message: string) => boolean = window.confirm,
): void {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (dashboardLinkOf(event) && !confirm(LEAVE_WARNING)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved, confirm]);
}
